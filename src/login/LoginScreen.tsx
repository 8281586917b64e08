import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { config } from '../config';
import { translate as t } from '../i18n/baseTranslate';
import { PasswordField } from '../kit/forms/PasswordField';
import { TextInput } from '../kit/forms/TextInput';
import { ConfirmDialog } from '../kit/dialogs/ConfirmDialog';
import { enqueueSnackbar, removeSnackbar } from '../kit/snackbar/queue';
import { AddressesDialog } from './AddressesDialog';
import { validateLogin, type LoginErrors } from './loginValidation';
import { PrivacyDialog } from './PrivacyDialog';
import { ResetPasswordDialog } from './ResetPasswordDialog';

export interface LoginScreenProps {
  /** Signs in; rejects with the message to show. */
  onLogin: (codigo: string, senha: string) => Promise<void>;
  resetPassword: (codigo: string) => Promise<string>;
  /** Only with the mock backend: puts its data back to the seed. */
  onResetMock?: () => Promise<void>;
}

type OpenDialog = 'reset' | 'privacy' | 'addresses' | 'resetMock' | null;

export function LoginScreen({ onLogin, resetPassword, onResetMock }: LoginScreenProps) {
  const [codigo, setCodigo] = useState('');
  const [senha, setSenha] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [sending, setSending] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const busy = useRef(false);
  // The answer to the previous try: the next answer ('Acesso bloqueado…' after 'Código ou senha inválidos!') replaces it.
  const lastAnswer = useRef<number | null>(null);
  const [restoring, setRestoring] = useState(false);

  useEffect(() => {
    document.title = `${t('app.title')} - ${t('app.login.submit')}`;
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    const found = validateLogin(codigo, senha);
    setErrors(found);
    if (found.codigo || found.senha) return;
    busy.current = true;
    setSending(true);
    try {
      await onLogin(codigo, senha);
    } catch (failure) {
      if (lastAnswer.current !== null) removeSnackbar(lastAnswer.current);
      lastAnswer.current = enqueueSnackbar(failure instanceof Error && failure.message ? failure.message : t('app.login.failure'), {
        type: 'error',
      });
      busy.current = false;
      setSending(false);
    }
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Paper elevation={3} sx={{ width: '100%', maxWidth: 400, p: { xs: 3, sm: 4 } }}>
        <Typography component="h1" variant="h5" sx={{ mb: 3, textAlign: 'center', fontWeight: 600 }}>
          {t('app.title')}
        </Typography>
        <form onSubmit={submit} noValidate aria-label={t('app.title')}>
          <Stack spacing={1}>
            <TextInput
              id="login-codigo"
              label={t('app.login.code')}
              value={codigo}
              onChange={(event) => setCodigo(event.target.value)}
              error={Boolean(errors.codigo)}
              helperText={errors.codigo ?? t('app.login.codeHint')}
              autoComplete="username"
              htmlInput={{ inputMode: 'numeric' }}
              autoFocus
              fullWidth
            />
            <PasswordField
              id="login-senha"
              label={t('app.login.password')}
              value={senha}
              onChange={(event) => setSenha(event.target.value)}
              error={Boolean(errors.senha)}
              helperText={errors.senha ?? t('app.login.passwordHint')}
              autoComplete="current-password"
              fullWidth
            />
            <Button type="submit" variant="contained" size="large" disabled={sending} fullWidth>
              {t('app.login.submit')}
            </Button>
          </Stack>
        </form>
        {/* Centred lines: a link that wraps sits in the middle, not alone at one edge. */}
        <Stack direction="row" useFlexGap sx={{ mt: 2, justifyContent: 'center', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
          <Link component="button" type="button" variant="body2" onClick={() => setDialog('reset')}>
            {t('app.login.forgot')}
          </Link>
          <Link component="button" type="button" variant="body2" onClick={() => setDialog('privacy')}>
            {t('app.login.privacy')}
          </Link>
          <Link component="button" type="button" variant="body2" onClick={() => setDialog('addresses')}>
            {t('app.login.addresses')}
          </Link>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          {t('app.login.contactAnalyst')}
        </Typography>
        <Stack direction="row" sx={{ mt: 2, justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="caption" color="text.secondary">
            {t('app.version', { version: config.version })}
          </Typography>
          {onResetMock && (
            <Link component="button" type="button" variant="caption" onClick={() => setDialog('resetMock')}>
              {t('app.login.resetMock')}
            </Link>
          )}
        </Stack>
      </Paper>
      {dialog === 'reset' && (
        <ResetPasswordDialog open initialCode={codigo} onClose={() => setDialog(null)} resetPassword={resetPassword} />
      )}
      <PrivacyDialog open={dialog === 'privacy'} onClose={() => setDialog(null)} />
      <AddressesDialog open={dialog === 'addresses'} onClose={() => setDialog(null)} />
      {onResetMock && (
        <ConfirmDialog
          open={dialog === 'resetMock'}
          title={t('app.login.resetMock')}
          text={t('app.login.resetMockConfirm')}
          loading={restoring}
          color="error"
          onCancel={() => setDialog(null)}
          onConfirm={() => {
            setRestoring(true);
            onResetMock()
              .catch(() => enqueueSnackbar(t('app.login.resetMockFailure'), { type: 'error' }))
              .finally(() => {
                setRestoring(false);
                setDialog(null);
              });
          }}
        />
      )}
    </Box>
  );
}
