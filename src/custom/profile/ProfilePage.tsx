import { Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { endsSession, isApiError, serverMessage } from '../../dataProviders/core/errors';
import { updateProfile } from '../../dataProviders/profile';
import { useScreenWarning } from '../../kit/snackbar/useScreenWarning';
import { useSnackbar } from '../../kit/snackbar/useSnackbar';
import { clearSession } from '../../session/cookies';
import { reloadPage } from '../../session/pageReload';
import { useSessionUser } from '../../session/SessionUserContext';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { NAME_MAX_LENGTH, validateProfile, type ProfileValidation } from './profileValidation';
import { PasswordField } from '../../kit/forms/PasswordField';

/** Spec part 1, section 9: profile save reloads after 1000 ms. */
export const PROFILE_RELOAD_MS = 1000;

/** The answers to Save never wait behind the home screen's sticky warnings (the page reloads 1 s after success). */
const URGENT = { urgent: true } as const;

/** Leaves renewal mode for good: the session ends and the reload lands on the login form at the root. */
function endRenewalSession(): void {
  clearSession();
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}#/`);
}

/**
 * A 4xx (or a `status: false` answer) with a message shows the server's message; an answer without the
 * envelope's success 'Campos necessários…'; anything else the catalogue's.
 */
function saveFailureMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.kind === 'shape') return error.message;
  if (isApiError(error) && error.kind === 'http' && error.status < 500) return serverMessage(error.body) ?? fallback;
  return fallback;
}

/**
 * Profile / change password (/perfil): the current code and name, read-only, with the editable name and
 * password. In renewal mode (login answered `renovacao`) the title is 'Alterar senha', the save goes to
 * /pessoa/renovacao/{codigo} and Cancel ends the session.
 */
export function ProfilePage() {
  const user = useSessionUser();
  const translate = useTranslate();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const warn = useScreenWarning();
  const { renewal } = user;
  const title = translate(renewal ? 'pages.profile.renewalTitle' : 'pages.profile.title');
  usePageTitle(title);

  const [nome, setNome] = useState(user.nome);
  const [senha, setSenha] = useState('');
  const [errors, setErrors] = useState<ProfileValidation['fieldErrors']>({});
  const [sending, setSending] = useState(false);
  // Set synchronously, so that a second click in the same tick never sends a second request.
  const busy = useRef(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    const result = validateProfile({ nome, senha });
    setErrors(result.fieldErrors);
    result.warnings.forEach(warn);
    if (!result.valid) return;

    busy.current = true;
    setSending(true);
    try {
      await updateProfile({ codigo: user.codigo, nome: nome.trim(), senha }, { renewal });
    } catch (error) {
      // The typed values stay in the form; a dead session has its own message and reload.
      busy.current = false;
      setSending(false);
      if (!endsSession(error)) {
        snackbar.error(saveFailureMessage(error, translate('pages.profile.saveFailure')), URGENT);
      }
      return;
    }
    // Success: the form stays locked until the reload.
    snackbar.success(translate('pages.profile.saved'), URGENT);
    setTimeout(() => {
      if (renewal) endRenewalSession();
      reloadPage();
    }, PROFILE_RELOAD_MS);
  };

  const cancel = () => {
    if (renewal) {
      endRenewalSession();
      reloadPage();
      return;
    }
    navigate('/');
  };


  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'flex', justifyContent: renewal ? 'center' : 'flex-start' }} data-testid="profile-page">
      <Card sx={{ width: '100%', maxWidth: 720 }}>
        <CardContent component="form" onSubmit={save} noValidate aria-labelledby="perfil-titulo" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="perfil-titulo" component="h1" variant="h5" sx={{ mb: renewal ? 1 : 3 }}>
            {title}
          </Typography>
          {renewal && (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {translate('pages.profile.renewalReason')}
            </Typography>
          )}
          <Box data-testid="profile-current" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' }, gap: 2, mb: 3 }}>
            <TextField
              id="perfil-codigo-atual"
              label={translate('pages.profile.code')}
              value={user.codigo}
              variant="filled"
              slotProps={{ htmlInput: { readOnly: true } }}
              fullWidth
            />
            <TextField
              id="perfil-nome-atual"
              label={translate('pages.profile.currentName')}
              value={user.nome}
              variant="filled"
              slotProps={{ htmlInput: { readOnly: true } }}
              fullWidth
            />
          </Box>
          <Box data-testid="profile-edit" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            <TextField
              id="perfil-nome"
              label={translate('pages.profile.name')}
              value={nome}
              onChange={(event) => {
                setNome(event.target.value);
                if (errors.nome) setErrors(({ nome: _dropped, ...rest }) => rest);
              }}
              error={Boolean(errors.nome)}
              helperText={errors.nome ?? ' '}
              slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
              autoComplete="name"
              fullWidth
            />
            <PasswordField
              id="perfil-senha"
              label={translate('pages.profile.password')}
              value={senha}
              onChange={(event) => {
                setSenha(event.target.value);
                if (errors.senha) setErrors(({ senha: _dropped, ...rest }) => rest);
              }}
              error={Boolean(errors.senha)}
              helperText={errors.senha ?? ' '}
              autoComplete="new-password"
              fullWidth
            />
          </Box>
          <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
            <Button type="button" variant="outlined" onClick={cancel}>
              {translate('pages.profile.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={sending}>
              {translate('pages.profile.save')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
