import { addDays, addMonths, differenceInCalendarDays, format, isValid, isWeekend, parse, parseISO, startOfDay } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { toDate, toServerDate } from '../../i18n/format';
import { orderLineId } from '../../resources/pedidos/orderLines';
import type { PendingOrderLine } from '../../types/api';

/** The calendar's constants (spec part 2, section 9). */
export const CALENDAR_PAGE_SIZE = 7;
export const SHOWN_DAYS = 8;
export const MAX_STEPS = 3;
export const WINDOW_MONTHS = 3;
export const DEFAULT_DAYS_AROUND_TODAY = 12;
export const STEP_ANIMATION_MS = 250;
export const RELOAD_AFTER_MS = 1000;

/** A calendar day, 'yyyy-MM-dd' (local). */
export type Day = string;

/** 1 available, 2 unavailable, 3 no availability (with the line's description), 4 chosen. */
export type CellType = 1 | 2 | 3 | 4;

export const dayOf = (date: Date): Day => format(date, 'yyyy-MM-dd');
const dateOf = (day: Day): Date => parseISO(day);
const plusDays = (day: Day, days: number): Day => dayOf(addDays(dateOf(day), days));

/** 'dd/MM/yyyy', as dialogs, accessible names and the server show a day. */
export const displayDay = (day: Day): string => toServerDate(dateOf(day));

/** What the timeline needs of a pending order line, read once per line. */
export interface LineCalendar {
  /** The days of availableScheduleDatesList, each with its capacity slot (Id_ccaf). */
  available: ReadonlyMap<Day, number>;
  /** scheduleAvailabilityDescription, trimmed ('' when none). */
  description: string;
  /** The expected delivery day; null when empty, 0001-01-01 or unreadable. */
  expected: Day | null;
}

/** availableScheduleDatesList: comma-separated 'dd/MM/yy;Id_ccaf' pairs; unreadable pairs are left out. */
export function parseAvailableDates(list: string | null | undefined): Map<Day, number> {
  const days = new Map<Day, number>();
  for (const pair of (list ?? '').split(',')) {
    const [text, id] = pair.trim().split(';');
    if (!text || !id || !/^\d{2}\/\d{2}\/\d{2}$/.test(text.trim())) continue;
    // The two-digit year is read in 1950-2049, as the servers write it.
    const date = parse(text.trim(), 'dd/MM/yy', new Date(2000, 0, 1));
    const slot = Number(id.trim());
    if (isValid(date) && Number.isInteger(slot)) days.set(dayOf(date), slot);
  }
  return days;
}

export function lineCalendar(line: Pick<PendingOrderLine, 'availableScheduleDatesList' | 'scheduleAvailabilityDescription' | 'expectedDeliveryDate'>): LineCalendar {
  const expected = toDate(line.expectedDeliveryDate);
  return {
    available: parseAvailableDates(line.availableScheduleDatesList),
    description: (line.scheduleAvailabilityDescription ?? '').trim(),
    expected: expected ? dayOf(expected) : null,
  };
}

/** The days the timeline may show: 3 months either side of today. */
export interface ScrollWindow {
  from: Day;
  to: Day;
}

export function scrollWindow(today: Date): ScrollWindow {
  const day = startOfDay(today);
  return { from: dayOf(addMonths(day, -WINDOW_MONTHS)), to: dayOf(addMonths(day, WINDOW_MONTHS)) };
}

/** The days a timeline shows at once: `length` days from `start`. */
export interface Viewport {
  start: Day;
  length: number;
}

/**
 * The 8 days ending on the expected delivery date; without a usable expected date (none, or its 8 days not inside
 * the scroll window) the default window, today−12 … today+12.
 */
export function openingViewport(calendar: LineCalendar, today: Date): Viewport {
  const bounds = scrollWindow(today);
  if (calendar.expected) {
    const start = plusDays(calendar.expected, 1 - SHOWN_DAYS);
    if (start >= bounds.from && calendar.expected <= bounds.to) return { start, length: SHOWN_DAYS };
  }
  return { start: dayOf(addDays(startOfDay(today), -DEFAULT_DAYS_AROUND_TODAY)), length: 2 * DEFAULT_DAYS_AROUND_TODAY + 1 };
}

/** The viewport `step` steps (of its own length) from the opening one, stopped at the scroll window's edges. */
export function viewportAt(opening: Viewport, step: number, bounds: ScrollWindow): Viewport {
  const wanted = plusDays(opening.start, step * opening.length);
  const lastStart = plusDays(bounds.to, 1 - opening.length);
  const start = wanted < bounds.from ? bounds.from : wanted > lastStart ? lastStart : wanted;
  return { start, length: opening.length };
}

/** Whether Previous (-1) or Next (+1) can move the viewport: at most 3 steps from the opening, never past the scroll window. */
export function canStep(opening: Viewport, step: number, direction: -1 | 1, bounds: ScrollWindow): boolean {
  const next = step + direction;
  if (Math.abs(next) > MAX_STEPS) return false;
  return viewportAt(opening, next, bounds).start !== viewportAt(opening, step, bounds).start;
}

export function viewportDays(viewport: Viewport): Day[] {
  return Array.from({ length: viewport.length }, (_, index) => plusDays(viewport.start, index));
}

/** The step nearest to the opening whose viewport shows `day`, or null when no reachable viewport does. */
export function stepShowing(day: Day, opening: Viewport, bounds: ScrollWindow): number | null {
  const steps = [0, ...Array.from({ length: MAX_STEPS }, (_, index) => [-(index + 1), index + 1]).flat()];
  for (const step of steps) {
    const { start, length } = viewportAt(opening, step, bounds);
    if (day >= start && day <= plusDays(start, length - 1)) return step;
  }
  return null;
}

