/**
 * iCalendar files (RFC 5545) for all-day events, e.g. a scheduled delivery: pure text, no dependency.
 * Lines end in CRLF and are folded at 75 octets without splitting a UTF-8 character; TEXT values escape
 * backslash, ';', ',' and line breaks.
 */

export const ICS_MIME_TYPE = 'text/calendar;charset=utf-8';
export const ICS_PRODID = '-//Portal do Fornecedor//Calendario de entregas//PT';

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** A calendar day, without time or zone (an all-day event happens on that date wherever the reader is). */
export interface CalendarDay {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

export interface IcsEvent {
  /** Unique and stable for the same event, so that importing the file again updates it instead of duplicating it. */
  uid: string;
  day: CalendarDay;
  summary: string;
  description?: string;
  location?: string;
}

export interface IcsOptions {
  /** DTSTAMP: when the file was made (default now), written in UTC. */
  now?: Date;
  prodId?: string;
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** The local day of a Date. */
export function calendarDayOf(date: Date): CalendarDay {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** DATE value: 'yyyyMMdd'. */
export function icsDate({ year, month, day }: CalendarDay): string {
  return `${pad(year, 4)}${pad(month)}${pad(day)}`;
}

/** The day after, across month and year ends (the exclusive DTEND of an all-day event). */
export function nextDay({ year, month, day }: CalendarDay): CalendarDay {
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

/** DATE-TIME in UTC: 'yyyyMMddTHHmmssZ'. */
export function icsUtcDateTime(date: Date): string {
  return (
    `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

/** RFC 5545 CONTROL: every C0 character but HTAB, and DEL. */
const isControl = (code: number): boolean => (code < 0x20 && code !== 0x09) || code === 0x7f;

/**
 * A TEXT value (RFC 5545, 3.3.11): backslash, ';' and ',' escaped, any line break as '\n'. Other control
 * characters are not allowed in TEXT and are dropped.
 */
export function escapeIcsText(text: string): string {
  const escaped = text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
  return Array.from(escaped)
    .filter((char) => !isControl(char.charCodeAt(0)))
    .join('');
}

const utf8Length = (codePoint: number): number => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * One content line folded (RFC 5545, 3.1): at most 75 octets per physical line, continuations starting with a
 * space (which counts in their 75), split only between characters, never inside a UTF-8 sequence.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0) ?? 0);
    if (octets + size > MAX_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

function eventLines(event: IcsEvent, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${icsDate(event.day)}`,
    `DTEND;VALUE=DATE:${icsDate(nextDay(event.day))}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** A VCALENDAR (VERSION 2.0, Gregorian, METHOD:PUBLISH) with one all-day VEVENT per event. */
export function icsCalendar(events: readonly IcsEvent[], { now = new Date(), prodId = ICS_PRODID }: IcsOptions = {}): string {
  const stamp = icsUtcDateTime(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/** The file as a Blob, ready for downloadBlob. */
export function icsBlob(events: readonly IcsEvent[], options?: IcsOptions): Blob {
  return new Blob([icsCalendar(events, options)], { type: ICS_MIME_TYPE });
}
