import { useProviderQuery } from '../../kit/data/useProviderQuery';
import { ORDER_MANAGEMENT, type OrderManagementMethods } from './orderManagement';
import type { OrderTabBadge } from './orderTabs';

/**
 * The counts on the tabs: schedules pending confirmation (GET /orders/quantityPending) and products waiting to be
 * picked up (pendingReturnProducts' total); 0 without a supplier or while a count cannot be read. A decision
 * (useProviderMutation on the same resource) refreshes them.
 */
export function useTabBadges(personId: number | undefined, shown: ReadonlySet<OrderTabBadge>): Record<OrderTabBadge, number> {
  const params = { personId: personId ?? 0 };
  const pendingSchedules = useProviderQuery<OrderManagementMethods, 'pendingSchedulesCount'>(ORDER_MANAGEMENT, 'pendingSchedulesCount', params, {
    enabled: personId !== undefined && shown.has('pendingSchedules'),
    retry: false,
  });
  const pendingReturns = useProviderQuery<OrderManagementMethods, 'pendingReturnsCount'>(ORDER_MANAGEMENT, 'pendingReturnsCount', params, {
    enabled: personId !== undefined && shown.has('pendingReturns'),
    retry: false,
  });
  if (personId === undefined) return { pendingSchedules: 0, pendingReturns: 0 };
  return { pendingSchedules: pendingSchedules.data ?? 0, pendingReturns: pendingReturns.data ?? 0 };
}
