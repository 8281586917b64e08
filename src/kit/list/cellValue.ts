import { formatDate, formatMoney, formatNumber, formatPercent } from '../../i18n/format';

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
