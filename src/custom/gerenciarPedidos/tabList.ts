import { lazy } from 'react';
import type { OrderTab } from './orderTabs';

/** The order-management tabs (spec part 2, section 2.3); each area's tab adds its line, with its spec index. */
export const ORDER_TABS: readonly OrderTab[] = [
  { index: 4, key: 'protocols', permission: 'gerenciar-pedidos.protocolo-agendamento', component: lazy(() => import('./tabs/protocols/ProtocolsTab').then((m) => ({ default: m.ProtocolsTab }))) },
];
