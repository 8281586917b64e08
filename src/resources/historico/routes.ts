import HistoryIcon from '@mui/icons-material/History';
import { lazyScreen } from '../../kit/routing/lazyScreen';
import type { RouteLine } from '../../kit/routing/routeLine';
import { historicoResource } from './index';

const historyDetail = lazyScreen(() => import('./HistoricoDetalhePage'), 'HistoricoDetalhePage');

/** The scheduling history's list and an order line's detail (named for links: `pathTo('historicoDetalhe', historyLineOf(line))`). */
export const historicoRoutes: readonly RouteLine[] = [
  { path: '/historico-de-agendamento', access: ['historico-de-agendamento'], resource: historicoResource, menu: { label: 'schedulingHistory', icon: HistoryIcon, position: 7 } },
  { name: 'historicoDetalhe', path: '/historico-de-agendamento/detalhes/:purchaseOrderId/:productId/:deliveryDate/:branchId', access: ['historico-de-agendamento', 'gerenciar-pedidos'], screen: historyDetail, reads: ['historicoDetalhe', 'historicoEventos'] },
];
