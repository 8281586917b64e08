import type { ComponentType } from 'react';
import type { PermissionKey } from '../../permissions/keys';

/** What every tab receives: the supplier it shows (the user's own code, or the one staff picked). */
export interface OrderTabProps {
  personId: number;
}

export type OrderTabKey = 'all' | 'pending' | 'confirmed' | 'refused' | 'protocols' | 'delivered' | 'returns';
export type OrderTabBadge = 'pendingSchedules' | 'pendingReturns';

export interface OrderTab {
  /** The spec's tab index (0 Todos pedidos … 6 Retiradas pendentes). */
  index: number;
  key: OrderTabKey;
  permission: PermissionKey;
  badge?: OrderTabBadge;
  /** Each tab's code loads when the tab is first shown. */
  component: ComponentType<OrderTabProps>;
}
