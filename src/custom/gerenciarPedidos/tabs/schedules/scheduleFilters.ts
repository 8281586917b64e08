import { addDays, differenceInCalendarDays, startOfDay } from 'date-fns';
import type { ScheduleFilter } from '../../orderManagement';
import { toDate } from '../../../../i18n/format';
import type { DateErrors } from '../../../../kit/filters/filterValues';
import { dateRange, filterDay as day, freeSearch, panelText, parsedDay, valueFilters, valueTags, type ValueField } from '../orderFilterFields';

export { VALUE_FIELDS, type ValueField } from '../orderFilterFields';

/** Spec part 2, section 9: the management tabs' schedule-date window, today to today + 30 days. */
export const WINDOW_DAYS = 30;
/** Spec part 2, section 9: management pages show 5 cards by default; 5, 10, 25, 50 or 100. */
export const CARDS_PER_PAGE = 5;
export const CARD_PAGE_OPTIONS = [5, 10, 25, 50, 100];
/** Spec part 2, section 9: the items modals show 4 rows per page. */
export const ITEMS_PER_PAGE = 4;

/** A filter tag: one per applied filter ('date' covers the range). */
export type TagKey = ValueField | 'date' | 'branchId';

/** The filter a tab opens with, and returns to when every filter is cleared: schedule dates today..today + 30. */
export function initialScheduleFilter(today: Date = new Date()): ScheduleFilter {
  const start = startOfDay(today);
  return { dateFrom: day(start), dateTo: day(addDays(start, WINDOW_DAYS)) };
}

/** The filter without one tag's values (the date tag drops the whole range). */
export function withoutTag(current: ScheduleFilter, tag: TagKey): ScheduleFilter {
  const next = { ...current };
  if (tag === 'date') {
    delete next.dateFrom;
    delete next.dateTo;
  } else {
    delete next[tag];
  }
  return next;
}

/**
 * The search field: a whole number is an order number, any other text a product name; it replaces both (the other
 * filters stay). Empty text drops them.
 */
export function searchFilter(current: ScheduleFilter, text: string): ScheduleFilter {
  const next = { ...current };
  delete next.purchaseOrderId;
  delete next.productName;
  const outcome = freeSearch(text);
  return outcome.kind === 'apply' ? { ...next, [outcome.field]: outcome.value } : next;
}

/** The filter panel's fields as typed. */
export interface PanelValues {
  purchaseOrderId: string;
  productId: string;
  numericCode: string;
  productName: string;
  dateFrom: Date | null;
  dateTo: Date | null;
  /** '' is 'Selecione uma filial'. */
  branchId: number | '';
}

/** The panel opens with the filters in force. */
export function panelValues(filter: ScheduleFilter): PanelValues {
  return {
    purchaseOrderId: panelText(filter.purchaseOrderId),
    productId: panelText(filter.productId),
    numericCode: panelText(filter.numericCode),
    productName: panelText(filter.productName),
    dateFrom: parsedDay(filter.dateFrom),
    dateTo: parsedDay(filter.dateTo),
    branchId: filter.branchId ?? '',
  };
}

export type PanelResult = { kind: 'notNumber' } | { kind: 'badDates'; errors: DateErrors } | { kind: 'apply'; filter: ScheduleFilter };

/**
 * The panel's fields as the new filter: order number, product id and numeric code must be whole numbers ('Campo
 * precisa ser um número!', nothing is sent); a date range needs both days, the end not before the start.
 */
export function panelFilter(values: PanelValues): PanelResult {
  const typed = valueFilters(values);
  if (typed.kind === 'notNumber') return typed;
  const dates = dateRange(values.dateFrom, values.dateTo);
  if (dates.kind === 'badDates') return dates;
  const next: ScheduleFilter = { ...typed.filters, ...dates.range };
  if (values.branchId !== '') next.branchId = values.branchId;
  return { kind: 'apply', filter: next };
}

/** The tags in force, in the order of the panel's fields. */
export function tagsOf(filter: ScheduleFilter): TagKey[] {
  const tags: TagKey[] = valueTags(filter);
  if (filter.dateFrom || filter.dateTo) tags.push('date');
  if (filter.branchId !== undefined) tags.push('branchId');
  return tags;
}

/** Whole days from today to a schedule's day (0 today, negative when past; null when the date is unreadable). */
export function daysUntil(scheduleDate: string, today: Date = new Date()): number | null {
  const date = toDate(scheduleDate);
  return date ? differenceInCalendarDays(date, startOfDay(today)) : null;
}

/** A confirmed schedule may get a new date, or have items chosen, only while its day is still ahead. */
export const isAhead = (scheduleDate: string, today: Date = new Date()): boolean => (daysUntil(scheduleDate, today) ?? 0) > 0;

/** The first day a new delivery date may be suggested: tomorrow. */
export const firstSuggestionDay = (today: Date = new Date()): Date => addDays(startOfDay(today), 1);
