import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { ListContextProvider, useList, useTranslate } from 'react-admin';
import { ListPagination } from '../../../../kit/list/ListPagination';
import { ITEMS_PER_PAGE } from './scheduleFilters';

export interface ItemColumn<T> {
  key: string;
  label: string;
  value: (row: T) => ReactNode;
}

export interface ItemSelection {
  /** Keys of the chosen rows (on every page). */
  keys: ReadonlySet<string>;
  onChange: (keys: Set<string>) => void;
}

export interface ItemsTableProps<T> {
  rows: readonly T[];
  columns: readonly ItemColumn<T>[];
  rowKey: (row: T) => string;
  /** Names the row in its checkbox's label. */
  rowName: (row: T) => string;
  /** A checkbox column, when rows may be chosen. */
  selection?: ItemSelection;
}

/**
 * A schedule's items, 4 per page (spec part 2, section 9; pages of react-admin's useList over the rows read), with
 * an optional selection column over every page.
 */
export function ItemsTable<T>({ rows, columns, rowKey, rowName, selection }: ItemsTableProps<T>) {
  const translate = useTranslate();
  const text = (key: string, vars?: Record<string, string | number>) => translate(`pages.gerenciarPedidos.schedule.${key}`, vars);
  const list = useList({ data: rows.map((row) => ({ id: rowKey(row) })), perPage: ITEMS_PER_PAGE });
  // The page's rows from the list's page (its own data catches up one effect later).
  const shown = rows.slice((list.page - 1) * list.perPage, list.page * list.perPage);
  const chosen = selection ? rows.filter((row) => selection.keys.has(rowKey(row))).length : 0;

  const toggle = (key: string, checked: boolean) => {
    if (!selection) return;
    const next = new Set(selection.keys);
    if (checked) next.add(key);
    else next.delete(key);
    selection.onChange(next);
  };

  return (
    <ListContextProvider value={list}>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              {selection && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={rows.length > 0 && chosen === rows.length}
                    indeterminate={chosen > 0 && chosen < rows.length}
                    onChange={(event) => selection.onChange(event.target.checked ? new Set(rows.map(rowKey)) : new Set())}
                    slotProps={{ input: { 'aria-label': text('selectItems') } }}
                  />
                </TableCell>
              )}
              {columns.map((column) => (
                <TableCell key={column.key}>{column.label}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => {
              const key = rowKey(row);
              return (
                <TableRow key={key} data-testid="schedule-item-row" selected={selection?.keys.has(key)}>
                  {selection && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selection.keys.has(key)}
                        onChange={(event) => toggle(key, event.target.checked)}
                        slotProps={{ input: { 'aria-label': text('selectItem', { product: rowName(row) }) } }}
                      />
                    </TableCell>
                  )}
                  {columns.map((column) => (
                    <TableCell key={column.key}>{column.value(row)}</TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <ListPagination rowsPerPageOptions={[]} arrows />
    </ListContextProvider>
  );
}
