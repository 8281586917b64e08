import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId, useRef } from 'react';
import { kitText } from '../kitText';

export interface RemoveDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  loading?: boolean;
}

/** "Remover item" confirmation. Confirms at most once per opening or request, even on a double click. */
export function RemoveDialog({ open, onCancel, onConfirm, loading = false }: RemoveDialogProps) {
  const confirmed = useRef(false);
  const titleId = useId();
  const textId = useId();

  // Re-armed on each opening and when a request ends (loading true → false) so a failed removal can be retried.
  useEffect(() => {
    confirmed.current = false;
  }, [open, loading]);

  const handleConfirm = () => {
    if (confirmed.current || loading) return;
    confirmed.current = true;
    onConfirm();
  };

  return (
    <Dialog
      open={open}
      onClose={loading ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{kitText('removeDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{kitText('removeDialog.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={loading}>
          {kitText('removeDialog.no')}
        </Button>
        <Button onClick={handleConfirm} disabled={loading} variant="contained" color="error" autoFocus>
          {kitText('removeDialog.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
