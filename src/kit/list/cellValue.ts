import { formatDate, formatMoney, formatNumber, formatPercent } from '../../i18n/format';
import type { CsvKind } from './csvCell';

/** How a table column shows its value (the same text in the table and in the CSV). */
export type ValueKind = 'text' | 'date' | 'money' | 'number' | 'percent';

/**
 * A cell's text by its kind: dates dd/MM/yyyy, amounts in BRL, numbers and percentages the Brazilian way. An empty
 * date shows '-' and an empty amount 'R$ 0,00' (spec part 2, section 1); other empty values stay blank.
 */
export function cellValueText(value: unknown, kind: ValueKind): string {
  if (kind === 'date') return formatDate(value as string | null);
  if (kind === 'money') return formatMoney(value as number | string | null);
  if (value === null || value === undefined || value === '') return '';
  if (kind === 'number') return formatNumber(Number(value));
  if (kind === 'percent') return formatPercent(Number(value));
  return String(value);
}

/**
 * How a column of this kind is written in a CSV: amounts and numbers as numbers a spreadsheet sums, an identifier
 * (`code`) as text whatever its digits; undefined for a cell written as shown.
 */
export function csvKindOf(kind: string, code = false): CsvKind | undefined {
  if (code) return 'code';
  if (kind === 'money') return 'amount';
  if (kind === 'number') return 'number';
  return undefined;
}
