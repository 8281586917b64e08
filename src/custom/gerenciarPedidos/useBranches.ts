import { useProviderQuery } from '../../kit/data/useProviderQuery';
import type { Branch } from '../../types/api';
import { ORDER_MANAGEMENT, type OrderManagementMethods } from './orderManagement';

/** The delivery branches with their addresses (GET /orders/branches), read once per session; [] until loaded or when unreadable. */
export function useBranches(enabled = true): Branch[] {
  const { data } = useProviderQuery<OrderManagementMethods, 'branches'>(ORDER_MANAGEMENT, 'branches', {}, { enabled, staleTime: Infinity, retry: false });
  return data ?? [];
}
