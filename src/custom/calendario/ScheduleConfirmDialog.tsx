import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useEffect, useId, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { displayDay, lineKey, type Selection } from './timelineModel';

export interface ScheduleConfirmDialogProps {
  open: boolean;
  selections: readonly Selection[];
  sending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** 'Confirmar agendamento': what will be scheduled, one row per chosen day; Agendar sends once per opening. */
export function ScheduleConfirmDialog({ open, selections, sending, onCancel, onConfirm }: ScheduleConfirmDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const confirmed = useRef(false);
  useEffect(() => {
    confirmed.current = false;
  }, [open, sending]);
  const text = (key: string) => translate(`pages.calendario.schedule.${key}`);
  const confirm = () => {
    if (confirmed.current || sending) return;
    confirmed.current = true;
    onConfirm();
  };

  return (
    <Dialog open={open} onClose={sending ? undefined : onCancel} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{text('confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{text('confirmText')}</DialogContentText>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{text('order')}</TableCell>
              <TableCell>{text('product')}</TableCell>
              <TableCell>{text('branch')}</TableCell>
              <TableCell>{text('day')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {selections.map(({ line, day }) => (
              <TableRow key={lineKey(line)}>
                <TableCell>{line.purchaseOrderId}</TableCell>
                <TableCell>{`${line.productId} - ${line.productName}`}</TableCell>
                <TableCell>{`${line.branchId} - ${line.branchName}`}</TableCell>
                <TableCell>{displayDay(day)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={sending}>
          {text('cancel')}
        </Button>
        <Button onClick={confirm} disabled={sending} variant="contained" autoFocus>
          {text('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
