import { useProviderQuery } from '../../../../kit/data/useProviderQuery';
import { endsSession } from '../../../../kit/data/failures';
import { ORDER_MANAGEMENT, type OrderManagementMethods, type ScheduleRef } from '../../orderManagement';

/**
 * The items of one schedule in one status (GET /orders, up to 1000 rows), for its items modal: the items, the
 * server's message when it found none, and whether the read failed (a dead session is told by the shell).
 */
export function useScheduleItems(personId: number, { purchaseOrderId, branchId, scheduleDate }: ScheduleRef, status: 'P' | 'C' | 'R') {
  const query = useProviderQuery<OrderManagementMethods, 'scheduleItems'>(
    ORDER_MANAGEMENT,
    'scheduleItems',
    { personId, schedule: { purchaseOrderId, branchId, scheduleDate }, status },
    { retry: false, refetchOnWindowFocus: false },
  );
  return {
    items: query.data?.items ?? [],
    notFound: query.data?.notFound,
    pending: query.isPending,
    failed: query.isError && !endsSession(query.error),
  };
}
