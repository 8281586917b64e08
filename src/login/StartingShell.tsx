import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { translate } from '../i18n/baseTranslate';

/**
 * What a page with a session shows at once, while the app and the demo's backend load: the app bar with the portal's
 * name, where the app draws its own, and a progress mark. Without it the page stayed blank until the session was
 * checked.
 */
export function StartingShell() {
  return (
    <>
      <Box sx={{ position: 'fixed', inset: '0 0 auto 0', height: 48, px: 2, display: 'flex', alignItems: 'center', bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Typography variant="h6" component="span" sx={{ pl: 6 }}>
          {translate('app.title')}
        </Typography>
      </Box>
      <Box sx={{ pt: 12, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress aria-label={translate('app.loading')} />
      </Box>
    </>
  );
}
