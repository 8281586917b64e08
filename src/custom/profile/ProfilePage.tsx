import { Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PasswordField } from '../../kit/forms/PasswordField';
import { NAME_MAX_LENGTH } from './profileValidation';
import { useProfilePage } from './useProfilePage';

export { PROFILE_RELOAD_MS } from './useProfilePage';

/**
 * Profile / change password (/perfil): the current code and name, read-only, with the editable name and
 * password. In renewal mode (login answered `renovacao`) the title is 'Alterar senha', the save goes to
 * /pessoa/renovacao/{codigo} and Cancel ends the session.
 */
export function ProfilePage() {
  const translate = useTranslate();
  const { user, currentName, renewal, title, nome, setNome, senha, setSenha, errors, sending, save, cancel } = useProfilePage();

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'flex', justifyContent: renewal ? 'center' : 'flex-start' }} data-testid="profile-page">
      <Card sx={{ width: '100%', maxWidth: 720 }}>
        <CardContent component="form" onSubmit={(event) => void save(event)} noValidate aria-labelledby="perfil-titulo" sx={{ p: { xs: 2, sm: 3 } }}>
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
              value={currentName}
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
              onChange={(event) => setNome(event.target.value)}
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
              onChange={(event) => setSenha(event.target.value)}
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
