import { useMemo, type ReactNode } from 'react';
import { ListBase } from 'react-admin';
import { CARDS_PER_PAGE, initialScheduleFilter } from './scheduleFilters';

export interface ScheduleListBaseProps {
  /** One of ORDER_LISTS' schedule resources. */
  resource: string;
  personId: number;
  children: ReactNode;
}

/** A failed page is told by the tab (useScheduleCards), not by react-admin's notification. */
const QUERY_OPTIONS = { retry: false, refetchOnWindowFocus: false, onError: () => undefined } as const;

/**
 * The list of a schedule tab (1 pending, 2 confirmed, 3 refused): a getList of its resource for the supplier, opening
 * on schedule dates today..today + 30, 5 cards per page; filters and page live in the list controller, not in the URL
 * (a new filter or page size goes back to the first page).
 */
export function ScheduleListBase({ resource, personId, children }: ScheduleListBaseProps) {
  const initial = useMemo(() => initialScheduleFilter(), []);
  const permanent = useMemo(() => ({ personId }), [personId]);
  return (
    <ListBase resource={resource} filter={permanent} filterDefaultValues={initial} perPage={CARDS_PER_PAGE} disableSyncWithLocation storeKey={false} queryOptions={QUERY_OPTIONS}>
      {children}
    </ListBase>
  );
}
