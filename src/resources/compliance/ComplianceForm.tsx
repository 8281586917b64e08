import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { usePathTo } from '../../kit/access/PortalRoutesContext';
import { DateField } from '../../kit/dates/DateField';
import { useGoBack } from '../../kit/navigation/useGoBack';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { UploadBox } from '../../kit/upload/UploadBox';
import { COMPLIANCE_RESOURCE, DESCRIPTION_MAX, TITLE_MAX } from './complianceDocuments';
import { COMPLIANCE_FILE_RULES, fileRefusalMessages, type ComplianceFormMode, type ComplianceFormValues } from './complianceFormRules';
import { useComplianceForm } from './useComplianceForm';

interface ComplianceFormProps {
  mode: ComplianceFormMode;
  initial: ComplianceFormValues;
  /** Edit: the stored file's extension ('pdf'), kept unless another file is chosen. */
  currentExtension?: string;
}

const length = (text: string): number => Array.from(text).length;

/**
 * The compliance form (spec part 3, "Compliance form"): 'Adicionar Compliance' / 'Editar Compliance', Título,
 * Descrição, Data inicio vigência and Data fim vigência (dd/MM/yyyy), the document file (required when adding), and
 * Cancelar (back) / Salvar (locked while saving and after success).
 */
export function ComplianceForm({ mode, initial, currentExtension }: ComplianceFormProps) {
  const translate = useTranslate();
  const text = (key: string, vars?: Record<string, unknown>) => translate(`pages.complianceForm.${key}`, vars);
  const pathTo = usePathTo();
  const goBack = useGoBack(pathTo(COMPLIANCE_RESOURCE));
  const titleId = useId();
  const heading = `${text(mode)} ${text('entity')}`;
  usePageTitle(heading);
  const { values, errors, state, set, submit } = useComplianceForm(mode, initial);
  const locked = state !== 'idle';

  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      <Typography id={titleId} component="h1" variant="h5">
        {heading}
      </Typography>
      <TextField
        label={text('fields.title')}
        name="title"
        value={values.title}
        onChange={(event) => set('title', event.target.value)}
        error={Boolean(errors.title)}
        helperText={errors.title ?? text('counter', { count: length(values.title), max: TITLE_MAX })}
        disabled={locked}
        required
        fullWidth
      />
      <TextField
        label={text('fields.description')}
        name="description"
        value={values.description}
        onChange={(event) => set('description', event.target.value)}
        error={Boolean(errors.description)}
        helperText={errors.description ?? text('counter', { count: length(values.description), max: DESCRIPTION_MAX })}
        disabled={locked}
        multiline
        rows={4}
        required
        fullWidth
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <DateField label={text('fields.start')} name="start" value={values.start} onChange={(date) => set('start', date)} error={errors.start} disabled={locked} required />
        <DateField label={text('fields.end')} name="end" value={values.end} onChange={(date) => set('end', date)} error={errors.end} disabled={locked} required />
      </Box>
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Typography component="h2" variant="subtitle1">
          {text('fields.file')}
          {mode === 'create' && ' *'}
        </Typography>
        <UploadBox
          rules={COMPLIANCE_FILE_RULES}
          label={text('chooseFile')}
          hint={text('fileHint')}
          messages={fileRefusalMessages()}
          error={Boolean(errors.file)}
          disabled={locked}
          value={values.file ? [values.file] : []}
          onChange={(files) => set('file', files[0] ?? null)}
        />
        {errors.file && <FormHelperText error>{errors.file}</FormHelperText>}
        {mode === 'edit' && values.file === null && <FormHelperText>{text('currentFile', { extension: currentExtension || '-' })}</FormHelperText>}
      </Box>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button type="button" variant="outlined" onClick={goBack}>
          {text('cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={locked}>
          {text('save')}
        </Button>
      </Stack>
    </Box>
  );
}
