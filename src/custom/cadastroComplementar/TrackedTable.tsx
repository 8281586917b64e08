import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { canDelete } from './registrationRules';
import type { TrackedRow } from './supplementaryRegistration';

export interface TrackedColumn<T> {
  label: string;
  value: (item: T) => ReactNode;
}

interface TrackedTableProps<T> {
  rows: readonly TrackedRow<T>[];
  columns: readonly TrackedColumn<T>[];
  empty: string;
  operationLabel: string;
  /** Each row's accessible names ('Editar pessoa cedente X'). */
  editLabel: (item: T) => string;
  removeLabel: (item: T) => string;
  /** Why the last standing row has no delete. */
  lastRowLabel: string;
  onEdit: (row: TrackedRow<T>) => void;
  onRemove: (row: TrackedRow<T>) => void;
  'aria-label': string;
}

/** An unsaved row is highlighted; a deleted one (E) is struck through in red and can no longer be changed. */
const rowSx = (operation: TrackedRow<unknown>['operation']) => (theme: Theme) => ({
  ...(operation !== '' && { backgroundColor: alpha(theme.palette.warning.main, 0.12) }),
  ...(operation === 'E' && { '& td': { color: theme.palette.error.main, textDecoration: 'line-through' } }),
});

/** The assignors' or bank accounts' rows with their operation ('' I A E) and their edit and delete buttons. */
export function TrackedTable<T>({ rows, columns, empty, operationLabel, editLabel, removeLabel, lastRowLabel, onEdit, onRemove, ...rest }: TrackedTableProps<T>) {
  if (rows.length === 0) {
    return (
      <Typography role="status" color="text.secondary" sx={{ py: 2 }}>
        {empty}
      </Typography>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={rest['aria-label']}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label}>{column.label}</TableCell>
            ))}
            <TableCell>{operationLabel}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const deletable = canDelete(rows, row.key);
            const deleted = row.operation === 'E';
            return (
              <TableRow key={row.key} sx={rowSx(row.operation)} data-operation={row.operation}>
                {columns.map((column) => (
                  <TableCell key={column.label}>{column.value(row.item)}</TableCell>
                ))}
                <TableCell>{row.operation === '' ? '' : `${row.operation} *`}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', '&&': { textDecoration: 'none' } }}>
                  {!deleted && (
                    <>
                      <IconButton size="small" aria-label={editLabel(row.item)} onClick={() => onEdit(row)}>
                        <EditIcon fontSize="small" />
                      </IconButton>
                      <Tooltip title={deletable ? '' : lastRowLabel}>
                        <span>
                          <IconButton size="small" aria-label={removeLabel(row.item)} disabled={!deletable} onClick={() => onRemove(row)}>
                            <DeleteIcon fontSize="small" />
                          </IconButton>
                        </span>
                      </Tooltip>
                    </>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
