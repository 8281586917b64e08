import { format, isValid, parseISO, startOfDay, subDays } from 'date-fns';
import type { OrderDateField, OrderFilter } from '../../../../dataProviders/gerenciarPedidos/orders';
import { formatDate } from '../../../../i18n/format';
import { validateDates, type DateErrors } from '../../../../kit/filters/filterValues';

/** Spec part 2, 2.3 and 9: the issue-date window the tab opens with (and returns to when the filters are cleared). */
export const ISSUE_WINDOW_DAYS = 730;

/** The filters that hold one typed value, in the order of their tags. */
export const VALUE_FIELDS = ['purchaseOrderId', 'productId', 'numericCode', 'productName'] as const;
export type ValueField = (typeof VALUE_FIELDS)[number];

const NUMERIC_FIELDS: ReadonlySet<ValueField> = new Set(['purchaseOrderId', 'productId', 'numericCode']);

/** A filter tag: one per applied filter ('date' covers the range and which date it applies to). */
export type TagKey = ValueField | 'date' | 'branchId' | 'paymentId';

const day = (date: Date): string => format(date, 'yyyy-MM-dd');

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

export const isWholeNumber = (text: string): boolean => /^\d+$/.test(text.trim());

/** What a search or a filter value asks for: a warning, or the filter to set. */
export type SearchOutcome =
  | { kind: 'empty' }
  | { kind: 'notNumber' }
  | { kind: 'apply'; field: ValueField; value: number | string };

/**
 * Ticking a column's box of the search field: nothing typed warns 'Digite algum valor no campo!'; order number,
 * product id and numeric code take whole numbers only ('Campo precisa ser um número!', nothing is sent).
 */
export function searchIn(field: ValueField, text: string): SearchOutcome {
  const value = text.trim();
  if (value === '') return { kind: 'empty' };
  if (!NUMERIC_FIELDS.has(field)) return { kind: 'apply', field, value };
  return isWholeNumber(value) ? { kind: 'apply', field, value: Number(value) } : { kind: 'notNumber' };
}

/** The search without a ticked column: a whole number is an order number, any other text a product name. */
export function freeSearch(text: string): SearchOutcome {
  const value = text.trim();
  if (value === '') return { kind: 'empty' };
  return isWholeNumber(value) ? { kind: 'apply', field: 'purchaseOrderId', value: Number(value) } : { kind: 'apply', field: 'productName', value };
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

const parsedDay = (value: string | undefined): Date | null => {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
};

/** The panel opens with the filters in force. */
export function panelValues(filter: OrderFilter): PanelValues {
  return {
    purchaseOrderId: filter.purchaseOrderId === undefined ? '' : String(filter.purchaseOrderId),
    productId: filter.productId === undefined ? '' : String(filter.productId),
    numericCode: filter.numericCode === undefined ? '' : String(filter.numericCode),
    productName: filter.productName ?? '',
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
  for (const field of VALUE_FIELDS) {
    const text = values[field].trim();
    if (text === '') continue;
    const outcome = searchIn(field, text);
    if (outcome.kind === 'notNumber') return outcome;
    if (outcome.kind === 'apply') Object.assign(next, { [field]: outcome.value });
  }
  if (values.dateFrom || values.dateTo) {
    const errors = validateDates(values.dateFrom, values.dateTo);
    if (errors.startDate || errors.endDate) return { kind: 'badDates', errors };
    next.dateField = values.dateField;
    next.dateFrom = day(values.dateFrom as Date);
    next.dateTo = day(values.dateTo as Date);
  }
  if (values.branchId !== '') next.branchId = values.branchId;
  if (values.paymentId !== '') next.paymentId = values.paymentId;
  return { kind: 'apply', filter: next };
}

/** The tags in force, in the spec's order (Número do Pedido … Condição). */
export function tagsOf(filter: OrderFilter): TagKey[] {
  const tags: TagKey[] = VALUE_FIELDS.filter((field) => filter[field] !== undefined && filter[field] !== '');
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
