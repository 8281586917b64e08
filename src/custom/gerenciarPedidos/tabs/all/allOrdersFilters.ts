import { startOfDay, subDays } from 'date-fns';
import type { OrderDateField, OrderFilter } from '../../orderManagement';
import { formatDate } from '../../../../i18n/format';
import type { DateErrors } from '../../../../kit/filters/filterValues';
import { dateRange, filterDay as day, panelText, parsedDay, valueFilters, valueTags, type ValueField } from '../orderFilterFields';

export { freeSearch, searchIn, VALUE_FIELDS, type SearchOutcome, type ValueField } from '../orderFilterFields';

/** Spec part 2, 2.3 and 9: the issue-date window the tab opens with (and returns to when the filters are cleared). */
export const ISSUE_WINDOW_DAYS = 730;

/** A filter tag: one per applied filter ('date' covers the range and which date it applies to). */
export type TagKey = ValueField | 'date' | 'branchId' | 'paymentId';

/** Status T and the issue dates of the previous 730 days up to today. */
export function initialFilter(today: Date = new Date()): OrderFilter {
  const end = startOfDay(today);
  return { statusSciaIs: 'T', dateField: 'issue', dateFrom: day(subDays(end, ISSUE_WINDOW_DAYS)), dateTo: day(end) };
}

/**
 * 'Limpar filtros' (spec part 2, section 4 "Filters"): every tag goes, the dates go back to the initial issue-date
 * window and the branch to none ('Selecione uma filial'); the status is not a tag and stays.
 */
export function clearedFilter(current: OrderFilter, today: Date = new Date()): OrderFilter {
  return { ...initialFilter(today), statusSciaIs: current.statusSciaIs ?? 'T' };
}

/** The filter without one tag's values. */
export function withoutTag(current: OrderFilter, tag: TagKey): OrderFilter {
  const next = { ...current };
  if (tag === 'date') {
    delete next.dateField;
    delete next.dateFrom;
    delete next.dateTo;
  } else {
    delete next[tag];
  }
  return next;
}

/** The filter panel's fields as typed. */
export interface PanelValues {
  purchaseOrderId: string;
  productId: string;
  numericCode: string;
  productName: string;
  dateField: OrderDateField;
  dateFrom: Date | null;
  dateTo: Date | null;
  /** '' is 'Selecione uma filial'. */
  branchId: number | '';
  /** '' is no condition. */
  paymentId: number | '';
}

/** The panel opens with the filters in force. */
export function panelValues(filter: OrderFilter): PanelValues {
  return {
    purchaseOrderId: panelText(filter.purchaseOrderId),
    productId: panelText(filter.productId),
    numericCode: panelText(filter.numericCode),
    productName: panelText(filter.productName),
    dateField: filter.dateField ?? 'issue',
    dateFrom: parsedDay(filter.dateFrom),
    dateTo: parsedDay(filter.dateTo),
    branchId: filter.branchId ?? '',
    paymentId: filter.paymentId ?? '',
  };
}

export type PanelResult = { kind: 'notNumber' } | { kind: 'badDates'; errors: DateErrors } | { kind: 'apply'; filter: OrderFilter };

/**
 * The panel's fields as the new filter (the status and the supplier stay): numbers must be whole ('Campo precisa ser
 * um número!', nothing is sent); a date range needs both dates, the end not before the start; no dates, no range.
 */
export function panelFilter(values: PanelValues, current: OrderFilter): PanelResult {
  const next: OrderFilter = { statusSciaIs: current.statusSciaIs ?? 'T' };
  if (current.personId !== undefined) next.personId = current.personId;
  const typed = valueFilters(values);
  if (typed.kind === 'notNumber') return typed;
  Object.assign(next, typed.filters);
  const dates = dateRange(values.dateFrom, values.dateTo);
  if (dates.kind === 'badDates') return dates;
  if (dates.range) Object.assign(next, { dateField: values.dateField }, dates.range);
  if (values.branchId !== '') next.branchId = values.branchId;
  if (values.paymentId !== '') next.paymentId = values.paymentId;
  return { kind: 'apply', filter: next };
}

/** The tags in force, in the spec's order (Número do Pedido … Condição). */
export function tagsOf(filter: OrderFilter): TagKey[] {
  const tags: TagKey[] = valueTags(filter);
  if (filter.dateFrom || filter.dateTo) tags.push('date');
  if (filter.branchId !== undefined) tags.push('branchId');
  if (filter.paymentId !== undefined) tags.push('paymentId');
  return tags;
}

/** 'dd/MM/yyyy a dd/MM/yyyy' of a date tag. */
export const rangeText = (filter: OrderFilter): { start: string; end: string } => ({
  start: formatDate(filter.dateFrom),
  end: formatDate(filter.dateTo),
});
