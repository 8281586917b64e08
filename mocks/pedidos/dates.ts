import { format, isValid, parse } from 'date-fns';

/** The servers' "no date". */
export const NO_DATE = '0001-01-01T00:00:00';

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/**
 * A local date and time as the order servers write it: 'yyyy-MM-ddTHH:mm:ss'. Built from its parts: the store writes a
 * line's whole history on every read, and date-fns' format reads its pattern again on each of those thousands of calls.
 */
export const serverTimestamp = (at: Date): string =>
  `${pad(at.getFullYear(), 4)}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;

/** A day as the order servers send it: 'yyyy-MM-ddT00:00:00'. */
export const serverDateTime = (day: Date): string => `${serverTimestamp(day).slice(0, 10)}T00:00:00`;

/** 'yyyy-MM-dd' from a 'yyyy-MM-dd…' value. */
export const isoDay = (value: string): string => value.slice(0, 10);

/** 'yyyy-MM-dd' from what a client sends ('dd/MM/yyyy' or 'dd/MM/yy'), or null. */
export function dayFromClient(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const pattern = /^\d{2}\/\d{2}\/\d{4}$/.test(text) ? 'dd/MM/yyyy' : /^\d{2}\/\d{2}\/\d{2}$/.test(text) ? 'dd/MM/yy' : null;
  if (!pattern) return null;
  const date = parse(text, pattern, new Date(2000, 0, 1));
  return isValid(date) ? format(date, 'yyyy-MM-dd') : null;
}
