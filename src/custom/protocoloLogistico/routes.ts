import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { lazyScreen } from '../../kit/routing/lazyScreen';
import type { RouteLine } from '../../kit/routing/routeLine';
import { MAINTAIN_PROTOCOL, PROTOCOL_RESOURCE } from './logisticsProtocol';

const logisticsProtocol = lazyScreen(() => import('./ProtocoloLogisticoPage'), 'ProtocoloLogisticoPage');

/** Logistics protocol (spec part 3, section 2): /protocoloLogistico (`pathTo('protocoloLogistico')`, the resource's name). */
export const protocoloLogisticoRoutes: readonly RouteLine[] = [
  {
    path: '/protocoloLogistico',
    access: ['protocolo-logistico', MAINTAIN_PROTOCOL],
    inside: [MAINTAIN_PROTOCOL],
    screen: logisticsProtocol,
    resource: PROTOCOL_RESOURCE,
    menu: { label: 'logisticsProtocol', icon: LocalShippingIcon, position: 15, group: 'documents' },
  },
];
