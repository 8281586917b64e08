import { addDays, format, isWeekend, parseISO } from 'date-fns';
import { DEMO_ACCOUNTS } from '../auth/seed';
import type { AreaSeed } from '../db/seed';
import type { Tables } from '../db/tables';
import { seedSuppliers } from '../fornecedores/seed';
import { seededRandom } from '../db/random';

/** A delivery a supplier scheduled, as the scorecard measures it. */
export interface ScheduleOutcomeRecord {
  supplierId: number;
  /** The agreed delivery day, 'yyyy-MM-dd'. */
  dueDay: string;
  /** The day it arrived, 'yyyy-MM-dd'; null: it never came (a no-show). */
  deliveredDay: string | null;
  quantity: number;
  deliveredQuantity: number;
  amount: number;
  /** The supplier moved the date too close to it (a late change). */
  changedLate: boolean;
}

/** An embed token the scorecard's embed call issued: good for one report, one user, one hour. */
export interface ScorecardTokenRecord {
  token: string;
  reportId: string;
  codigo: string;
  expiresAt: string;
}

declare module '../db/tables' {
  interface Tables {
    scorecardOutcomes: ScheduleOutcomeRecord[];
    scorecardTokens: ScorecardTokenRecord[];
  }
}

/**
 * The history reaches a year back, up to the day before the seed day: the order store holds only the few orders the
 * portal's screens work on, the history the supplier's other deliveries.
 */
const HISTORY_FROM = -372;
const HISTORY_TO = -1;

const money = (value: number): number => Math.round(value * 100) / 100;

/** The days around the seed day ('yyyy-MM-dd', null on a weekend), each worked out once for every supplier. */
export function calendarOf(seedDay: Date): (offset: number) => string | null {
  const days = new Map<number, string | null>();
  return (offset) => {
    let day = days.get(offset);
    if (day === undefined) {
      const date = addDays(seedDay, offset);
      day = isWeekend(date) ? null : format(date, 'yyyy-MM-dd');
      days.set(offset, day);
    }
    return day;
  };
}

/**
 * A supplier's schedules of the year before the seed day: one every 3 to 6 weekdays, each on time, late (1
 * to 9 days), short or never delivered, and now and then moved late, at the supplier's own rates. Those rates drift
 * through the year (some suppliers improve, some worsen; 1000001 improves), so each has a trend of its own.
 */
export function supplierHistory(supplierId: number, seedDay: Date, calendar = calendarOf(seedDay)): ScheduleOutcomeRecord[] {
  const random = seededRandom(supplierId * 31 + 7);
  const late = 0.08 + random() * 0.25;
  const noShow = 0.02 + random() * 0.08;
  const short = 0.03 + random() * 0.1;
  const changed = 0.03 + random() * 0.12;
  const drift = supplierId === 1000001 ? -0.8 : random() * 1.2 - 0.6;
  const rows: ScheduleOutcomeRecord[] = [];
  let offset = HISTORY_FROM + Math.floor(random() * 4);
  while (offset <= HISTORY_TO) {
    const day = calendar(offset);
    const dayOffset = offset;
    offset += 3 + Math.floor(random() * 4);
    if (day === null) continue;
    // The rates scale from (1 - drift) at the start of the year to (1 + drift) at its end.
    const progress = (offset - HISTORY_FROM) / (HISTORY_TO - HISTORY_FROM);
    const factor = Math.max(0.1, 1 + drift * (progress - 0.5) * 2);
    const quantity = 1 + Math.floor(random() * 24);
    const roll = random();
    const missed = roll < noShow * factor;
    const lateDays = !missed && roll < (noShow + late) * factor ? 1 + Math.floor(random() * 9) : 0;
    const deliveredQuantity = missed ? 0 : random() < short * factor ? Math.floor(quantity / 2) : quantity;
    rows.push({
      supplierId,
      dueDay: day,
      // A late delivery may arrive on any day of the week.
      deliveredDay: missed ? null : lateDays ? format(addDays(seedDay, dayOffset + lateDays), 'yyyy-MM-dd') : day,
      quantity,
      deliveredQuantity,
      amount: money(quantity * (150 + random() * 1800)),
      changedLate: random() < changed * factor,
    });
  }
  return rows;
}

/** Every supplier's history (the demo supplier accounts and the seed's suppliers), and no token yet. */
export function seedScorecard(seedDate: string): Pick<Tables, 'scorecardOutcomes' | 'scorecardTokens'> {
  const seedDay = parseISO(seedDate);
  const calendar = calendarOf(seedDay);
  const suppliers = [...DEMO_ACCOUNTS, ...seedSuppliers()].filter((person) => Boolean(person.supplierType));
  return { scorecardOutcomes: suppliers.flatMap((person) => supplierHistory(Number(person.codigo), seedDay, calendar)), scorecardTokens: [] };
}

/** This area's rows in the mock database (mocks/db/seed.ts gathers every area's). */
export const seed: AreaSeed<Tables> = seedScorecard;
