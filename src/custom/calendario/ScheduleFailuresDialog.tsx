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
import type { ScheduleFailure } from '../../types/api';

const COLUMNS = ['nr_pc', 'dt_agenda', 'id_prod', 'dt_entrg', 'qt_vol', 'retorno'] as const satisfies readonly (keyof ScheduleFailure)[];

export interface ScheduleFailuresDialogProps {
  failures: readonly ScheduleFailure[];
  onClose: () => void;
}

/** The selections the server could not schedule, with its reason for each (spec part 2, section 3: failure result). */
export function ScheduleFailuresDialog({ failures, onClose }: ScheduleFailuresDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={failures.length > 0} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{translate('pages.calendario.failures.title')}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column}>{translate(`pages.calendario.failures.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {failures.map((failure, index) => (
              <TableRow key={`${failure.nr_pc}-${failure.id_prod}-${index}`}>
                {COLUMNS.map((column) => (
                  <TableCell key={column}>{failure[column]}</TableCell>
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
