import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useTranslate } from 'react-admin';
import { DateField } from '../../kit/dates/DateField';
import { DocumentFormLayout } from '../communication/DocumentFormLayout';
import type { DocumentFormValues } from '../communication/documentValues';
import { useDocumentForm, type DocumentForm, type DocumentFormMode } from '../communication/useDocumentForm';
import { SupplierVisibilityTable } from './SupplierVisibilityTable';
import { useSupplierNotification } from './useSupplierNotification';

function ValidityFields({ form }: { form: DocumentForm }) {
  const translate = useTranslate();
  const { values, errors, set, state } = form;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <DateField
        label={translate('resources.comunicados.fields.lancamento')}
        name="lancamento"
        value={values.lancamento}
        onChange={(date) => set('lancamento', date)}
        error={errors.lancamento}
        disabled={state !== 'idle'}
      />
      <DateField
        label={translate('resources.comunicados.fields.termino')}
        name="termino"
        value={values.termino}
        onChange={(date) => set('termino', date)}
        error={errors.termino}
        disabled={state !== 'idle'}
      />
    </Box>
  );
}

/** 'Todos fornecedores podem visualizar' (on) or 'Apenas alguns fornecedores podem visualizar' (off, with the supplier table). */
function Visibility({ form }: { form: DocumentForm }) {
  const translate = useTranslate();
  const { values, errors, set, state } = form;
  const locked = state !== 'idle';
  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <FormControlLabel
        control={<Switch checked={values.flAll} onChange={(event) => set('flAll', event.target.checked)} disabled={locked} />}
        label={translate(`resources.comunicados.visibility.${values.flAll ? 'all' : 'some'}`)}
      />
      {errors.fornecedores && <FormHelperText error>{errors.fornecedores}</FormHelperText>}
      {!values.flAll && <SupplierVisibilityTable chosen={values.chosen} onChange={(chosen) => set('chosen', chosen)} disabled={locked} />}
    </Box>
  );
}

interface ComunicadoFormProps {
  mode: DocumentFormMode;
  initial: DocumentFormValues;
  recordId?: number | string;
}

/** The announcement form: the shared fields, the validity dates and who may see it; a save notifies the suppliers. */
export function ComunicadoForm({ mode, initial, recordId }: ComunicadoFormProps) {
  const notify = useSupplierNotification(mode);
  const form = useDocumentForm({ resource: 'comunicados', mode, initial, afterSave: (values) => void notify(values) });
  return (
    <DocumentFormLayout
      resource="comunicados"
      mode={mode}
      form={form}
      recordId={recordId}
      fields={<ValidityFields form={form} />}
      footer={<Visibility form={form} />}
    />
  );
}
