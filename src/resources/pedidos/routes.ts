import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import type { RouteLine } from '../../kit/routing/routeLine';
import { pedidosAgendadosResource, pedidosPendentesResource } from './index';

/** /pendentes (lines waiting for a date) and /agendados (scheduled lines), spec part 2, 2.2. */
export const pedidosRoutes: readonly RouteLine[] = [
  {
    path: '/pendentes',
    access: ['lista-de-pedidos-pendentes'],
    resource: pedidosPendentesResource,
    menu: { label: 'pending', icon: PendingActionsIcon, position: 3, unless: 'nova-tela-pedidos-pendentes' },
    shortcut: { key: 'pending', position: 1 },
  },
  { path: '/agendados', access: ['lista-de-pedidos-agendados'], resource: pedidosAgendadosResource, menu: { label: 'scheduled', icon: EventAvailableIcon, position: 4 }, shortcut: { key: 'scheduled', position: 2 } },
];
