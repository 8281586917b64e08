import { format, isValid, parse } from 'date-fns';

/** The servers' "no date". */
export const NO_DATE = '0001-01-01T00:00:00';

/** A day as the order servers send it: 'yyyy-MM-ddT00:00:00'. */
export const serverDateTime = (day: Date): string => format(day, "yyyy-MM-dd'T'00:00:00");

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
