import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { AttachmentField } from './AttachmentField';
import { useCommunicationPaths } from './communicationPaths';
import { DESCRIPTION_MAX, TITLE_MAX, type CommunicationResource } from './communicationRules';
import type { CommunicationForm, CommunicationFormMode } from './useCommunicationForm';
import { useGoBack } from '../../kit/navigation/useGoBack';

interface DocumentFormLayoutProps {
  resource: CommunicationResource;
  mode: CommunicationFormMode;
  form: CommunicationForm;
  recordId?: number | string;
  /** false while something the save needs is loading (Salvar disabled); default true. */
  ready?: boolean;
  /** Fields after the description (validity dates, group). */
  fields?: ReactNode;
  /** After the file-or-URL block (the announcement's visibility). */
  footer?: ReactNode;
}

const length = (text: string): number => Array.from(text).length;

/**
 * The announcement / contact form (spec part 1, "Announcement / contact form"): the title reads the mode and the
 * entity ('Adicionar Comunicado'), then Título, Descrição (4 rows), the resource's own fields, the file or URL,
 * and Cancelar (back) / Salvar (locked while saving and after success).
 */
export function CommunicationFormLayout({ resource, mode, form, recordId, ready = true, fields, footer }: DocumentFormLayoutProps) {
  const paths = useCommunicationPaths(resource);
  const translate = useTranslate();
  const goBack = useGoBack(paths.list);
  const text = (key: string, vars?: Record<string, unknown>) => translate(`resources.${resource}.${key}`, vars);
  const title = `${text(`form.${mode}`)} ${text('entity')}`;
  usePageTitle(title);
  const { values, errors, set, state, submit } = form;
  const locked = state !== 'idle';

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="document-form-title" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      <Typography id="document-form-title" component="h1" variant="h5">
        {title}
      </Typography>
      <TextField
        label={text('fields.titulo')}
        name="titulo"
        value={values.titulo}
        onChange={(event) => set('titulo', event.target.value)}
        error={Boolean(errors.titulo)}
        helperText={errors.titulo ?? text('form.counter', { count: length(values.titulo), max: TITLE_MAX })}
        disabled={locked}
        required
        fullWidth
      />
      <TextField
        label={text('fields.descricao')}
        name="descricao"
        value={values.descricao}
        onChange={(event) => set('descricao', event.target.value)}
        error={Boolean(errors.descricao)}
        helperText={errors.descricao ?? text('form.counter', { count: length(values.descricao), max: DESCRIPTION_MAX })}
        disabled={locked}
        multiline
        rows={4}
        required
        fullWidth
      />
      {fields}
      <AttachmentField
        resource={resource}
        file={values.file}
        url={values.url}
        current={values.current}
        replacing={values.replacing}
        urlError={errors.url}
        set={set}
        warn={form.warn}
        disabled={locked}
        recordId={recordId}
      />
      {footer}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button type="button" variant="outlined" onClick={goBack}>
          {text('form.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={locked || !ready}>
          {text('form.save')}
        </Button>
      </Stack>
    </Box>
  );
}
