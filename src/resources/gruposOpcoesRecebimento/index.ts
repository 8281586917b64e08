import WorkspacesIcon from '@mui/icons-material/Workspaces';
import type { ResourceProps } from 'react-admin';

import { lazyScreen } from '../../kit/routing/lazyScreen';
/** Receiving-option groups (/grupoOpcoesRecebimento, -ae[/{id}]), declared on their line of src/routes/routeTable.ts; views load on first use. */
export const gruposOpcoesRecebimentoResource = {
  name: 'gruposOpcoesRecebimento',
  list: lazyScreen(() => import('./GrupoOpcaoList'), 'GrupoOpcaoList'),
  create: lazyScreen(() => import('./GrupoOpcaoCreate'), 'GrupoOpcaoCreate'),
  edit: lazyScreen(() => import('./GrupoOpcaoEdit'), 'GrupoOpcaoEdit'),
  icon: WorkspacesIcon,
  recordRepresentation: (record: { receivingGroupName?: string }) => record.receivingGroupName ?? '',
} satisfies ResourceProps;
