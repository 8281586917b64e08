import { addDays, format } from 'date-fns';
import { db } from './db/db';

/**
 * The mock server's clock: the real time moved by whole days, so that a test (or a demo) can make tomorrow arrive
 * (a form's publication on its start day). The offset is a table, so a page reload keeps it and reset() clears it.
 */
export interface MockClockRecord {
  offsetDays: number;
}

declare module './db/tables' {
  interface Tables {
    mockClock: MockClockRecord[];
  }
}

/** The clock's one row (seeded by mocks/formularios/seed.ts, the clock's first user). */
export const clockSeed = (): MockClockRecord[] => [{ offsetDays: 0 }];

const offsetDays = (): number => db.tables.mockClock[0]?.offsetDays ?? 0;

/** Now, as the mock server sees it. */
export function mockNow(): Date {
  return addDays(new Date(), offsetDays());
}

/** The mock's today, 'yyyy-MM-dd' (local time). */
export const mockToday = (): string => format(mockNow(), 'yyyy-MM-dd');

/** Moves the mock's clock `days` whole days forward (negative: back). */
export function advanceDays(days: number): void {
  db.tables.mockClock = [{ offsetDays: offsetDays() + Math.trunc(days) }];
  db.touch('mockClock');
}
