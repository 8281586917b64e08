import { differenceInCalendarDays, format } from 'date-fns';
import { formatDate, formatDateTime, parseServerDate, toDate } from '../../i18n/format';
import { fingerprint } from '../../kit/data/hash';
import type { ProtocolItem } from './schedulingProtocols';

/** Spec part 3, section 9: no receipt for the days from 4 days ago through today. */
export const RECENT_DAYS = 4;

/** The receipt (PDF icon) is offered for a day before 4 days ago, or a day still to come. */
export function receiptAllowed(day: string, today: Date): boolean {
  const date = toDate(day);
  if (!date) return false;
  const age = differenceInCalendarDays(today, date);
  return age > RECENT_DAYS || age < 0;
}

/** A scheduling day ('yyyy-MM-dd') as shown: dd/MM/yyyy. */
export const dayText = (day: string): string => formatDate(day);

/** The print moment as shown: dd/MM/yyyy HH:mm. */
export const printedAtText = (printedAt: Date): string => formatDateTime(printedAt);

/** The saved receipt's name: protocolo-agendamento-dd-MM-yyyy.pdf. */
export function receiptFileName(day: string): string {
  const date = toDate(day);
  return `protocolo-agendamento-${date ? format(date, 'dd-MM-yyyy') : day}.pdf`;
}

/** What a date typed by hand names: one of the listed days, or why it names none. */
export type TypedDay = { day: string } | { problem: 'invalid' | 'notListed' };

/** A hand-typed dd/MM/yyyy against the supplier's days ('yyyy-MM-dd'): impossible dates and unlisted days are told apart. */
export function typedDay(text: string, days: readonly string[]): TypedDay {
  const date = parseServerDate(text);
  if (!date) return { problem: 'invalid' };
  const day = format(date, 'yyyy-MM-dd');
  return days.includes(day) ? { day } : { problem: 'notListed' };
}

/**
 * The receipt's token: a fingerprint of what it attests (supplier, day, user, print moment and items), in groups of
 * four. Never the session's token, which would let whoever holds the printout act as the user.
 */
export function receiptToken(parts: { supplierId: number; day: string; userCode: string; printedAt: Date; items: readonly Pick<ProtocolItem, 'id' | 'quantity'>[] }): string {
  const items = parts.items.map((item) => `${item.id}=${item.quantity}`).join(',');
  const text = `${parts.supplierId}|${parts.day}|${parts.userCode}|${parts.printedAt.toISOString()}|${items}`;
  return (fingerprint(text, 2).toUpperCase().match(/.{4}/g) ?? []).join('-');
}
