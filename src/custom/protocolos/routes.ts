import AssignmentIcon from '@mui/icons-material/Assignment';
import { lazyScreen } from '../../kit/routing/lazyScreen';
import type { RouteLine } from '../../kit/routing/routeLine';
import { PROTOCOL_DATES_RESOURCE, PROTOCOL_ITEMS_RESOURCE } from './schedulingProtocols';

const protocolos = lazyScreen(() => import('./ProtocolosPage'), 'ProtocolosPage');

/** Scheduling protocols (/protocolos, `pathTo('protocolos')`): the days and the items are the page's own resources. */
export const protocolosRoutes: readonly RouteLine[] = [
  {
    path: '/protocolos',
    name: 'protocolos',
    access: ['protocolo-de-agendamento'],
    screen: protocolos,
    reads: [PROTOCOL_DATES_RESOURCE, PROTOCOL_ITEMS_RESOURCE],
    menu: { label: 'protocols', icon: AssignmentIcon, position: 5 },
    shortcut: { key: 'protocols', position: 5 },
  },
];
