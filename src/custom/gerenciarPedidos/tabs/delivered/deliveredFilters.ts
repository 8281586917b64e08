import { format, isValid, parseISO } from 'date-fns';
import type { CompletedFilters } from '../../orderManagement';

/** Spec: management pages start with 5 rows (5, 10, 25, 50, 100). */
export const DELIVERY_DAYS_PER_PAGE = 5;
export const DELIVERY_DAY_PAGE_OPTIONS = [5, 10, 25, 50, 100];

/** What the filter panel holds, as typed. */
export interface DeliveredForm {
  start: Date | null;
  end: Date | null;
  order: string;
  productId: string;
  numericCode: string;
  productName: string;
  /** '' for 'Selecione uma filial'. */
  branchId: string;
}

export const EMPTY_FORM: DeliveredForm = { start: null, end: null, order: '', productId: '', numericCode: '', productName: '', branchId: '' };

export type NumberField = 'order' | 'productId' | 'numericCode';

export type FormCheck = { filters: CompletedFilters } | { notNumber: NumberField } | { badRange: true };

const WHOLE = /^\d+$/;

/**
 * The filters the panel applies: order number, product id and numeric code must be whole numbers (spec section 5:
 * nothing is sent otherwise), the end date not before the start date; empty fields filter nothing.
 */
export function checkForm(form: DeliveredForm): FormCheck {
  for (const field of ['order', 'productId', 'numericCode'] as const) {
    const value = form[field].trim();
    if (value && !WHOLE.test(value)) return { notNumber: field };
  }
  const start = form.start && isValid(form.start) ? form.start : null;
  const end = form.end && isValid(form.end) ? form.end : null;
  if (start && end && end < start) return { badRange: true };
  const number = (value: string): number | undefined => (value.trim() ? Number(value.trim()) : undefined);
  return {
    filters: {
      purchaseOrderId: number(form.order),
      productId: number(form.productId),
      numericCode: number(form.numericCode),
      productName: form.productName.trim() || undefined,
      branchId: number(form.branchId),
      start,
      end,
    },
  };
}

const day = (date: Date | null | undefined): string | undefined => (date ? format(date, 'yyyy-MM-dd') : undefined);
const dayOf = (value: unknown): Date | null => (typeof value === 'string' && value ? parseISO(value) : null);

/** The applied filters as the list controller keeps them (plain values; days 'yyyy-MM-dd'). */
export const listFilterOf = (filters: CompletedFilters): Record<string, unknown> => ({ ...filters, start: day(filters.start), end: day(filters.end) });

/** The list controller's filter values back as the tab's filters. */
export function completedFiltersOf(values: Record<string, unknown>): CompletedFilters {
  const { personId: _personId, start, end, ...rest } = values;
  return { ...(rest as CompletedFilters), start: dayOf(start), end: dayOf(end) };
}
