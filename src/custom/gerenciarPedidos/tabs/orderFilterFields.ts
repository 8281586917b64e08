import { format, isValid, parseISO } from 'date-fns';
import { validateDates, type DateErrors } from '../../../kit/filters/filterValues';

/** The filters that hold one typed value (tabs 0, 1, 2 and 3), in the order of their fields and tags. */
export const VALUE_FIELDS = ['purchaseOrderId', 'productId', 'numericCode', 'productName'] as const;
export type ValueField = (typeof VALUE_FIELDS)[number];
export interface ValueFilters {
  purchaseOrderId?: number;
  productId?: number;
  numericCode?: number;
  productName?: string;
}

const NUMERIC_FIELDS: ReadonlySet<ValueField> = new Set(['purchaseOrderId', 'productId', 'numericCode']);

export const isWholeNumber = (text: string): boolean => /^\d+$/.test(text.trim());

/** A filter's day as the providers take it. */
export const filterDay = (date: Date): string => format(date, 'yyyy-MM-dd');

export const parsedDay = (value: string | undefined): Date | null => {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
};

/** What a search or a filter value asks for: a warning, or the filter to set. */
export type SearchOutcome = { kind: 'empty' } | { kind: 'notNumber' } | { kind: 'apply'; field: ValueField; value: number | string };

/**
 * One field's typed value: nothing typed is 'Digite algum valor no campo!'; order number, product id and numeric code
 * take whole numbers only ('Campo precisa ser um número!', nothing is sent).
 */
export function searchIn(field: ValueField, text: string): SearchOutcome {
  const value = text.trim();
  if (value === '') return { kind: 'empty' };
  if (!NUMERIC_FIELDS.has(field)) return { kind: 'apply', field, value };
  return isWholeNumber(value) ? { kind: 'apply', field, value: Number(value) } : { kind: 'notNumber' };
}

/** The search without a chosen field: a whole number is an order number, any other text a product name. */
export function freeSearch(text: string): SearchOutcome {
  const value = text.trim();
  if (value === '') return { kind: 'empty' };
  return isWholeNumber(value) ? { kind: 'apply', field: 'purchaseOrderId', value: Number(value) } : { kind: 'apply', field: 'productName', value };
}

/** The filter panel's typed values as filters (empty fields are left out), or 'notNumber' for the first bad number. */
export function valueFilters(values: Record<ValueField, string>): { kind: 'notNumber' } | { kind: 'apply'; filters: ValueFilters } {
  const filters: ValueFilters = {};
  for (const field of VALUE_FIELDS) {
    const outcome = searchIn(field, values[field]);
    if (outcome.kind === 'notNumber') return outcome;
    if (outcome.kind === 'apply') Object.assign(filters, { [field]: outcome.value });
  }
  return { kind: 'apply', filters };
}

/** The panel's date range: none when both are empty; both needed, the end not before the start. */
export function dateRange(from: Date | null, to: Date | null): { kind: 'badDates'; errors: DateErrors } | { kind: 'apply'; range: { dateFrom: string; dateTo: string } | null } {
  if (!from && !to) return { kind: 'apply', range: null };
  const errors = validateDates(from, to);
  if (errors.startDate || errors.endDate) return { kind: 'badDates', errors };
  return { kind: 'apply', range: { dateFrom: filterDay(from as Date), dateTo: filterDay(to as Date) } };
}

/** The value fields a filter holds, in their order (the first tags). */
export const valueTags = (filter: ValueFilters): ValueField[] => VALUE_FIELDS.filter((field) => filter[field] !== undefined && filter[field] !== '');

/** A filter's value as the panel shows it. */
export const panelText = (value: number | string | undefined): string => (value === undefined ? '' : String(value));