/** The first and last day any reachable viewport shows. */
export function reachableDays(opening: Viewport, bounds: ScrollWindow): { from: Day; to: Day } {
  const last = viewportAt(opening, MAX_STEPS, bounds);
  return { from: viewportAt(opening, -MAX_STEPS, bounds).start, to: plusDays(last.start, last.length - 1) };
}

/**
 * 4 the line's chosen day; 1 a listed day; 3 a weekday after today among the 8 days up to the expected date when
 * the line has an availability description; 2 anything else (past days, weekends, days outside the list).
 */
export function cellType(day: Day, calendar: LineCalendar, chosen: Day | undefined, today: Day): CellType {
  if (day === chosen) return 4;
  if (calendar.available.has(day)) return 1;
  if (calendar.description && calendar.expected && day > today && !isWeekend(dateOf(day))) {
    const untilExpected = differenceInCalendarDays(dateOf(calendar.expected), dateOf(day));
    if (untilExpected >= 0 && untilExpected < SHOWN_DAYS) return 3;
  }
  return 2;
}

export interface TimelineCell {
  day: Day;
  type: CellType;
}

export function timelineCells(viewport: Viewport, calendar: LineCalendar, chosen: Day | undefined, today: Day): TimelineCell[] {
  return viewportDays(viewport).map((day) => ({ day, type: cellType(day, calendar, chosen, today) }));
}

/** A month over the days it spans, 'novembro 2026'. */
export interface MonthSpan {
  month: string;
  label: string;
  days: number;
}

export function monthSpans(days: readonly Day[]): MonthSpan[] {
  const spans: MonthSpan[] = [];
  for (const day of days) {
    const month = day.slice(0, 7);
    const last = spans.at(-1);
    if (last?.month === month) last.days += 1;
    else spans.push({ month, label: format(dateOf(day), 'LLLL yyyy', { locale: ptBR }), days: 1 });
  }
  return spans;
}

/** 'seg', 'ter', … (pt-BR). */
export const weekdayLabel = (day: Day): string => format(dateOf(day), 'EEEEEE', { locale: ptBR });
export const dayNumber = (day: Day): string => day.slice(8, 10);

/** A chosen delivery day of an order line, with the capacity slot it takes. */
export interface Selection {
  line: PendingOrderLine;
  day: Day;
  slotId: number;
}

/** One selection per order line, by orderLineId; kept across pages of the list. */
export type Selections = ReadonlyMap<string, Selection>;

export const lineKey = orderLineId;

/** What a click on a cell asks. */
export type CellOutcome = 'mark' | 'change' | 'remove' | 'unavailable' | 'describe';

export function clickOutcome(type: CellType, lineHasChoice: boolean): CellOutcome {
  if (type === 4) return 'remove';
  if (type === 1) return lineHasChoice ? 'change' : 'mark';
  return type === 3 ? 'describe' : 'unavailable';
}

/** The line's choice set to `day` (replacing any other), when `day` is one of its listed days. */
export function choose(selections: Selections, line: PendingOrderLine, day: Day): Selections {
  const slotId = lineCalendar(line).available.get(day);
  if (slotId === undefined) return selections;
  const next = new Map(selections);
  next.set(lineKey(line), { line, day, slotId });
  return next;
}

export function unchoose(selections: Selections, key: string): Selections {
  if (!selections.has(key)) return selections;
  const next = new Map(selections);
  next.delete(key);
  return next;
}

/** Bulk choices: what the chosen lines get, and how many could not take a day. */
export interface BulkResult {
  chosen: Selection[];
  skipped: number;
}

function listedReachable(line: PendingOrderLine, today: Date): { calendar: LineCalendar; from: Day; to: Day } {
  const calendar = lineCalendar(line);
  const { from, to } = reachableDays(openingViewport(calendar, today), scrollWindow(today));
  return { calendar, from, to };
}

/** 'Primeira data disponível para cada': each line's earliest listed day its timeline can reach. */
export function firstAvailableForEach(lines: readonly PendingOrderLine[], today: Date): BulkResult {
  const chosen: Selection[] = [];
  for (const line of lines) {
    const { calendar, from, to } = listedReachable(line, today);
    const day = [...calendar.available.keys()].filter((listed) => listed >= from && listed <= to).sort()[0];
    if (day) chosen.push({ line, day, slotId: calendar.available.get(day) as number });
  }
  return { chosen, skipped: lines.length - chosen.length };
}

/** 'Mesma data para todos': `day` for the lines where it is an available (type 1) day their timeline can reach. */
export function sameDayForAll(lines: readonly PendingOrderLine[], day: Day, today: Date): BulkResult {
  const chosen: Selection[] = [];
  for (const line of lines) {
    const { calendar, from, to } = listedReachable(line, today);
    const slotId = calendar.available.get(day);
    if (slotId !== undefined && day >= from && day <= to) chosen.push({ line, day, slotId });
  }
  return { chosen, skipped: lines.length - chosen.length };
}

export function withChoices(selections: Selections, chosen: readonly Selection[]): Selections {
  if (chosen.length === 0) return selections;
  const next = new Map(selections);
  for (const selection of chosen) next.set(lineKey(selection.line), selection);
  return next;
}

/** The selections in the order the confirmation lists and the POST sends them: by day, then order and product. */
export function orderedSelections(selections: Selections): Selection[] {
  return [...selections.values()].sort(
    (a, b) => a.day.localeCompare(b.day) || a.line.purchaseOrderId - b.line.purchaseOrderId || a.line.productId - b.line.productId,
  );
}
