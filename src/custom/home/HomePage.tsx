import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { usePageTitle } from '../routing/usePageTitle';

export function HomePage() {
  const translate = useTranslate();
  usePageTitle(translate('app.home.title'));
  return (
    <Box data-testid="home-screen" sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {translate('app.home.welcome')}
      </Typography>
    </Box>
  );
}
