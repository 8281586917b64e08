import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

/** 'Aceite do termo de condições gerais': the advice to accept with the legal representative, then 'continuar'. */
export function SignQuestionDialog({ open, onCancel, onContinue }: { open: boolean; onCancel: () => void; onContinue: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{translate('resources.compliance.signDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{translate('resources.compliance.signDialog.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('resources.compliance.signDialog.cancel')}</Button>
        <Button onClick={onContinue} variant="contained" autoFocus>
          {translate('resources.compliance.signDialog.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
