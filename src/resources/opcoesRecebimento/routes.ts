import SavingsIcon from '@mui/icons-material/Savings';
import { lazyScreen } from '../../kit/routing/lazyScreen';
import type { RouteLine } from '../../kit/routing/routeLine';
import { opcoesRecebimentoResource } from './index';

const paymentOptionChange = lazyScreen(() => import('./OpcaoRecebimentoPage'), 'OpcaoRecebimentoPage');

/** Receiving options: the protocol's payment-option change (spec part 2, 2.3) and the items' list (2.4). */
export const opcoesRecebimentoRoutes: readonly RouteLine[] = [
  { path: '/gerenciarPedidos/protocoloagendamento/opcaorecebimento', name: 'opcaoRecebimento', access: ['opcoes-de-recebimento'], screen: paymentOptionChange },
  { path: '/opcoesRecebimento', access: ['opcoes-de-recebimento'], resource: opcoesRecebimentoResource, menu: { label: 'receivingOptions', icon: SavingsIcon, position: 9 } },
];
