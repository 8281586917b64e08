import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { ScheduleRefusal } from './schedule';

/** The refusal's fields in the spec's order, each with its column title's key. */
const COLUMNS: readonly [keyof ScheduleRefusal, string][] = [
  ['purchaseOrderId', 'nr_pc'],
  ['scheduleDate', 'dt_agenda'],
  ['productId', 'id_prod'],
  ['deliveryDate', 'dt_entrg'],
  ['volumes', 'qt_vol'],
  ['reason', 'retorno'],
];

export interface ScheduleFailuresDialogProps {
  refusals: readonly ScheduleRefusal[];
  onClose: () => void;
}

/** The selections the server could not schedule, with its reason for each (spec part 2, section 3: failure result). */
export function ScheduleFailuresDialog({ refusals, onClose }: ScheduleFailuresDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={refusals.length > 0} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{translate('pages.calendario.failures.title')}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableHead>
            <TableRow>
              {COLUMNS.map(([field, key]) => (
                <TableCell key={field}>{translate(`pages.calendario.failures.${key}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {refusals.map((refusal, index) => (
              <TableRow key={`${refusal.purchaseOrderId}-${refusal.productId}-${index}`}>
                {COLUMNS.map(([field]) => (
                  <TableCell key={field}>{refusal[field]}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {translate('pages.calendario.failures.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
