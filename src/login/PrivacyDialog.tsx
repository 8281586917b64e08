import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { translate as t } from '../i18n/baseTranslate';
import { PdfViewer } from '../kit/pdf/PdfViewer';

export const PRIVACY_NOTICE_URL = `${import.meta.env.BASE_URL}aviso-de-privacidade.pdf`;

/**
 * The privacy notice: shown with the PDF viewer (loaded on first open) and downloadable. Its page is phone-sized
 * (scripts/privacy-pdf.mjs): the viewer fits it to the width, so the dialog stays narrow and, on a phone, gives the
 * page all the width it can.
 */
export function PrivacyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="privacy-title" fullWidth maxWidth="sm">
      <DialogTitle id="privacy-title">{t('app.privacy.title')}</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1, sm: 3 } }}>
        <Box sx={{ minHeight: 320 }}>{open && <PdfViewer src={PRIVACY_NOTICE_URL} />}</Box>
      </DialogContent>
      <DialogActions>
        <Button component="a" href={PRIVACY_NOTICE_URL} download="aviso-de-privacidade.pdf">
          {t('app.privacy.download')}
        </Button>
        <Button onClick={onClose}>{t('app.privacy.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
