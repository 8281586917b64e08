import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** The blocking wait while the report is saved: without onClose neither Escape nor the backdrop closes it. */
export function SavingDialog({ open, text }: { open: boolean; text: string }) {
  const textId = useId();
  return (
    <Dialog open={open} aria-labelledby={textId}>
      <DialogContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }} aria-busy="true">
        <CircularProgress size={28} />
        <Typography id={textId}>{text}</Typography>
      </DialogContent>
    </Dialog>
  );
}
