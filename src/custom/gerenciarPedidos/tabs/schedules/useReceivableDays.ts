import { useQuery } from '@tanstack/react-query';
import { receivingDays } from '../../../../dataProviders/gerenciarPedidos/schedules';
import { parseAvailableDates, type Day } from '../../../calendario/timelineModel';

/**
 * The days ('yyyy-MM-dd', ascending) every one of the branches can receive a delivery on: GET /orders/receivingDays
 * per branch, each list read as the scheduling calendar reads a line's available days. Read afresh on each opening,
 * as the branches' capacity changes with every booking.
 */
export function useReceivableDays(branchIds: readonly number[]) {
  const branches = [...new Set(branchIds)].sort((a, b) => a - b);
  return useQuery({
    queryKey: ['gerenciarPedidos.receivingDays', branches],
    queryFn: async ({ signal }): Promise<Day[]> => {
      const lists = await Promise.all(branches.map((branchId) => receivingDays(branchId, signal)));
      const [first, ...others] = lists.map((list) => new Set(parseAvailableDates(list).keys()));
      return [...(first ?? [])].filter((day) => others.every((days) => days.has(day))).sort();
    },
    enabled: branches.length > 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
