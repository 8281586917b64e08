import UndoIcon from '@mui/icons-material/Undo';
import { lazyScreen } from '../../kit/routing/lazyScreen';
import type { RouteLine } from '../../kit/routing/routeLine';
import { RETURNS_RESOURCE } from './returnReports';

const returnList = lazyScreen(() => import('./DevolucaoListPage'), 'DevolucaoListPage');
const returnReport = lazyScreen(() => import('./RelatorioDevolucaoPage'), 'RelatorioDevolucaoPage');
const newReport = lazyScreen(() => import('./create/NovoRelatorioPage'), 'NovoRelatorioPage');

/**
 * Return-receipt reports (spec part 3, section 2; permission devolucao-recebimentos): the list at /qualidade/devolucao
 * (`pathTo('devolucoes')`, the resource's name), the new report (`pathTo('novoRelatorioDevolucao')`) and a report
 * (`pathTo('relatorioDevolucao', { personId, returnReceiptId })`).
 */
export const devolucoesRoutes: readonly RouteLine[] = [
  {
    path: '/qualidade/devolucao',
    access: ['devolucao-recebimentos'],
    screen: returnList,
    resource: RETURNS_RESOURCE,
    menu: { label: 'returns', icon: UndoIcon, position: 12, group: 'quality' },
  },
  { path: '/qualidade/devolucao/novo-relatorio', name: 'novoRelatorioDevolucao', access: ['devolucao-recebimentos'], screen: newReport },
  { path: '/qualidade/devolucao/relatorio/:personId/:returnReceiptId', name: 'relatorioDevolucao', access: ['devolucao-recebimentos'], screen: returnReport },
];
