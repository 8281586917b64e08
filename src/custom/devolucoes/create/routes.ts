import { lazyScreen } from '../../../kit/routing/lazyScreen';
import type { RouteLine } from '../../../kit/routing/routeLine';

const newReport = lazyScreen(() => import('./NovoRelatorioPage'), 'NovoRelatorioPage');

/** The new return report at /qualidade/devolucao/novo-relatorio (`pathTo('novoRelatorioDevolucao')`; spec part 3, section 2). */
export const devolucoesCreateRoutes: readonly RouteLine[] = [
  { path: '/qualidade/devolucao/novo-relatorio', name: 'novoRelatorioDevolucao', access: ['devolucao-recebimentos'], screen: newReport },
];
