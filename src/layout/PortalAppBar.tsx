import { Box, Typography } from '@mui/material';
import { AppBar, useTranslate } from 'react-admin';
import { useScreenTitle } from '../kit/page/screenTitle';
import { useSessionUser } from '../session/SessionUserContext';

export function PortalAppBar() {
  const user = useSessionUser();
  const translate = useTranslate();
  const screenTitle = useScreenTitle();
  return (
    <AppBar userMenu={false} color="primary">
      {/* On a phone the bar has room for the screen's title only (the tab title still starts with the portal's name). */}
      <Typography variant="h6" component="span" data-testid="app-name" sx={{ mr: 2, whiteSpace: 'nowrap', display: { xs: 'none', sm: 'inline' } }}>
        {translate('app.title')}
      </Typography>
      <Typography variant="h6" component="span" data-testid="screen-title" noWrap sx={{ minWidth: 0 }}>
        {screenTitle}
      </Typography>
      <Box sx={{ flex: '1 0 0' }} />
      {/* A long name shrinks to an ellipsis (noWrap + minWidth 0) instead of pushing the bar's buttons off-screen. */}
      <Typography
        variant="body2"
        data-testid="session-user"
        title={`${user.codigo} - ${user.nome}`}
        noWrap
        sx={{ mr: 1, minWidth: 0, flexShrink: 1, display: { xs: 'none', sm: 'block' } }}
      >
        {user.codigo} - {user.nome}
      </Typography>
    </AppBar>
  );
}
