import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import { kitText } from '../kitText';
import { useGoBack } from '../navigation/useGoBack';
import { useScreenWarning } from '../snackbar/useScreenWarning';
import { DESCRIPTION_MAX, descriptionProblem, type DescriptionProblem } from './descriptionRule';
import { useSaveOnce, type AfterSave } from './useSaveOnce';

export interface DescriptionFormProps {
  /** The heading: the mode and the entity ('Adicionar Grupo'). */
  title: string;
  label: string;
  initial: string;
  messages: Record<DescriptionProblem, string> & { saved: string; failed: string };
  /** The empty-field message also as a screen warning (access types: "the same message as a warning"). */
  warnWhenEmpty?: boolean;
  /** Cancelar goes here, and a save 1 s after its success unless `savedPath` says where. */
  listPath: string;
  /** Where a successful save goes instead of the list (e.g. a new access type's own form, to choose its features). */
  savedPath?: (saved: RaRecord) => string;
  /** What else Salvar saves once the description is saved (see useSaveOnce). */
  afterSave?: () => Promise<AfterSave>;
  /** Beside the heading (e.g. an edit form's remove button). */
  titleAction?: ReactNode;
}

const length = (text: string): number => Array.from(text).length;

/**
 * The form of a record that is only a description (contact group, access type), inside react-admin's
 * Create/Edit: Descrição (required, at most 100), Cancelar and Salvar (once; see useSaveOnce). The trimmed text is sent.
 */
export function DescriptionForm({ title, label, initial, messages, warnWhenEmpty = false, listPath, savedPath, afterSave, titleAction }: DescriptionFormProps) {
  const goBack = useGoBack(listPath);
  const warn = useScreenWarning();
  const { state, save } = useSaveOnce();
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<DescriptionProblem>();
  const titleId = useId();
  const locked = state !== 'idle';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = descriptionProblem(value);
    setProblem(found);
    if (found) {
      if (found === 'required' && warnWhenEmpty) warn(messages.required);
      return;
    }
    void save({ descricao: value.trim() }, { successMessage: messages.saved, failureMessage: messages.failed, returnTo: savedPath ?? listPath, afterSave });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography id={titleId} component="h1" variant="h5" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {titleAction}
      </Stack>
      <TextField
        label={label}
        name="descricao"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setProblem(undefined);
        }}
        error={problem !== undefined}
        helperText={problem ? messages[problem] : kitText('form.counter', { count: length(value), max: DESCRIPTION_MAX })}
        slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX } }}
        disabled={locked}
        required
        fullWidth
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button type="button" variant="outlined" onClick={goBack}>
          {kitText('form.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={locked}>
          {kitText('form.save')}
        </Button>
      </Stack>
    </Box>
  );
}
