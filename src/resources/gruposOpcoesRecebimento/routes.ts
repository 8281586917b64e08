import WorkspacesIcon from '@mui/icons-material/Workspaces';
import { lazyScreen } from '../../kit/routing/lazyScreen';
import type { RouteLine } from '../../kit/routing/routeLine';
import { gruposOpcoesRecebimentoResource } from './index';

const groupConditions = lazyScreen(() => import('./GroupConditionsPage'), 'GroupConditionsPage');
const groupSuppliers = lazyScreen(() => import('./GroupSuppliersPage'), 'GroupSuppliersPage');
const groupSuppliersEdit = lazyScreen(() => import('./GroupSuppliersEditPage'), 'GroupSuppliersEditPage');

/** Receiving-option groups (spec part 2, 2.5): the list and form, a group's conditions, its suppliers and their switches. */
export const gruposOpcoesRecebimentoRoutes: readonly RouteLine[] = [
  {
    path: '/grupoOpcoesRecebimento',
    access: ['grupos-opcoes-de-recebimento'],
    write: { access: ['grupos-opcoes-de-recebimento'], create: '/grupoOpcoesRecebimento-ae', edit: '/grupoOpcoesRecebimento-ae/:id' },
    resource: gruposOpcoesRecebimentoResource,
    menu: { label: 'receivingOptionGroups', icon: WorkspacesIcon, position: 25 },
  },
  { path: '/confOpcoesRecebimento/:id', name: 'confOpcoesRecebimento', access: ['grupos-opcoes-de-recebimento'], screen: groupConditions },
  { path: '/fornecedoresGrupo/:id', name: 'fornecedoresGrupo', access: ['grupos-opcoes-de-recebimento'], screen: groupSuppliers, reads: ['fornecedoresGrupo'] },
  { path: '/fornecedoresGrupo-ae/:id', name: 'fornecedoresGrupoEditar', access: ['grupos-opcoes-de-recebimento'], screen: groupSuppliersEdit, reads: ['fornecedoresGrupo'] },
];
