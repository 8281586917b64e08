import { useCallback, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { usePathTo } from '../../kit/access/PortalRoutesContext';
import { useSaveOnce, type SaveState } from '../../kit/forms/useSaveOnce';
import { COMPLIANCE_RESOURCE } from './complianceDocuments';
import {
  COMPLIANCE_RETURN_MS,
  startChanged,
  toDraft,
  validateCompliance,
  type ComplianceErrors,
  type ComplianceField,
  type ComplianceFormMode,
  type ComplianceFormValues,
} from './complianceFormRules';

export interface ComplianceForm {
  mode: ComplianceFormMode;
  values: ComplianceFormValues;
  errors: ComplianceErrors;
  /** 'saving' and 'saved' lock the form (a second Salvar sends nothing). */
  state: SaveState;
  set: <K extends ComplianceField>(key: K, value: ComplianceFormValues[K]) => void;
  submit: (event?: FormEvent) => void;
}

const without = (errors: ComplianceErrors, fields: ComplianceField[]): ComplianceErrors =>
  fields.some((field) => field in errors) ? Object.fromEntries(Object.entries(errors).filter(([name]) => !fields.includes(name as ComplianceField))) : errors;

/**
 * The compliance form's state and save (inside react-admin's Create/Edit of `compliance`): editing a field clears its
 * message; a new start date clears the end date; Salvar checks the rules of section 5 (each message under its field),
 * then saves once (the kit's useSaveOnce): success 'Compliance adicionado/editado com sucesso!' and the list 2 s later;
 * failure 'Não foi possível adicionar/editar o compliance!' with everything typed and chosen kept.
 */
export function useComplianceForm(mode: ComplianceFormMode, initial: ComplianceFormValues): ComplianceForm {
  const translate = useTranslate();
  const pathTo = usePathTo();
  const { state, save } = useSaveOnce();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ComplianceErrors>({});

  const set = useCallback(<K extends ComplianceField>(key: K, value: ComplianceFormValues[K]) => {
    setValues((current) => {
      const next = { ...current, [key]: value };
      if (key === 'start' && startChanged(current.start, value as Date | null)) next.end = null;
      return next;
    });
    setErrors((current) => without(current, key === 'start' ? ['start', 'end'] : [key]));
  }, []);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (state !== 'idle') return;
    const found = validateCompliance(values, mode);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const text = (key: string) => translate(`pages.complianceForm.messages.${key}`);
    void save(toDraft(values) as unknown as Record<string, unknown>, {
      successMessage: text(mode === 'create' ? 'created' : 'updated'),
      failureMessage: text(mode === 'create' ? 'createFailure' : 'updateFailure'),
      returnTo: pathTo(COMPLIANCE_RESOURCE),
      returnAfterMs: COMPLIANCE_RETURN_MS,
    });
  };

  return { mode, values, errors, state, set, submit };
}
