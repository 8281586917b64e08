import { addDays, format } from 'date-fns';

/**
 * The days around a seed day as the APIs send them ('yyyy-MM-ddT00:00:00'), by offset in days, each written once:
 * the generated lists (10,000 payments, 5,000 invoices) share some hundred days, and formatting every row is slow.
 */
export function dayStamps(seedDay: Date): (offset: number) => string {
  const written = new Map<number, string>();
  return (offset) => {
    let text = written.get(offset);
    if (text === undefined) {
      text = format(addDays(seedDay, offset), "yyyy-MM-dd'T'00:00:00");
      written.set(offset, text);
    }
    return text;
  };
}
