import type { SortPayload } from 'react-admin';
import { valueAt } from '../../kit/list/valueAt';

const collator = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });

function compare(a: unknown, b: unknown): number {
  // Equal values are most comparisons of a long list sorted by a date (9,999 payments on a few dozen days).
  if (a === b) return 0;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

const isBlank = (value: unknown): boolean => value === undefined || value === null || value === '';

/** The value a row sorts by: its field's value, unless a resource says otherwise (dates as dates). */
export type SortValue<T> = (row: T, field: string) => unknown;

const fieldValue = <T extends object>(row: T, field: string): unknown => valueAt(row as Record<string, unknown>, field);

/**
 * A sorted copy of rows the server sent whole (the client pages them): pt-BR text order with numbers inside text
 * in numeric order, blanks last in either direction, ties kept in the server's order.
 */
export function sortRows<T extends object>(rows: readonly T[], sort: SortPayload, valueOf: SortValue<T> = fieldValue): T[] {
  const direction = sort.order === 'DESC' ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row, sort.field) }))
    .sort((a, b) => {
      if (isBlank(a.value) || isBlank(b.value)) return Number(isBlank(a.value)) - Number(isBlank(b.value)) || a.index - b.index;
      return direction * compare(a.value, b.value) || a.index - b.index;
    })
    .map(({ row }) => row);
}
