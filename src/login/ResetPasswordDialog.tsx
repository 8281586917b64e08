import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useRef, useState, type FormEvent } from 'react';
import { TextInput } from '../kit/forms/TextInput';
import { translate as t } from '../i18n/baseTranslate';
import { enqueueSnackbar } from '../kit/snackbar/queue';

export const RESET_CLOSE_DELAY_MS = 200;

interface Props {
  open: boolean;
  initialCode: string;
  onClose: () => void;
  resetPassword: (codigo: string) => Promise<string>;
}

/** 'Esqueceu sua senha?': asks for the code; the server's message on success, then closes 200 ms later. */
export function ResetPasswordDialog({ open, initialCode, onClose, resetPassword }: Props) {
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const busy = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    if (!code.trim()) {
      setError(t('app.reset.emptyCode'));
      return;
    }
    busy.current = true;
    setSending(true);
    try {
      const message = await resetPassword(code);
      enqueueSnackbar(message, { type: 'success' });
      setTimeout(onClose, RESET_CLOSE_DELAY_MS);
    } catch (failure) {
      enqueueSnackbar(failure instanceof Error ? failure.message : t('app.reset.exception'), { type: 'error' });
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="reset-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="reset-title">{t('app.reset.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('app.reset.text')}</DialogContentText>
          <TextInput
            autoFocus
            fullWidth
            label={t('app.reset.code')}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setError(undefined);
            }}
            error={Boolean(error)}
            helperText={error ?? ' '}
            htmlInput={{ inputMode: 'numeric', autoComplete: 'username' }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('app.reset.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={sending}>
            {t('app.reset.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
