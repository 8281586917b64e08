import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { translate as t } from '../i18n/baseTranslate';

export function AddressesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="addresses-title">
      <DialogTitle id="addresses-title">{t('app.addresses.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle2">{t('app.addresses.office')}</Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('app.addresses.officeAddress')}
        </Typography>
        <Typography variant="subtitle2">{t('app.addresses.dc')}</Typography>
        <Typography variant="body2">{t('app.addresses.dcAddress')}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.addresses.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
