import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { kitText } from '../kitText';

export function PdfProgress() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <CircularProgress aria-label={kitText('pdf.loading')} />
    </Box>
  );
}
