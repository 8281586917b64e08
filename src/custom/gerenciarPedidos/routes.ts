import ListAltIcon from '@mui/icons-material/ListAlt';
import type { PermissionKey } from '../../permissions/keys';
import { lazyScreen } from '../../kit/routing/lazyScreen';
import type { RouteLine } from '../../kit/routing/routeLine';
import { ORDER_LISTS, ORDER_MANAGEMENT, SUPPLIERS_RESOURCE } from './orderManagement';

/** The keys that act inside the page: its tabs, the all-orders tab's extra features, the decisions. */
const ORDER_TAB_KEYS = [
  'gerenciar-pedidos.todos-pedidos',
  'gerenciar-pedidos.todos-pedidos.features-adicionais',
  'gerenciar-pedidos.pendentes',
  'gerenciar-pedidos.confirmados',
  'gerenciar-pedidos.recusados',
  'gerenciar-pedidos.protocolo-agendamento',
  'gerenciar-pedidos.entregas-concluidas',
  'gerenciar-pedidos.retiradas-pendentes',
  'gerenciar-pedidos.recusa-confirmacao',
] as const satisfies readonly PermissionKey[];

const gerenciarPedidos = lazyScreen(() => import('./GerenciarPedidosPage'), 'GerenciarPedidosPage');

/** The resources the page's tabs read besides 'pedidos' (tab 0): their lists, the custom methods, the supplier picker. */
const READS = [...Object.values(ORDER_LISTS), ORDER_MANAGEMENT, SUPPLIERS_RESOURCE];

/**
 * Order management (/gerenciarPedidos) and one of its tabs by route at the spec's URL (/GerenciarPedidos/tab/{tabId}:
 * `pathTo('gerenciarPedidosTab', { tabId: 1 })`; the page opens tabs 1 and 4 by route; paths match in any case).
 */
export const gerenciarPedidosRoutes: readonly RouteLine[] = [
  {
    path: '/gerenciarPedidos',
    access: ['gerenciar-pedidos'],
    inside: ORDER_TAB_KEYS,
    screen: gerenciarPedidos,
    resource: 'pedidos',
    reads: READS,
    menu: { label: 'manageOrders', icon: ListAltIcon, position: 6 },
  },
  { path: '/GerenciarPedidos/tab/:tabId', name: 'gerenciarPedidosTab', access: ['gerenciar-pedidos'], inside: ORDER_TAB_KEYS, screen: gerenciarPedidos },
];
