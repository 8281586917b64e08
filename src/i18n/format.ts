import { format, isValid, parse, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale';

/** Display formatting shared by the whole portal (pt-BR, BRL, dd/MM/yyyy). */

type NumericInput = number | string | null | undefined;
type DateInput = string | Date | null | undefined;

const EMPTY_DATE = '-';
const SERVER_DATE = 'dd/MM/yyyy';

const moneyFormat = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 2 });
const decimalFormats = new Map<number, Intl.NumberFormat>();

function decimalFormat(fractionDigits: number): Intl.NumberFormat {
  let found = decimalFormats.get(fractionDigits);
  if (!found) {
    found = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
    decimalFormats.set(fractionDigits, found);
  }
  return found;
}

/** Intl separates 'R$' with U+00A0 (and may use U+202F); the spec's texts use a plain space. */
function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

/**
 * A number from a number or a string. A string with a comma is read the Brazilian way
 * ('1.234,56', '12,5'); without a comma a single dot is the decimal point ('1234.56'), while
 * several dots can only be thousands separators ('1.234.567'). Anything unreadable → 0.
 */
export function toNumber(value: NumericInput): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value !== 'string') return 0;
  let text = value.replace(/R\$|[\s\u00a0\u202f]/g, '');
  if (text === '') return 0;
  if (text.includes(',')) text = text.replace(/\./g, '').replace(',', '.');
  else if ((text.match(/\./g) ?? []).length > 1) text = text.replace(/\./g, '');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return 0;
  const number = Number(text);
  return Number.isFinite(number) ? number : 0;
}

/** 'R$ 1.234,50'; null, undefined, '' and NaN → 'R$ 0,00'. */
export function formatMoney(value: NumericInput): string {
  return plainSpaces(moneyFormat.format(toNumber(value)));
}

/** One decimal by default, value already in percent: 2.5 → '2,5%'; empty → '0,0%'; (3.25, 2) → '3,25%'. */
export function formatPercent(value: NumericInput, fractionDigits = 1): string {
  return `${decimalFormat(fractionDigits).format(toNumber(value))}%`;
}

/** A number the Brazilian way, with `fractionDigits` decimals: 1234 → '1.234'; (87.3, 1) → '87,3'; empty → '0'. */
export function formatNumber(value: NumericInput, fractionDigits = 0): string {
  return decimalFormat(fractionDigits).format(toNumber(value));
}

/** The servers' "no date": 0001-01-01 in any of its shapes. */
function isNullDate(text: string): boolean {
  return /^0001-01-01(?:[T\s]|$)/.test(text) || /^01\/01\/0001(?:\s|$)/.test(text);
}

function isNullDateObject(date: Date): boolean {
  const local = date.getFullYear() === 1 && date.getMonth() === 0 && date.getDate() === 1;
  const utc = date.getUTCFullYear() === 1 && date.getUTCMonth() === 0 && date.getUTCDate() === 1;
  return local || utc;
}

function parseWith(text: string, pattern: string): Date | null {
  const date = parse(text, pattern, new Date(0));
  return isValid(date) ? date : null;
}

/**
 * A Date from what the APIs send, or null for empty/invalid/0001-01-01.
 * Date-only strings ('yyyy-MM-dd', 'dd/MM/yyyy') are read as local dates, so they never shift a day.
 */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return isValid(value) && !isNullDateObject(value) ? value : null;
  const text = value.trim();
  if (text === '' || isNullDate(text)) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return parseWith(text, 'yyyy-MM-dd');
  if (/^\d{2}\/\d{2}\/\d{4}$/.test(text)) return parseWith(text, SERVER_DATE);
  if (/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/.test(text)) return parseWith(text, 'dd/MM/yyyy HH:mm');
  if (/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/.test(text)) return parseWith(text, 'dd/MM/yyyy HH:mm:ss');
  if (/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(text)) {
    // parseISO reads a string without an offset as local time, and honours 'Z' / '±hh:mm'.
    const date = parseISO(text.replace(' ', 'T'));
    return isValid(date) ? date : null;
  }
  return null;
}

/** 'dd/MM/yyyy'; empty, invalid or 0001-01-01 → '-'. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? format(date, 'dd/MM/yyyy', { locale: ptBR }) : EMPTY_DATE;
}

/** 'dd/MM/yyyy HH:mm'; empty, invalid or 0001-01-01 → '-'. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? format(date, 'dd/MM/yyyy HH:mm', { locale: ptBR }) : EMPTY_DATE;
}

/** The servers' date format, 'dd/MM/yyyy' (local date). An invalid Date → ''. */
export function toServerDate(date: Date): string {
  return isValid(date) ? format(date, SERVER_DATE) : '';
}

/**
 * Strict 'dd/MM/yyyy' → local Date at midnight; anything else (including impossible dates such
 * as 31/02/2026, and the servers' "no date" 01/01/0001) → null.
 */
export function parseServerDate(text: string): Date | null {
  const trimmed = text.trim();
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(trimmed) || isNullDate(trimmed)) return null;
  return parseWith(trimmed, SERVER_DATE);
}

/** At most `max` characters followed by '...' when longer; null/undefined → ''. */
export function truncateText(text: string | null | undefined, max = 150): string {
  if (text === null || text === undefined) return '';
  const chars = Array.from(text); // code points: never split an emoji or accented surrogate pair
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
}
