import { addMonths, format, startOfMonth } from 'date-fns';
import type { ScorecardIndicatorCode, ScorecardIndicatorRow, ScorecardReportRow } from '../../src/dataProviders/scorecard/wire';
import type { Tables } from '../db/tables';
import { isoDay, NO_DATE } from '../pedidos/dates';
import type { OrderLineRecord } from '../pedidos/seed';
import type { ScheduleOutcomeRecord } from './seed';

/**
 * The scorecard's figures, the mock's own arithmetic (shared with nothing on the client). Per month of the agreed
 * delivery day: OTIF = deliveries on time and in full / deliveries due × 100 (one decimal; none due: no value);
 * deliveries on time; the no-show discount (2% of each confirmed schedule never delivered) and the late-change discount
 * (1% of each schedule the supplier moved late), in reais; delays = the mean days late of the late deliveries.
 */
export const NO_SHOW_RATE = 0.02;
export const LATE_CHANGE_RATE = 0.01;
export const MONTHS = 12;

const round = (value: number, places: number): number => Math.round(value * 10 ** places) / 10 ** places;

/** What the order store tells of a supplier's past schedules: delivered lines, and confirmed ones whose day has passed. */
export function outcomesOfLine(line: OrderLineRecord, today: string): ScheduleOutcomeRecord | undefined {
  if (line.stage !== 'A' || line.scheduleDate === NO_DATE) return undefined;
  const scheduled = isoDay(line.scheduleDate);
  const base = { supplierId: line.personId, quantity: line.itemQuantity, amount: line.amount, changedLate: false };
  if (line.status === 'E') return { ...base, dueDay: isoDay(line.deliveryDateOrigin), deliveredDay: scheduled, deliveredQuantity: line.quantityDelivery };
  if (line.status === 'C' && scheduled < today) return { ...base, dueDay: scheduled, deliveredDay: null, deliveredQuantity: 0 };
  return undefined;
}

/** The 12 months up to today's, oldest first ('yyyy-MM'). */
export function monthsUpTo(today: Date): string[] {
  const current = startOfMonth(today);
  return Array.from({ length: MONTHS }, (_, index) => format(addMonths(current, index - (MONTHS - 1)), 'yyyy-MM'));
}

export type IndicatorValues = Record<ScorecardIndicatorCode, number | null>;

/** A 'yyyy-MM-dd' day as a day count (UTC), for differences without parsing dates. */
const dayNumber = (day: string): number => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000;

/** The days a delivery arrived after its day (0 on time or never). */
const daysLate = (row: ScheduleOutcomeRecord): number => (row.deliveredDay === null ? 0 : Math.max(0, dayNumber(row.deliveredDay) - dayNumber(row.dueDay)));

/** The five figures of a set of schedules (one month's, or the 12 months'). */
export function figuresOf(outcomes: readonly ScheduleOutcomeRecord[]): IndicatorValues {
  let onTime = 0;
  let inFull = 0;
  let lateCount = 0;
  let lateDays = 0;
  let noShow = 0;
  let lateChange = 0;
  for (const row of outcomes) {
    if (row.deliveredDay === null) noShow += row.amount * NO_SHOW_RATE;
    else {
      const late = daysLate(row);
      if (late > 0) {
        lateCount += 1;
        lateDays += late;
      } else {
        onTime += 1;
        if (row.deliveredQuantity >= row.quantity) inFull += 1;
      }
    }
    if (row.changedLate) lateChange += row.amount * LATE_CHANGE_RATE;
  }
  return {
    OTIF: outcomes.length ? round((100 * inFull) / outcomes.length, 1) : null,
    ENTREGAS_NO_PRAZO: onTime,
    DESCONTO_NO_SHOW: round(noShow, 2),
    DESCONTO_ALTERACAO_TARDIA: round(lateChange, 2),
    DIAS_ATRASO: lateCount ? round(lateDays / lateCount, 1) : 0,
  };
}

/** The median of the values (none: null); two middle values give their mean. */
export function median(values: readonly (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (!known.length) return null;
  const middle = Math.floor(known.length / 2);
  return round(known.length % 2 ? known[middle] : (known[middle - 1] + known[middle]) / 2, 2);
}

interface SupplierFigures {
  months: IndicatorValues[];
  period: IndicatorValues;
}

/** Every supplier's schedules of the 12 months, from the history and the order store. */
function outcomesBySupplier(tables: Pick<Tables, 'scorecardOutcomes' | 'orderLines'>, months: readonly string[], today: string) {
  const first = `${months[0]}-01`;
  const bySupplier = new Map<number, ScheduleOutcomeRecord[]>();
  const add = (row: ScheduleOutcomeRecord | undefined) => {
    if (!row || row.dueDay < first || row.dueDay > today) return;
    const rows = bySupplier.get(row.supplierId);
    if (rows) rows.push(row);
    else bySupplier.set(row.supplierId, [row]);
  };
  tables.scorecardOutcomes.forEach(add);
  tables.orderLines.forEach((line) => add(outcomesOfLine(line, today)));
  return bySupplier;
}

function figuresOfSupplier(outcomes: readonly ScheduleOutcomeRecord[], months: readonly string[]): SupplierFigures {
  const byMonth = new Map<string, ScheduleOutcomeRecord[]>(months.map((month) => [month, []]));
  for (const row of outcomes) byMonth.get(row.dueDay.slice(0, 7))?.push(row);
  return {
    months: months.map((month) => figuresOf(byMonth.get(month) ?? [])),
    period: figuresOf(outcomes),
  };
}

const CODES: readonly ScorecardIndicatorCode[] = ['OTIF', 'ENTREGAS_NO_PRAZO', 'DESCONTO_NO_SHOW', 'DESCONTO_ALTERACAO_TARDIA', 'DIAS_ATRASO'];

/**
 * The report of one supplier: its figures per month and over the 12 months, beside the median of the suppliers of
 * its category (furniture M or accessories A) for each; no other supplier's figure or identity leaves the server.
 */
export function scorecardReport(tables: Pick<Tables, 'scorecardOutcomes' | 'orderLines' | 'pessoas'>, supplierId: number, now: Date): ScorecardReportRow {
  const person = tables.pessoas.find((row) => Number(row.codigo) === supplierId);
  const category = person?.supplierType === 'A' ? 'A' : 'M';
  const months = monthsUpTo(now);
  const bySupplier = outcomesBySupplier(tables, months, format(now, 'yyyy-MM-dd'));
  const peers = tables.pessoas
    .filter((row) => (row.supplierType === 'A' ? 'A' : row.supplierType === null ? null : 'M') === category)
    .map((row) => figuresOfSupplier(bySupplier.get(Number(row.codigo)) ?? [], months));
  const own = figuresOfSupplier(bySupplier.get(supplierId) ?? [], months);
  const indicator = (code: ScorecardIndicatorCode): ScorecardIndicatorRow => ({
    valores: own.months.map((month) => month[code]),
    medianas: months.map((_, index) => median(peers.map((peer) => peer.months[index][code]))),
    periodo: own.period[code],
    medianaPeriodo: median(peers.map((peer) => peer.period[code])),
  });
  return {
    idFornecedor: supplierId,
    nmFornecedor: person?.nome ?? '',
    categoria: category,
    meses: months,
    indicadores: Object.fromEntries(CODES.map((code) => [code, indicator(code)])) as ScorecardReportRow['indicadores'],
  };
}
