import { useProviderQuery } from '../../../../kit/data/useProviderQuery';
import { parseAvailableDates, type Day } from '../../../calendario/timelineModel';
import { ORDER_MANAGEMENT, type OrderManagementMethods } from '../../orderManagement';

/** The days every list names ('yyyy-MM-dd', ascending), each list read as the scheduling calendar reads a line's. */
export function commonDays(lists: readonly string[]): Day[] {
  const [first, ...others] = lists.map((list) => new Set(parseAvailableDates(list).keys()));
  return [...(first ?? [])].filter((day) => others.every((days) => days.has(day))).sort();
}

/**
 * The days ('yyyy-MM-dd', ascending) every one of the branches can receive a delivery on: GET /orders/receivingDays
 * per branch. Read afresh on each opening, as the branches' capacity changes with every booking.
 */
export function useReceivableDays(branchIds: readonly number[]): { data: Day[] | undefined; isPending: boolean; isError: boolean } {
  const branches = [...new Set(branchIds)].sort((a, b) => a - b);
  const lists = useProviderQuery<OrderManagementMethods, 'receivingDays'>(
    ORDER_MANAGEMENT,
    'receivingDays',
    { branchIds: branches },
    { enabled: branches.length > 0, gcTime: 0, retry: false, refetchOnWindowFocus: false },
  );
  return { data: lists.data ? commonDays(lists.data) : undefined, isPending: lists.isPending, isError: lists.isError };
}
