import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { usePageTitle } from '../page/usePageTitle';

/** A route the user may not open: the route table's answer, and a staff-only screen's to anyone else. */
export function AccessDenied() {
  const translate = useTranslate();
  usePageTitle(translate('app.routing.deniedTitle'));
  return (
    <Box role="alert" sx={{ p: 4 }} data-testid="access-denied">
      <Typography variant="h6">{translate('app.routing.deniedTitle')}</Typography>
      <Typography>{translate('app.errors.noPermission')}</Typography>
    </Box>
  );
}
