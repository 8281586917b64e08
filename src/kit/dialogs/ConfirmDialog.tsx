import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId, useRef } from 'react';
import { kitText } from '../kitText';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  onCancel: () => void;
  onConfirm: () => void;
  loading?: boolean;
  /** The confirm button's colour: 'error' for a removal. */
  color?: 'primary' | 'error';
  /** The buttons' own words where a screen has them ('Excluir' / 'Cancelar'); 'Sim' / 'Não' by default. */
  confirmLabel?: string;
  cancelLabel?: string;
}

/** A yes/no question (Não / Sim, or the screen's own words). Confirms at most once per opening or request, even on a double click. */
export function ConfirmDialog({ open, title, text, onCancel, onConfirm, loading = false, color = 'primary', confirmLabel, cancelLabel }: ConfirmDialogProps) {
  const confirmed = useRef(false);
  const titleId = useId();
  const textId = useId();

  // Re-armed on each opening and when a request ends (loading true → false) so a failed request can be retried.
  useEffect(() => {
    confirmed.current = false;
  }, [open, loading]);

  const handleConfirm = () => {
    // A closing dialog keeps its buttons on screen for its exit transition: a click there (the second of a double
    // click, after a quick success) confirms nothing.
    if (!open || confirmed.current || loading) return;
    confirmed.current = true;
    onConfirm();
  };

  return (
    <Dialog open={open} onClose={loading ? undefined : onCancel} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={loading}>
          {cancelLabel ?? kitText('confirmDialog.no')}
        </Button>
        <Button onClick={handleConfirm} disabled={loading} variant="contained" color={color} autoFocus>
          {confirmLabel ?? kitText('confirmDialog.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
