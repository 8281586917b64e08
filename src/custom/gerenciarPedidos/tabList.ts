import { lazy } from 'react';
import type { OrderTab } from './orderTabs';

/** The order-management tabs (spec part 2, section 2.3); each area's tab adds its line, with its spec index. */
export const ORDER_TABS: readonly OrderTab[] = [
  { index: 0, key: 'all', permission: 'gerenciar-pedidos.todos-pedidos', component: lazy(() => import('./tabs/all/AllOrdersTab').then((m) => ({ default: m.AllOrdersTab }))) },
  { index: 1, key: 'pending', permission: 'gerenciar-pedidos.pendentes', badge: 'pendingSchedules', component: lazy(() => import('./tabs/pending/PendingTab').then((m) => ({ default: m.PendingTab }))) },
  { index: 2, key: 'confirmed', permission: 'gerenciar-pedidos.confirmados', component: lazy(() => import('./tabs/confirmed/ConfirmedTab').then((m) => ({ default: m.ConfirmedTab }))) },
  { index: 3, key: 'refused', permission: 'gerenciar-pedidos.recusados', component: lazy(() => import('./tabs/refused/RefusedTab').then((m) => ({ default: m.RefusedTab }))) },
  { index: 4, key: 'protocols', permission: 'gerenciar-pedidos.protocolo-agendamento', component: lazy(() => import('./tabs/protocols/ProtocolsTab').then((m) => ({ default: m.ProtocolsTab }))) },
  { index: 5, key: 'delivered', permission: 'gerenciar-pedidos.entregas-concluidas', component: lazy(() => import('./tabs/delivered/DeliveredTab').then((m) => ({ default: m.DeliveredTab }))) },
  { index: 6, key: 'returns', permission: 'gerenciar-pedidos.retiradas-pendentes', badge: 'pendingReturns', component: lazy(() => import('./tabs/returns/PendingReturnsTab').then((m) => ({ default: m.PendingReturnsTab }))) },
];
