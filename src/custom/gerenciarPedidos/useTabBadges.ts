import { useQuery } from '@tanstack/react-query';
import { fetchPendingOrdersQuantity, fetchPendingReturnsTotal } from '../../dataProviders/home';
import type { OrderTabBadge } from './orderTabs';

/** The badges' query key: a tab that confirms, refuses or reschedules invalidates it. */
export const TAB_BADGES_KEY = 'gerenciarPedidos.badges';

/**
 * The counts on the tabs: schedules pending confirmation (GET /orders/quantityPending) and products waiting to be
 * picked up (pendingReturnProducts' total); 0 without a supplier or while a count cannot be read.
 */
export function useTabBadges(personId: number | undefined, shown: ReadonlySet<OrderTabBadge>): Record<OrderTabBadge, number> {
  const pendingSchedules = useQuery({
    queryKey: [TAB_BADGES_KEY, 'pendingSchedules', personId],
    queryFn: ({ signal }) => fetchPendingOrdersQuantity(String(personId), signal),
    enabled: personId !== undefined && shown.has('pendingSchedules'),
    retry: false,
  });
  const pendingReturns = useQuery({
    queryKey: [TAB_BADGES_KEY, 'pendingReturns', personId],
    queryFn: ({ signal }) => fetchPendingReturnsTotal(String(personId), signal),
    enabled: personId !== undefined && shown.has('pendingReturns'),
    retry: false,
  });
  if (personId === undefined) return { pendingSchedules: 0, pendingReturns: 0 };
  return { pendingSchedules: pendingSchedules.data ?? 0, pendingReturns: pendingReturns.data ?? 0 };
}
