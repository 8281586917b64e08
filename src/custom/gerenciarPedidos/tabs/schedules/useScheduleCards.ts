import { useState } from 'react';
import { useListContext, useTranslate, type RaRecord } from 'react-admin';
import { useReadFailure } from '../../../../kit/snackbar/useReadFailure';
import type { ScheduleFilter } from '../../orderManagement';

/**
 * A schedule tab's cards from its list context (ScheduleListBase): the page's rows, the total, the filter and its
 * setter (back to the first page). Spec part 2, section 8: a page that cannot be read says 'Ocorreu um problema ao
 * carregar as informações da tabela. Por favor, tente novamente.' in an 8 s snackbar (the error duration).
 */
export function useScheduleCards<T extends RaRecord>() {
  const translate = useTranslate();
  const list = useListContext<T>();
  // The filter as last set: react-admin applies a new filter on its next tick, the tags and fields show it at once.
  const [filter, setFilterShown] = useState(() => list.filterValues as ScheduleFilter);
  const failed = useReadFailure((list.error as Error | null) ?? null, translate('pages.gerenciarPedidos.schedule.loadFailure')) !== undefined;
  return {
    rows: list.data ?? [],
    total: list.total ?? 0,
    /** A page was read (the last one stays on screen while the next loads). */
    loaded: list.data !== undefined,
    fetching: list.isFetching,
    failed,
    filter,
    setFilter: (next: ScheduleFilter) => {
      setFilterShown(next);
      list.setFilters(next);
    },
    firstPage: () => list.setPage(1),
  };
}
