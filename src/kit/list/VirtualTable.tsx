import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { memo, useState, type ReactNode, type UIEvent } from 'react';

export interface VirtualColumn<Row> {
  key: string;
  label: ReactNode;
  /** CSS width of the column (the table lays out fixed, so rows never change the columns' widths while scrolling). */
  width?: number | string;
  render: (row: Row) => ReactNode;
}

export interface VirtualTableProps<Row> {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly VirtualColumn<Row>[];
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
  /** Rows shown highlighted (e.g. changed ones). */
  highlighted?: (row: Row) => boolean;
  'data-testid'?: string;
}

interface WindowProps<Row> {
  rows: readonly Row[];
  start: number;
  end: number;
  rowKey: (row: Row) => string;
  columns: readonly VirtualColumn<Row>[];
  rowHeight: number;
  highlighted?: (row: Row) => boolean;
}

function RowWindow<Row>({ rows, start, end, rowKey, columns, rowHeight, highlighted }: WindowProps<Row>) {
  return (
    <>
      {rows.slice(start, end).map((row, offset) => (
        <TableRow key={rowKey(row)} aria-rowindex={start + offset + 2} selected={highlighted?.(row) ?? false} sx={{ height: rowHeight }}>
          {columns.map((column) => (
            <TableCell key={column.key} sx={{ py: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {column.render(row)}
            </TableCell>
          ))}
        </TableRow>
      ))}
    </>
  );
}

/** Re-renders only when the window, the rows or the columns change (not on every scroll event within one row). */
const MemoWindow = memo(RowWindow) as typeof RowWindow;

/**
 * A table of thousands of rows that renders only the rows in view (plus `overscan`), with spacer rows standing in
 * for the others so the scrollbar is the whole table's. Rows have a fixed height; the window is computed from the
 * box's own height, so it needs no layout measure (and works the same in tests).
 */
export function VirtualTable<Row>({
  rows,
  rowKey,
  columns,
  label,
  rowHeight = 44,
  height = 480,
  overscan = 8,
  empty,
  highlighted,
  'data-testid': testId,
}: VirtualTableProps<Row>) {
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
          <MemoWindow rows={rows} start={start} end={end} rowKey={rowKey} columns={columns} rowHeight={rowHeight} highlighted={highlighted} />
          {end < rows.length && <TableRow aria-hidden sx={{ height: (rows.length - end) * rowHeight }} />}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
