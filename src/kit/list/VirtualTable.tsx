import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { memo, useState, type ReactNode, type UIEvent } from 'react';

/** What a row shows besides its record (e.g. a pending toggle): compared by value, so a primitive. */
type RowState = string | number | boolean | undefined;

export interface VirtualColumn<Row, State extends RowState = undefined> {
  key: string;
  label: ReactNode;
  /** CSS width of the column (the table lays out fixed, so rows never change the columns' widths while scrolling). */
  width?: number | string;
  render: (row: Row, state: State) => ReactNode;
}

export interface VirtualTableProps<Row, State extends RowState = undefined> {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Keep them stable (useMemo): a row re-renders only when its record, its state or the columns change. */
  columns: readonly VirtualColumn<Row, State>[];
  /** A row's state, handed to the cells; highlighted when `highlighted` says so. */
  stateOf?: (row: Row) => State;
  highlighted?: (state: State) => boolean;
  /** Accessible name of the table. */
  label: string;
  /** Fixed height of each row, px. */
  rowHeight?: number;
  /** Height of the scrolling box, px. */
  height?: number;
  /** Rows rendered beyond each edge of the visible ones. */
  overscan?: number;
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
  'data-testid'?: string;
}

interface RowProps<Row, State extends RowState> {
  row: Row;
  state: State;
  selected: boolean;
  index: number;
  columns: readonly VirtualColumn<Row, State>[];
  height: number;
}

function VirtualRow<Row, State extends RowState>({ row, state, selected, index, columns, height }: RowProps<Row, State>) {
  return (
    <TableRow aria-rowindex={index + 2} selected={selected} sx={{ height }}>
      {columns.map((column) => (
        <TableCell key={column.key} sx={{ py: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {column.render(row, state)}
        </TableCell>
      ))}
    </TableRow>
  );
}

/** A toggle re-renders its own row only. */
const MemoRow = memo(VirtualRow) as typeof VirtualRow;

/**
 * A table of thousands of rows that renders only the rows in view (plus `overscan`), with spacer rows standing in
 * for the others so the scrollbar is the whole table's. Rows have a fixed height; the window is computed from the
 * box's own height, so it needs no layout measure (and works the same in tests).
 */
export function VirtualTable<Row, State extends RowState = undefined>({
  rows,
  rowKey,
  columns,
  stateOf,
  highlighted,
  label,
  rowHeight = 44,
  height = 480,
  overscan = 8,
  empty,
  'data-testid': testId,
}: VirtualTableProps<Row, State>) {
  const [scrollTop, setScrollTop] = useState(0);
  const visible = Math.ceil(height / rowHeight);
  const first = Math.min(Math.floor(scrollTop / rowHeight), Math.max(rows.length - visible, 0));
  const start = Math.max(first - overscan, 0);
  const end = Math.min(first + visible + overscan, rows.length);

  const onScroll = (event: UIEvent<HTMLDivElement>) => setScrollTop(event.currentTarget.scrollTop);

  return (
    <TableContainer sx={{ maxHeight: height, overflowY: 'auto' }} onScroll={onScroll} data-testid={testId}>
      <Table stickyHeader size="small" aria-label={label} aria-rowcount={rows.length + 1} sx={{ tableLayout: 'fixed' }}>
        <TableHead>
          <TableRow aria-rowindex={1}>
            {columns.map((column) => (
              <TableCell key={column.key} sx={{ width: column.width }}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && empty !== undefined && (
            <TableRow>
              <TableCell colSpan={columns.length}>{empty}</TableCell>
            </TableRow>
          )}
          {start > 0 && <TableRow aria-hidden sx={{ height: start * rowHeight }} />}
          {rows.slice(start, end).map((row, offset) => {
            const state = stateOf?.(row) as State;
            return (
              <MemoRow<Row, State>
                key={rowKey(row)}
                row={row}
                state={state}
                selected={highlighted?.(state) ?? false}
                index={start + offset}
                columns={columns}
                height={rowHeight}
              />
            );
          })}
          {end < rows.length && <TableRow aria-hidden sx={{ height: (rows.length - end) * rowHeight }} />}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
