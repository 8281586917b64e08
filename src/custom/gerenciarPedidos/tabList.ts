import { lazyScreen } from '../../kit/routing/lazyScreen';
import type { OrderTab } from './orderTabs';

/** The order-management tabs (spec part 2, section 2.3); each area's tab adds its line, with its spec index. */
export const ORDER_TABS: readonly OrderTab[] = [
  { index: 0, key: 'all', permission: 'gerenciar-pedidos.todos-pedidos', component: lazyScreen(() => import('./tabs/all/AllOrdersTab'), 'AllOrdersTab') },
  { index: 1, key: 'pending', permission: 'gerenciar-pedidos.pendentes', badge: 'pendingSchedules', component: lazyScreen(() => import('./tabs/pending/PendingTab'), 'PendingTab') },
  { index: 2, key: 'confirmed', permission: 'gerenciar-pedidos.confirmados', component: lazyScreen(() => import('./tabs/confirmed/ConfirmedTab'), 'ConfirmedTab') },
  { index: 3, key: 'refused', permission: 'gerenciar-pedidos.recusados', component: lazyScreen(() => import('./tabs/refused/RefusedTab'), 'RefusedTab') },
  { index: 4, key: 'protocols', permission: 'gerenciar-pedidos.protocolo-agendamento', component: lazyScreen(() => import('./tabs/protocols/ProtocolsTab'), 'ProtocolsTab') },
  { index: 5, key: 'delivered', permission: 'gerenciar-pedidos.entregas-concluidas', component: lazyScreen(() => import('./tabs/delivered/DeliveredTab'), 'DeliveredTab') },
  { index: 6, key: 'returns', permission: 'gerenciar-pedidos.retiradas-pendentes', badge: 'pendingReturns', component: lazyScreen(() => import('./tabs/returns/PendingReturnsTab'), 'PendingReturnsTab') },
];
