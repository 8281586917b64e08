import PendingActionsIcon from '@mui/icons-material/PendingActions';
import { lazyScreen } from '../../kit/routing/lazyScreen';
import type { RouteLine } from '../../kit/routing/routeLine';
import { CALENDAR_RESOURCE } from './schedule';

const calendario = lazyScreen(() => import('./CalendarioPage'), 'CalendarioPage');

/** /pendentesNova (nova-tela-pedidos-pendentes): the scheduling calendar; its page is a getList of 'calendario'. */
export const calendarioRoutes: readonly RouteLine[] = [
  {
    path: '/pendentesNova',
    name: 'calendario',
    access: ['nova-tela-pedidos-pendentes'],
    screen: calendario,
    reads: [CALENDAR_RESOURCE],
    menu: { label: 'pending', icon: PendingActionsIcon, position: 2 },
    shortcut: { key: 'pending', position: 1 },
  },
];
