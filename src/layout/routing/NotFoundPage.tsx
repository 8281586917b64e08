import HistoryIcon from '@mui/icons-material/History';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../kit/page/usePageTitle';

/**
 * A URL no route matched. Replaces react-admin's NotFound, which repeats the app's name in the app bar, adds a
 * second full stop to its message and leaves the previous page's title in the tab.
 */
export function NotFoundPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const title = translate('ra.page.not_found');
  usePageTitle(title);
  return (
    <Box sx={{ p: { xs: 2, sm: 4 } }} data-testid="not-found">
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{translate('ra.message.not_found')}</Typography>
      <Button variant="contained" startIcon={<HistoryIcon />} onClick={() => void navigate(-1)}>
        {translate('ra.action.back')}
      </Button>
    </Box>
  );
}
