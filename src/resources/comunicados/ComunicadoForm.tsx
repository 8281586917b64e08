import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { DateField } from '../../kit/dates/DateField';
import { CommunicationFormLayout } from '../communication/CommunicationFormLayout';
import type { CommunicationFormValues } from '../communication/communicationValues';
import { useCommunicationForm, type CommunicationForm, type CommunicationFormMode } from '../communication/useCommunicationForm';
import { SupplierVisibilityTable } from './SupplierVisibilityTable';
import { useSupplierNotification } from './useSupplierNotification';

type SetValue = CommunicationForm['set'];

interface ValidityFieldsProps {
  lancamento: Date | null;
  termino: Date | null;
  lancamentoError?: string;
  terminoError?: string;
  set: SetValue;
  disabled: boolean;
}

/** Início Vigência and Fim vigência; memoised, as the pickers are costly to draw on each keystroke elsewhere. */
const ValidityFields = memo(function ValidityFields({ lancamento, termino, lancamentoError, terminoError, set, disabled }: ValidityFieldsProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <DateField
        label={translate('resources.comunicados.fields.lancamento')}
        name="lancamento"
        value={lancamento}
        onChange={(date) => set('lancamento', date)}
        error={lancamentoError}
        disabled={disabled}
        required
      />
      <DateField
        label={translate('resources.comunicados.fields.termino')}
        name="termino"
        value={termino}
        onChange={(date) => set('termino', date)}
        error={terminoError}
        disabled={disabled}
        required
      />
    </Box>
  );
});

interface VisibilityProps {
  flAll: boolean;
  chosen: CommunicationFormValues['chosen'];
  error?: string;
  set: SetValue;
  disabled: boolean;
}

/** 'Todos fornecedores podem visualizar' (on) or 'Apenas alguns fornecedores podem visualizar' (off, with the supplier table). */
const Visibility = memo(function Visibility({ flAll, chosen, error, set, disabled }: VisibilityProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <FormControlLabel
        control={<Switch checked={flAll} onChange={(event) => set('flAll', event.target.checked)} disabled={disabled} />}
        label={translate(`resources.comunicados.visibility.${flAll ? 'all' : 'some'}`)}
      />
      {error && <FormHelperText error>{error}</FormHelperText>}
      {!flAll && <SupplierVisibilityTable chosen={chosen} onChange={(next) => set('chosen', next)} disabled={disabled} />}
    </Box>
  );
});

interface ComunicadoFormProps {
  mode: CommunicationFormMode;
  initial: CommunicationFormValues;
  recordId?: number | string;
}

/** The announcement form: the shared fields, the validity dates and who may see it; a save notifies the suppliers. */
export function ComunicadoForm({ mode, initial, recordId }: ComunicadoFormProps) {
  const notify = useSupplierNotification(mode);
  const form = useCommunicationForm({ resource: 'comunicados', mode, initial, afterSave: (saved) => void notify(saved) });
  const { values, errors } = form;
  const locked = form.state !== 'idle';
  return (
    <CommunicationFormLayout
      resource="comunicados"
      mode={mode}
      form={form}
      recordId={recordId}
      fields={
        <ValidityFields
          lancamento={values.lancamento}
          termino={values.termino}
          lancamentoError={errors.lancamento}
          terminoError={errors.termino}
          set={form.set}
          disabled={locked}
        />
      }
      footer={<Visibility flAll={values.flAll} chosen={values.chosen} error={errors.fornecedores} set={form.set} disabled={locked} />}
    />
  );
}
