import { useState } from 'react';
import { useListContext } from 'react-admin';
import { useProviderQuery } from '../../kit/data/useProviderQuery';
import { changedFilter, clearedFilter, hasNarrowing, type FilterChange } from './returnListRules';
import { RETURNS_RESOURCE, type ProductGroupChoice, type ReturnFilter, type ReturnReportMethods } from './returnReports';

export interface ReturnFilters {
  filter: ReturnFilter;
  change: (change: FilterChange, typed?: boolean) => void;
  clear: () => void;
  canClear: boolean;
  /** The chosen division's product groups (none before a division is chosen). */
  groups: readonly ProductGroupChoice[];
  groupsError: Error | null;
  /** Counts the resets that empty the typed fields ('Limpar filtros', another supplier). */
  resets: number;
}

const NO_GROUPS: readonly ProductGroupChoice[] = [];

/**
 * The list's filter bar state: the section 4 rules over react-admin's list filter (which also returns to page 1), and
 * the product groups of the chosen division. `typed` changes (the product id) wait for the typing to pause.
 */
export function useReturnFilters(): ReturnFilters {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const filter = filterValues as ReturnFilter;
  const division = filter.division;
  const { data, error } = useProviderQuery<ReturnReportMethods, 'groups'>(RETURNS_RESOURCE, 'groups', { division: division ?? 'A' }, { enabled: division !== undefined });

  const [resets, setResets] = useState(0);

  return {
    filter,
    change: (change, typed = false) => {
      if (change.field === 'supplierId') setResets((count) => count + 1);
      setFilters(changedFilter(filter, change), displayedFilters, typed);
    },
    clear: () => {
      setResets((count) => count + 1);
      setFilters(clearedFilter(filter), displayedFilters);
    },
    resets,
    canClear: hasNarrowing(filter),
    groups: division === undefined ? NO_GROUPS : (data ?? NO_GROUPS),
    groupsError: error,
  };
}
