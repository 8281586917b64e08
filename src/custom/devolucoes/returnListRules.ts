import { truncateText } from '../../i18n/format';
import type { Division, ReportReason, ReturnFilter } from './returnReports';

/** The list's page sizes (spec part 3, section 9): 5 by default. */
export const RETURNS_PER_PAGE_OPTIONS = [5, 10, 25, 50, 100] as const;
export const RETURNS_PER_PAGE = RETURNS_PER_PAGE_OPTIONS[0];

/** Return reasons are shown cut at 150 characters (spec part 3, section 9). */
export const REASONS_MAX = 150;

export const DIVISIONS: readonly Division[] = ['A', 'P'];

/** What a filter field holds once the user changed it: `undefined` clears it. */
export type FilterChange = { [K in keyof ReturnFilter]-?: { field: K; value: ReturnFilter[K] } }[keyof ReturnFilter];

const withoutEmpty = (filter: ReturnFilter): ReturnFilter =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== '')) as ReturnFilter;

/**
 * The list filter after one change (spec part 3, section 4): a new supplier resets division, group, product id and
 * date; a new or cleared division clears the group (the groups are the division's). The list goes back to page 1 on
 * any change (react-admin's setFilters does so).
 */
export function changedFilter(current: ReturnFilter, change: FilterChange): ReturnFilter {
  if (change.field === 'supplierId') return withoutEmpty({ supplierId: change.value });
  if (change.field === 'division') {
    const sameDivision = change.value === current.division;
    return withoutEmpty({ ...current, division: change.value, groupId: sameDivision ? current.groupId : undefined });
  }
  return withoutEmpty({ ...current, [change.field]: change.value });
}

/** 'Limpar filtros': everything but the chosen supplier, which the internal view picks before any list. */
export const clearedFilter = (current: ReturnFilter): ReturnFilter => withoutEmpty({ supplierId: current.supplierId });

/** Whether any filter besides the supplier holds a value. */
export const hasNarrowing = (filter: ReturnFilter): boolean => Object.keys(clearedFilter(filter)).length < Object.keys(withoutEmpty(filter)).length;

/** The reasons as one text, in their order. */
export const reasonsText = (reasons: readonly ReportReason[]): string => reasons.map((reason) => reason.description).join(', ');

/** The reasons as the table shows them: cut at 150 characters, '...' when cut. */
export const shortReasonsText = (reasons: readonly ReportReason[]): string => truncateText(reasonsText(reasons), REASONS_MAX);

/** A picture's file name: the last part of its storage key ('12/1-foto.jpg' → '1-foto.jpg'). */
export function pictureFileName(key: string): string {
  const name = key.split('/').filter(Boolean).pop();
  return name ?? key;
}

/** 'yyyy-MM-dd' → 'dd-MM-yyyy' (a file name's date: no slashes). */
const fileDate = (day: string): string => {
  const [year, month, date] = day.slice(0, 10).split('-');
  return year && month && date ? `${date}-${month}-${year}` : day;
};

/** The zip of a report's pictures: `devolucao-<productId>-<dd-MM-yyyy>.zip`. */
export const picturesZipName = (report: { productId: number; receiptDate: string }): string => `devolucao-${report.productId}-${fileDate(report.receiptDate)}.zip`;

/** A product id typed in the filter: digits only, else no filter. */
export function productIdOf(text: string): number | undefined {
  const trimmed = text.trim();
  return /^\d{1,15}$/.test(trimmed) ? Number(trimmed) : undefined;
}

/** The list's URL query that opens it on one supplier (react-admin's `filter` parameter): 'Voltar' from a report. */
export const supplierListSearch = (supplierId: number): string => `?${new URLSearchParams({ filter: JSON.stringify({ supplierId }) }).toString()}`;
