import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { config } from '../../config';
import { kitText } from '../kitText';

export interface ErrorScreenProps {
  /** Technical detail; shown only in debug builds (config.debug). */
  detail?: string;
  onRetry?: () => void;
  /** A way out, e.g. back to the login form. */
  exit?: { label: string; onClick: () => void };
}

export function ErrorScreen({ detail, onRetry, exit }: ErrorScreenProps) {
  return (
    <Box role="alert" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, p: 4, textAlign: 'center' }}>
      <ErrorOutlineIcon color="error" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h5" component="h1">
        {kitText('error.title')}
      </Typography>
      <Typography>{kitText('error.text')}</Typography>
      {config.debug && detail && (
        <Box component="details" sx={{ maxWidth: '100%', textAlign: 'left' }}>
          <summary>{kitText('error.detail')}</summary>
          <Box component="pre" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {detail}
          </Box>
        </Box>
      )}
      {onRetry && (
        <Button variant="contained" onClick={onRetry}>
          {kitText('error.retry')}
        </Button>
      )}
      {exit && <Button onClick={exit.onClick}>{exit.label}</Button>}
    </Box>
  );
}
