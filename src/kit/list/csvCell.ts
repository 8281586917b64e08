import { isValid } from 'date-fns';
import { toNumber } from '../../i18n/format';

/**
 * How a CSV column's cells are written:
 * - 'text' (default): as given; a cell a spreadsheet would run as a formula is neutralised, and a run of digits it
 *   would spoil (12 digits or more, shown as 4,5E+43; or a leading zero, dropped) is kept as text;
 * - 'code': an identifier (order number, product id, barcode): digits are always kept as text;
 * - 'amount': money as a number the pt-BR way, two decimals and no thousands separator or 'R$' ('-1234,56'), so a
 *   spreadsheet sums it; empty is '0,00', as the screens show 'R$ 0,00';
 * - 'number': a quantity as a number the pt-BR way, no thousands separator ('1234', '87,5'); empty stays empty.
 */
export type CsvKind = 'text' | 'code' | 'amount' | 'number';

const amountFormat = new Intl.NumberFormat('pt-BR', { useGrouping: false, minimumFractionDigits: 2, maximumFractionDigits: 2 });
const numberFormat = new Intl.NumberFormat('pt-BR', { useGrouping: false, maximumFractionDigits: 6 });

/** A number as a spreadsheet reads it: '-12,50', '1.234,56', '12.5', '+3', '2,5%'. */
const PLAIN_NUMBER = /^[+-]?(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?%?$|^[+-]?\d+\.\d+%?$/;

/** Characters that make a spreadsheet read the cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@]/;

/**
 * Digits a spreadsheet would turn into a number and spoil. A leading tab keeps them text in Excel and LibreOffice
 * without showing anything, and is itself no formula (unlike ="…"; see docs/decisions.md, "CSV cells").
 */
const KEEP_AS_TEXT = '\t';

function plainText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (value instanceof Date) return isValid(value) ? value.toISOString() : '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The formula guard: text a spreadsheet would run as a formula (starting with = + - @, also after blanks, tabs or
 * line breaks) gets a leading single quote, so it shows as text. '-' (an empty date) and plain numbers, negative
 * ones included, are not formulas and stay as they are.
 */
export function neutraliseFormula(text: string): string {
  const start = text.trimStart();
  if (start === '-' || PLAIN_NUMBER.test(start)) return text;
  return FORMULA_START.test(start) ? `'${text}` : text;
}

function spoiltAsNumber(digits: string): boolean {
  return digits.length >= 12 || (digits.length > 1 && digits.startsWith('0'));
}

function numberCell(value: unknown, kind: 'amount' | 'number'): string {
  if (kind === 'number' && (value === null || value === undefined || value === '')) return '';
  const text = (kind === 'amount' ? amountFormat : numberFormat).format(toNumber(value as number | string | null | undefined));
  // A value that rounds to zero from below is written '-0,00'.
  return /^-0(,0+)?$/.test(text) ? text.slice(1) : text;
}

/** A cell's text in the file, by its column's kind (before the CSV's quoting). */
export function csvCell(value: unknown, kind: CsvKind = 'text'): string {
  if (kind === 'amount' || kind === 'number') return numberCell(value, kind);
  const text = plainText(value);
  if (/^\d+$/.test(text) && (kind === 'code' || spoiltAsNumber(text))) return `${KEEP_AS_TEXT}${text}`;
  return neutraliseFormula(text);
}
