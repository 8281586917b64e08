import Alert from '@mui/material/Alert';
import { kitText } from '../kitText';

export function PdfUnsupported() {
  return (
    <Alert severity="warning" variant="outlined">
      {kitText('pdf.unsupported')}
    </Alert>
  );
}
