import { describe, expect, it } from 'vitest';
import {
  calendarDayOf,
  escapeIcsText,
  foldIcsLine,
  icsBlob,
  icsCalendar,
  icsDate,
  icsUtcDateTime,
  nextDay,
  type IcsEvent,
} from '../../../src/kit/calendar/icsFile';

const octets = (text: string) => new TextEncoder().encode(text).length;

/** RFC 5545 unfolding: a CRLF followed by one space or tab is removed. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

const EVENT: IcsEvent = {
  uid: '4500300123-100456-101-20260312@portal-do-fornecedor',
  day: { year: 2026, month: 3, day: 12 },
  summary: 'Entrega do pedido 4500300123',
  description: 'Pedido: 4500300123\nProduto: 100456 - Sofá retrátil 3 lugares',
  location: 'Extrema-MG - Rodovia Fernão Dias, km 947; Extrema - MG',
};
const NOW = new Date('2026-03-10T12:34:56Z');

describe('iCalendar builder (RFC 5545)', () => {
  it('writes one VCALENDAR with VERSION, PRODID, CALSCALE, METHOD and one all-day VEVENT, every line ending in CRLF', () => {
    const text = icsCalendar([EVENT], { now: NOW });
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(text).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(0, -1)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Portal do Fornecedor//Calendario de entregas//PT',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:4500300123-100456-101-20260312@portal-do-fornecedor',
      'DTSTAMP:20260310T123456Z',
      'DTSTART;VALUE=DATE:20260312',
      'DTEND;VALUE=DATE:20260313',
      'SUMMARY:Entrega do pedido 4500300123',
      'DESCRIPTION:Pedido: 4500300123\\nProduto: 100456 - Sofá retrátil 3 lugares',
      'LOCATION:Extrema-MG - Rodovia Fernão Dias\\, km 947\\; Extrema - MG',
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text.match(/END:VEVENT/g)).toHaveLength(1);
  });

  it('leaves out DESCRIPTION and LOCATION when they are empty, and takes its own PRODID', () => {
    const text = icsCalendar([{ uid: 'a@b', day: { year: 2026, month: 1, day: 2 }, summary: 'S' }], { now: NOW, prodId: '-//X//Y//PT' });
    expect(text).toContain('PRODID:-//X//Y//PT\r\n');
    expect(text).not.toContain('DESCRIPTION');
    expect(text).not.toContain('LOCATION');
  });

  it('one VEVENT per event, all with the same DTSTAMP', () => {
    const text = icsCalendar([EVENT, { ...EVENT, uid: 'other@portal-do-fornecedor' }], { now: NOW });
    expect(text.match(/BEGIN:VEVENT\r\n/g)).toHaveLength(2);
    expect(text.match(/DTSTAMP:20260310T123456Z\r\n/g)).toHaveLength(2);
  });

  it('all-day dates: DTEND is the next day across month, year and leap-day ends', () => {
    expect(icsDate({ year: 2026, month: 3, day: 9 })).toBe('20260309');
    expect(nextDay({ year: 2026, month: 1, day: 31 })).toEqual({ year: 2026, month: 2, day: 1 });
    expect(nextDay({ year: 2026, month: 12, day: 31 })).toEqual({ year: 2027, month: 1, day: 1 });
    expect(nextDay({ year: 2028, month: 2, day: 28 })).toEqual({ year: 2028, month: 2, day: 29 });
    expect(nextDay({ year: 2026, month: 2, day: 28 })).toEqual({ year: 2026, month: 3, day: 1 });
    const text = icsCalendar([{ ...EVENT, day: { year: 2026, month: 12, day: 31 } }], { now: NOW });
    expect(text).toContain('DTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101\r\n');
  });

  it('the local day of a Date (late evening in São Paulo is still that day)', () => {
    expect(calendarDayOf(new Date(2026, 2, 12, 23, 30))).toEqual({ year: 2026, month: 3, day: 12 });
  });

  it('DTSTAMP is UTC', () => {
    expect(icsUtcDateTime(new Date('2026-03-10T23:05:09-03:00'))).toBe('20260311T020509Z');
  });

  it('escapes TEXT: backslash, semicolon, comma and every kind of line break; drops other control characters', () => {
    expect(escapeIcsText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeIcsText('um\r\ndois\ntrês\rquatro')).toBe('um\\ndois\\ntrês\\nquatro');
    expect(escapeIcsText('tab\tok\u0007bell')).toBe('tab\tokbell');
    expect(escapeIcsText('dois pontos: e aspas " ficam')).toBe('dois pontos: e aspas " ficam');
    // A backslash already before a comma is escaped itself, not taken as an escape.
    expect(escapeIcsText('\\,')).toBe('\\\\\\,');
  });

  it('folds at 75 octets: continuation lines start with one space, and unfolding gives the line back', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBe(3);
    expect(octets(parts[0])).toBe(75);
    parts.slice(1).forEach((part) => expect(part.startsWith(' ')).toBe(true));
    parts.forEach((part) => expect(octets(part)).toBeLessThanOrEqual(75));
    expect(octets(parts[1])).toBe(75);
    expect(unfold(folded)).toBe(line);
    expect(foldIcsLine('SUMMARY:curta')).toBe('SUMMARY:curta');
    expect(foldIcsLine(`X:${'a'.repeat(73)}`)).toBe(`X:${'a'.repeat(73)}`);
    expect(foldIcsLine(`X:${'a'.repeat(74)}`)).toBe(`X:${'a'.repeat(73)}\r\n a`);
  });

  it('never splits a UTF-8 character: accents (2 octets), € (3) and emoji (4) stay whole', () => {
    const line = `SUMMARY:${'ção€😀'.repeat(30)}`;
    const parts = foldIcsLine(line).split('\r\n');
    expect(parts.length).toBeGreaterThan(3);
    for (const part of parts) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      // A lone surrogate would mean an emoji was cut in two.
      expect(part).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
      expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(part))).toBe(part);
    }
    expect(unfold(parts.join('\r\n'))).toBe(line);
    // The first line is filled as far as a whole character allows: 72 to 75 octets.
    expect(octets(parts[0])).toBeGreaterThanOrEqual(72);
  });

  it('folds every long line of the file (summary, description and location) and escapes before folding', () => {
    const long = 'Rua das Palmeiras, 1200, Galpão 3; Doca 7, '.repeat(4);
    const text = icsCalendar([{ ...EVENT, location: long, summary: `Entrega ${'ç'.repeat(80)}` }], { now: NOW });
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    const unfolded = unfold(text);
    expect(unfolded).toContain(`LOCATION:${escapeIcsText(long)}\r\n`);
    expect(unfolded).toContain(`SUMMARY:Entrega ${'ç'.repeat(80)}\r\n`);
  });

  it('a Blob of type text/calendar;charset=utf-8 with the same text', async () => {
    const blob = icsBlob([EVENT], { now: NOW });
    expect(blob.type).toBe('text/calendar;charset=utf-8');
    expect(await blob.text()).toBe(icsCalendar([EVENT], { now: NOW }));
  });
});
