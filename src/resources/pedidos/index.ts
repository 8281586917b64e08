import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import type { ResourceProps } from 'react-admin';

import { lazyScreen } from '../../kit/routing/lazyScreen';
const representation = (record: { purchaseOrderId?: number; productName?: string }) =>
  [record.purchaseOrderId, record.productName].filter(Boolean).join(' - ');

/** /pendentes (permission lista-de-pedidos-pendentes), declared on its line of src/routes/routeTable.ts; loads on first use. */
export const pedidosPendentesResource = {
  name: 'pedidosPendentes',
  list: lazyScreen(() => import('./PedidosPendentesList'), 'PedidosPendentesList'),
  icon: PendingActionsIcon,
  recordRepresentation: representation,
} satisfies ResourceProps;

/** /agendados (permission lista-de-pedidos-agendados), declared on its line of src/routes/routeTable.ts; loads on first use. */
export const pedidosAgendadosResource = {
  name: 'pedidosAgendados',
  list: lazyScreen(() => import('./PedidosAgendadosList'), 'PedidosAgendadosList'),
  icon: EventAvailableIcon,
  recordRepresentation: representation,
} satisfies ResourceProps;
