import { Box, Typography } from '@mui/material';
import { AppBar, TitlePortal } from 'react-admin';
import { useSessionUser } from '../session/SessionUserContext';

export function PortalAppBar() {
  const user = useSessionUser();
  return (
    <AppBar userMenu={false}>
      <TitlePortal />
      <Box sx={{ flex: 1 }} />
      <Typography variant="body2" data-testid="session-user" sx={{ mr: 1, display: { xs: 'none', sm: 'block' } }}>
        {user.codigo} - {user.nome}
      </Typography>
    </AppBar>
  );
}
