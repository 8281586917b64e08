import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { kitText } from '../kitText';

/** Determinate bar with the percentage written next to it. */
export function UploadProgress({ percent }: { percent: number }) {
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <Box sx={{ width: '100%', display: 'flex', alignItems: 'center', gap: 1 }}>
      <LinearProgress
        variant="determinate"
        value={value}
        aria-label={kitText('upload.progressLabel')}
        sx={{ flexGrow: 1 }}
      />
      <Typography variant="body2" color="text.secondary">
        {kitText('upload.progress', { percent: value })}
      </Typography>
    </Box>
  );
}
