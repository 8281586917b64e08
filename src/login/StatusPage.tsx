import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { config } from '../config';
import { translate as t } from '../i18n/baseTranslate';

/** The public status path: '#/status' (spec part 1, "Start-up": a status path shows a version string). */
export function isStatusHash(hash: string): boolean {
  return /^#\/status\/?$/.test(hash);
}

/** The version string, without login and without react-admin. */
export function StatusPage() {
  const text = `${t('app.title')} ${config.version}`;
  useEffect(() => {
    document.title = text;
  }, [text]);
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', p: 3 }}>
      <Typography component="h1" variant="h6" data-testid="status-version">
        {text}
      </Typography>
    </Box>
  );
}
