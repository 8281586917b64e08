import { useListContext } from 'react-admin';
import { chipsOf, clearedFilter, withAlphaSearch, withoutChip, type SheetChip, type SheetTabFilter } from './sheetFilters';
import type { SheetStatusFilter } from './technicalSheets';

export interface SheetListFilter {
  filter: SheetTabFilter;
  chips: SheetChip[];
  apply: (filter: SheetTabFilter) => void;
  searchAlpha: (text: string) => void;
  removeChip: (chip: SheetChip) => void;
  clear: () => void;
  setStatus: (status: SheetStatusFilter) => void;
}

/** The tab's filters in the list controller (a new filter goes back to the first page). */
export function useSheetListFilter(): SheetListFilter {
  const { filterValues, setFilters } = useListContext();
  const filter = filterValues as SheetTabFilter;
  const apply = (next: SheetTabFilter) => setFilters(next);
  return {
    filter,
    chips: chipsOf(filter),
    apply,
    searchAlpha: (text) => apply(withAlphaSearch(filter, text)),
    removeChip: (chip) => apply(withoutChip(filter, chip)),
    clear: () => apply(clearedFilter(filter)),
    setStatus: (status) => {
      const next = { ...filter };
      if (status === '') delete next.sheetStatus;
      else next.sheetStatus = status;
      apply(next);
    },
  };
}
