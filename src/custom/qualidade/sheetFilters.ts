import { isValid, parse } from 'date-fns';
import { filterDayOf, validateDates, type DateErrors } from '../../kit/filters/filterValues';
import { PRODUCT_SEARCH_FIELDS } from './productSearch';
import type { OrderDateKind, OrderSituation, ProductSearchField, SheetCategory, SheetFilter } from './technicalSheets';

/** What a tab's list controller holds: the filter without its category and supplier (the list's permanent filter). */
export type SheetTabFilter = Omit<SheetFilter, 'category' | 'supplierId'>;

/** One chip per filter in force; 'orderDate' covers the date kind and its range, 'group' takes its family along. */
export type SheetChip =
  | 'alphaSearch'
  | ProductSearchField
  | 'group'
  | 'family'
  | 'situation'
  | 'orderDate'
  | 'deliveryBranch'
  | 'paymentCondition'
  | 'orderSituation';

export const ORDER_SITUATIONS: readonly OrderSituation[] = ['P', 'C', 'R', 'E'];
export const ORDER_DATE_KINDS: readonly OrderDateKind[] = ['emission', 'scheduling'];

/**
 * The list's permanent filter: the category and the supplier; on the furniture tab, for everyone outside the internal
 * view, the status forced to approved (spec part 3, section 4): DsStatus, the product's registration, so that a supplier
 * lists the approved products with the sheets still to send (docs/decisions.md, "Issue 18 — merge").
 */
export function permanentFilter(category: SheetCategory, supplierId: number, internalView: boolean): SheetFilter {
  return category === 'P' && !internalView ? { category, supplierId, status: 'A' } : { category, supplierId };
}

/** The chips of the filters in force, in the popover's order (the status select is not a chip). */
export function chipsOf(filter: SheetTabFilter): SheetChip[] {
  const chips: SheetChip[] = [];
  if (filter.alpha) chips.push('alphaSearch');
  for (const field of PRODUCT_SEARCH_FIELDS) if (filter.search?.[field] !== undefined) chips.push(field);
  if (filter.groupId !== undefined) chips.push('group');
  if (filter.familyId !== undefined) chips.push('family');
  if (filter.situationId !== undefined) chips.push('situation');
  if (filter.dateFrom || filter.dateTo) chips.push('orderDate');
  if (filter.deliveryBranchId !== undefined) chips.push('deliveryBranch');
  if (filter.paymentConditionId !== undefined) chips.push('paymentCondition');
  if (filter.orderSituation !== undefined) chips.push('orderSituation');
  return chips;
}

/** The filter without one chip's values (a group goes with its family: families belong to a group). */
export function withoutChip(filter: SheetTabFilter, chip: SheetChip): SheetTabFilter {
  const next: SheetTabFilter = { ...filter };
  switch (chip) {
    case 'alphaSearch':
      delete next.alpha;
      break;
    case 'group':
      delete next.groupId;
      delete next.familyId;
      break;
    case 'family':
      delete next.familyId;
      break;
    case 'situation':
      delete next.situationId;
      break;
    case 'orderDate':
      delete next.dateKind;
      delete next.dateFrom;
      delete next.dateTo;
      break;
    case 'deliveryBranch':
      delete next.deliveryBranchId;
      break;
    case 'paymentCondition':
      delete next.paymentConditionId;
      break;
    case 'orderSituation':
      delete next.orderSituation;
      break;
    default: {
      const search = { ...next.search };
      delete search[chip];
      if (Object.keys(search).length > 0) next.search = search;
      else delete next.search;
    }
  }
  return next;
}

/** 'Pesquisar Alfa Numérico': the typed text (trimmed) replaces the one in force; an empty box drops it. */
export function withAlphaSearch(filter: SheetTabFilter, text: string): SheetTabFilter {
  const next: SheetTabFilter = { ...filter };
  const value = text.trim();
  if (value) next.alpha = value;
  else delete next.alpha;
  return next;
}

/** 'Limpar filtros': every chip goes; the furniture status select keeps its choice. */
export function clearedFilter(filter: SheetTabFilter): SheetTabFilter {
  return filter.sheetStatus === undefined ? {} : { sheetStatus: filter.sheetStatus };
}

/** The popover's fields as the user sets them; '' is "none chosen", family 0 is 'Selecione uma família'. */
export interface SheetPanelDraft {
  searchText: string;
  search: Partial<Record<ProductSearchField, string>>;
  groupId: number | '';
  familyId: number;
  situationId: number | '';
  dateKind: OrderDateKind;
  dateFrom: Date | null;
  dateTo: Date | null;
  deliveryBranchId: number | '';
  paymentConditionId: number | '';
  orderSituation: OrderSituation | '';
}

const parsedDay = (value: string | undefined): Date | null => {
  if (!value) return null;
  const date = parse(value, 'yyyy-MM-dd', new Date());
  return isValid(date) ? date : null;
};

/** The popover opens on the filters in force. */
export function draftOf(filter: SheetTabFilter): SheetPanelDraft {
  return {
    searchText: '',
    search: { ...filter.search },
    groupId: filter.groupId ?? '',
    familyId: filter.familyId ?? 0,
    situationId: filter.situationId ?? '',
    dateKind: filter.dateKind ?? 'emission',
    dateFrom: parsedDay(filter.dateFrom),
    dateTo: parsedDay(filter.dateTo),
    deliveryBranchId: filter.deliveryBranchId ?? '',
    paymentConditionId: filter.paymentConditionId ?? '',
    orderSituation: filter.orderSituation ?? '',
  };
}

/** A new group: its families are loaded afresh and none is chosen. */
export function withGroup(draft: SheetPanelDraft, groupId: number | ''): SheetPanelDraft {
  return { ...draft, groupId, familyId: 0 };
}

export type DraftResult = { kind: 'badDates'; errors: DateErrors } | { kind: 'apply'; filter: SheetTabFilter };

/**
 * 'Aplicar filtros': the popover's fields as the tab's filter; the alpha search box and the status select stay as
 * they are. The order filters exist on the furniture tab only; a date range once begun needs both dates in order.
 */
export function filterOfDraft(draft: SheetPanelDraft, current: SheetTabFilter, category: SheetCategory): DraftResult {
  const next: SheetTabFilter = {};
  if (current.alpha !== undefined) next.alpha = current.alpha;
  if (current.sheetStatus !== undefined) next.sheetStatus = current.sheetStatus;
  if (Object.keys(draft.search).length > 0) next.search = { ...draft.search };
  if (draft.groupId !== '') {
    next.groupId = draft.groupId;
    if (draft.familyId > 0) next.familyId = draft.familyId;
  }
  if (draft.situationId !== '') next.situationId = draft.situationId;
  if (category === 'A') return { kind: 'apply', filter: next };

  if (draft.dateFrom || draft.dateTo) {
    const errors = validateDates(draft.dateFrom, draft.dateTo);
    if (errors.startDate || errors.endDate) return { kind: 'badDates', errors };
    next.dateKind = draft.dateKind;
    next.dateFrom = filterDayOf(draft.dateFrom);
    next.dateTo = filterDayOf(draft.dateTo);
  }
  if (draft.deliveryBranchId !== '') next.deliveryBranchId = draft.deliveryBranchId;
  if (draft.paymentConditionId !== '') next.paymentConditionId = draft.paymentConditionId;
  if (draft.orderSituation !== '') next.orderSituation = draft.orderSituation;
  return { kind: 'apply', filter: next };
}
