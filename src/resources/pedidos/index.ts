import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

const representation = (record: { purchaseOrderId?: number; productName?: string }) =>
  [record.purchaseOrderId, record.productName].filter(Boolean).join(' - ');

/** /pendentes (permission lista-de-pedidos-pendentes), declared on its line of src/routes/routeTable.ts; loads on first use. */
export const pedidosPendentesResource = {
  name: 'pedidosPendentes',
  list: lazy(() => import('./PedidosPendentesList').then((module) => ({ default: module.PedidosPendentesList }))),
  icon: PendingActionsIcon,
  recordRepresentation: representation,
} satisfies ResourceProps;

/** /agendados (permission lista-de-pedidos-agendados), declared on its line of src/routes/routeTable.ts; loads on first use. */
export const pedidosAgendadosResource = {
  name: 'pedidosAgendados',
  list: lazy(() => import('./PedidosAgendadosList').then((module) => ({ default: module.PedidosAgendadosList }))),
  icon: EventAvailableIcon,
  recordRepresentation: representation,
} satisfies ResourceProps;
