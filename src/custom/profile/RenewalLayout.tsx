import { AppBar, Box, Toolbar, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { usePathTo } from '../../kit/access/PortalRoutesContext';
import { useSessionUser } from '../../session/SessionUserContext';

/**
 * The layout while the password must be renewed: only the profile page ('Alterar senha'), without the
 * side menu; any other route goes back to /perfil. Save or Cancel end this mode (both reload the page).
 */
export function RenewalLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const user = useSessionUser();
  const translate = useTranslate();
  const profilePath = usePathTo()('perfil');
  if (pathname !== profilePath) return <Navigate to={profilePath} replace />;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary' }} data-testid="renewal-layout">
      {/* The colour of the portal's own bar (react-admin's AppBar defaults to secondary). */}
      <AppBar position="static" color="secondary" elevation={1}>
        <Toolbar variant="dense" sx={{ gap: 2 }}>
          <Typography variant="h6" component="div" sx={{ flex: 1 }} noWrap>
            {translate('app.title')}
          </Typography>
          <Typography variant="body2" data-testid="session-user" noWrap sx={{ minWidth: 0, display: { xs: 'none', sm: 'block' } }}>
            {user.codigo} - {user.nome}
          </Typography>
        </Toolbar>
      </AppBar>
      <Box component="main">{children}</Box>
    </Box>
  );
}
