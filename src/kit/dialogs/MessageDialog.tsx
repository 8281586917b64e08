import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { kitText } from '../kitText';

export interface MessageDialogProps {
  open: boolean;
  title: string;
  text: string;
  onClose: () => void;
}

/** A message the user acknowledges with OK only. */
export function MessageDialog({ open, title, text, onClose }: MessageDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {kitText('messageDialog.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
