import { useState } from 'react';
import type { ScheduleFilter } from '../../orderManagement';
import { CARDS_PER_PAGE, initialScheduleFilter } from './scheduleFilters';

/** A schedule tab's filter and page: a new filter or page size goes back to the first page. */
export function useScheduleList() {
  const [filter, setFilterState] = useState<ScheduleFilter>(() => initialScheduleFilter());
  const [page, setPage] = useState(0);
  const [perPage, setPerPageState] = useState(CARDS_PER_PAGE);
  const setFilter = (next: ScheduleFilter) => {
    setFilterState(next);
    setPage(0);
  };
  const setPerPage = (next: number) => {
    setPerPageState(next);
    setPage(0);
  };
  return { filter, setFilter, page, setPage, perPage, setPerPage, pagination: { page: page + 1, perPage } };
}
