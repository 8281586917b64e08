import { isValid, parseISO, startOfDay, subMonths } from 'date-fns';
import { filterDayOf, validateDates, type DateErrors, type FilterValues } from '../../kit/filters/filterValues';
import type { HistoryFilter, HistoryStatus, ProductFamily, ProductGroup } from './history';

export const HISTORY_STATUSES: readonly HistoryStatus[] = ['T', 'P', 'C', 'R', 'E'];

/** Spec part 2, 2.7: the legacy placeholder group the list leaves out. */
export const EXCLUDED_GROUP = '15 - .';

/** The fields the filter bar carries beside its own (supplier and issue dates). */
export interface HistoryFields {
  statusSciaIs: HistoryStatus;
  purchaseOrderId: string;
  productId: string;
  numericCode: string;
  productName: string;
  scheduleStart: Date | null;
  scheduleEnd: Date | null;
  branchId: number;
  group: ProductGroup | null;
  familyId: number;
}

/** The number fields of the filter: digits only (spec part 2, section 5, history variant). */
export const DIGIT_FIELDS = ['purchaseOrderId', 'productId', 'numericCode'] as const;
export type DigitField = (typeof DIGIT_FIELDS)[number];

export interface HistoryFieldErrors {
  notDigits: DigitField[];
  schedule: DateErrors;
}

const collator = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });

/** Digits only; an empty field (or blanks) is no filter. */
export const onlyDigits = (value: string): boolean => /^\d*$/.test(value.trim());

/**
 * The screen's own rules: order number, product id and numeric code hold digits only; the schedule range is optional
 * but, once begun, needs both dates and an end not before its start (the kit's date rules).
 */
export function validateHistoryFields(fields: HistoryFields): HistoryFieldErrors {
  const notDigits = DIGIT_FIELDS.filter((field) => !onlyDigits(fields[field]));
  const schedule = fields.scheduleStart || fields.scheduleEnd ? validateDates(fields.scheduleStart, fields.scheduleEnd) : {};
  return { notDigits, schedule };
}

export const hasFieldErrors = (errors: HistoryFieldErrors): boolean => errors.notDigits.length > 0 || Boolean(errors.schedule.startDate || errors.schedule.endDate);

/** The group list: the groups of both divisions (A and P) in one list, without '15 - .', by name. */
export function groupChoices(...divisions: readonly (readonly ProductGroup[])[]): ProductGroup[] {
  return divisions
    .flat()
    .filter((group) => group.dsGrupo.trim() !== EXCLUDED_GROUP)
    .sort((a, b) => collator.compare(a.dsGrupo, b.dsGrupo) || collator.compare(a.cdDiv, b.cdDiv));
}

/** The family list of a group: 'Selecione uma família' (id 0) first, then the group's families. */
export const familyChoices = (families: readonly ProductFamily[], placeholder: string): ProductFamily[] => [{ idFamilia: 0, dsFamilia: placeholder }, ...families];

/** A group's key in the select: its division and code. */
export const groupKey = (group: Pick<ProductGroup, 'cdDiv' | 'cdGrupo'>): string => `${group.cdDiv}-${group.cdGrupo}`;

/** Spec part 2, section 9: the history opens on the issue dates of the last month up to today. */
export function defaultIssueRange(now: Date = new Date()): Pick<FilterValues, 'startDate' | 'endDate'> {
  const today = startOfDay(now);
  return { startDate: subMonths(today, 1), endDate: today };
}

/** The list's filter at first: every status, the issue dates of the last month; a supplier's own code. */
export function initialHistoryFilter(ownId: number | undefined, now: Date = new Date()): HistoryFilter {
  const range = defaultIssueRange(now);
  return { ...(ownId === undefined ? {} : { personId: ownId }), statusSciaIs: 'T', issueStart: filterDayOf(range.startDate), issueEnd: filterDayOf(range.endDate) };
}

const dayOf = (iso: string | undefined): Date | null => {
  if (!iso) return null;
  const date = parseISO(iso);
  return isValid(date) ? date : null;
};

/** The filter bar's own values (supplier, issue dates) of a list filter. */
export const barValuesOf = (filter: HistoryFilter): Partial<FilterValues> => ({ personId: filter.personId, startDate: dayOf(filter.issueStart), endDate: dayOf(filter.issueEnd) });

/** The screen's fields of a list filter (the group as the filter names it: its code, division and name). */
export function fieldsOf(filter: HistoryFilter): HistoryFields {
  const group = filter.groupId !== undefined && filter.divisionId && filter.group ? { cdGrupo: filter.groupId, cdDiv: filter.divisionId, dsGrupo: filter.group } : null;
  return {
    statusSciaIs: filter.statusSciaIs ?? 'T',
    purchaseOrderId: filter.purchaseOrderId ?? '',
    productId: filter.productId ?? '',
    numericCode: filter.numericCode ?? '',
    productName: filter.productName ?? '',
    scheduleStart: dayOf(filter.scheduleStart),
    scheduleEnd: dayOf(filter.scheduleEnd),
    branchId: filter.branchId ?? 0,
    group,
    familyId: filter.familyId ?? 0,
  };
}

/** What Aplicar sends: the bar's values and the screen's fields as the list's filter (empty fields left out). */
export function toHistoryFilter(bar: FilterValues, fields: HistoryFields, ownId: number | undefined): HistoryFilter {
  const text = (value: string) => value.trim() || undefined;
  const filter: HistoryFilter = {
    personId: ownId ?? bar.personId,
    statusSciaIs: fields.statusSciaIs,
    purchaseOrderId: text(fields.purchaseOrderId),
    productId: text(fields.productId),
    numericCode: text(fields.numericCode),
    productName: text(fields.productName),
    issueStart: filterDayOf(bar.startDate),
    issueEnd: filterDayOf(bar.endDate),
    scheduleStart: filterDayOf(fields.scheduleStart),
    scheduleEnd: filterDayOf(fields.scheduleEnd),
    branchId: fields.branchId || undefined,
    groupId: fields.group?.cdGrupo,
    group: fields.group?.dsGrupo,
    divisionId: fields.group?.cdDiv,
    familyId: fields.group && fields.familyId ? fields.familyId : undefined,
  };
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)) as HistoryFilter;
}
