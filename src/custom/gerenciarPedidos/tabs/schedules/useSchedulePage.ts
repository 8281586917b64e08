import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { schedulePage } from '../../../../dataProviders/gerenciarPedidos/schedules';
import { useLoadFailure } from './useLoadFailure';
import { ORDER_MANAGEMENT as ORDER_TABS_KEY } from '../../orderManagement';
import type { useScheduleList } from './useScheduleList';

/** The page of schedules of a status (P tab 1, R tab 3) for the list's filter and page; the last page stays on screen while the next loads. */
export function useSchedulePage(status: 'P' | 'R', personId: number, list: ReturnType<typeof useScheduleList>) {
  const schedules = useQuery({
    queryKey: [ORDER_TABS_KEY, 'schedules', status, personId, list.filter, list.page, list.perPage],
    queryFn: ({ signal }) => schedulePage(status, personId, list.filter, list.pagination, signal),
    placeholderData: keepPreviousData,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const failed = useLoadFailure(schedules.error);
  return { schedules, failed, rows: schedules.data?.rows ?? [], total: schedules.data?.total ?? 0 };
}
