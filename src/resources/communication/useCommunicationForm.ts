import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useSaveContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { endsSession } from '../../kit/data/failures';
import { useLoggedWarning } from '../../kit/snackbar/useLoggedWarning';
import { useSnackbar } from '../../kit/snackbar/useSnackbar';
import { useCommunicationPaths } from './communicationPaths';
import { validateCommunication, type CommunicationField, type CommunicationResource } from './communicationRules';
import { toSave, type CommunicationFormValues } from './communicationValues';

/** Spec part 1, section 9: the form returns to its list 1 s after a successful save. */
export const FORM_RETURN_MS = 1000;

/** The answer to Salvar never waits behind sticky messages. */
const URGENT = { urgent: true } as const;

export type CommunicationFormMode = 'create' | 'edit';
export type SaveState = 'idle' | 'saving' | 'saved';

/** The rule each value answers to, so that editing a field clears its message. */
const FIELD_OF: Record<keyof CommunicationFormValues, CommunicationField | undefined> = {
  titulo: 'titulo',
  descricao: 'descricao',
  lancamento: 'lancamento',
  termino: 'termino',
  grupo: 'grupo',
  url: 'url',
  file: 'url',
  current: undefined,
  replacing: 'url',
  flAll: 'fornecedores',
  chosen: 'fornecedores',
};

export interface CommunicationFormOptions {
  resource: CommunicationResource;
  mode: CommunicationFormMode;
  initial: CommunicationFormValues;
  /** Runs after a successful save (the announcement's notification e-mail). */
  afterSave?: (values: CommunicationFormValues) => void;
}

export interface CommunicationForm {
  values: CommunicationFormValues;
  errors: Partial<Record<CommunicationField, string>>;
  state: SaveState;
  set: <K extends keyof CommunicationFormValues>(key: K, value: CommunicationFormValues[K]) => void;
  /** A warning of this screen, also written to the server log as a warning (spec part 1, section 5). */
  warn: (message: string) => void;
  submit: (event?: FormEvent) => Promise<void>;
}

/**
 * The announcement / contact form's state and save: the rules of section 5 on Salvar (each failure a warning,
 * logged, and under its field), then one save at a time; success shows '{Entity} adicionado/editado com sucesso!',
 * locks the form and returns to the list 1 s later; failure shows 'Não foi possível {adicionar/editar} o {entity}!'
 * and keeps what was typed (docs/decisions.md).
 */
export function useCommunicationForm({ resource, mode, initial, afterSave }: CommunicationFormOptions): CommunicationForm {
  const paths = useCommunicationPaths(resource);
  const translate = useTranslate();
  const warn = useLoggedWarning();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const { save } = useSaveContext();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<CommunicationForm['errors']>({});
  const [state, setState] = useState<SaveState>('idle');
  // Set synchronously, so that a second click in the same tick never sends a second request.
  const busy = useRef(false);
  const returnTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(returnTimer.current), []);

  const set = useCallback(<K extends keyof CommunicationFormValues>(key: K, value: CommunicationFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    const field = FIELD_OF[key];
    if (field) setErrors((current) => (field in current ? Object.fromEntries(Object.entries(current).filter(([name]) => name !== field)) : current));
  }, []);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy.current || !save) return;
    const result = validateCommunication(resource, {
      titulo: values.titulo,
      descricao: values.descricao,
      lancamento: values.lancamento,
      termino: values.termino,
      grupo: values.grupo,
      url: values.url,
      flAll: values.flAll,
      chosenSuppliers: values.chosen.size,
    });
    setErrors(result.errors);
    if (result.messages.length > 0) {
      result.messages.forEach(warn);
      return;
    }
    busy.current = true;
    setState('saving');
    if (result.url) setValues((current) => ({ ...current, url: result.url }));
    const texts = `resources.${resource}.messages`;
    await save(toSave(values, result.url), {
      onSuccess: () => {
        setState('saved');
        snackbar.success(translate(`${texts}.${mode === 'create' ? 'created' : 'updated'}`), URGENT);
        afterSave?.(values);
        returnTimer.current = setTimeout(() => void navigate(paths.list), FORM_RETURN_MS);
      },
      onError: (error: unknown) => {
        busy.current = false;
        setState('idle');
        // A dead session has its own message and reload.
        if (endsSession(error)) return;
        snackbar.error(translate(`${texts}.${mode === 'create' ? 'createFailure' : 'updateFailure'}`), URGENT);
      },
    });
  };

  return { values, errors, state, set, warn, submit };
}
