import GroupsIcon from '@mui/icons-material/Groups';
import type { ResourceProps } from 'react-admin';

import { lazyScreen } from '../../kit/routing/lazyScreen';
/** Contact groups (/grupos, /grupos-ae[/{id}]), declared on their line of src/routes/routeTable.ts; views load on first use. */
export const gruposResource = {
  name: 'grupos',
  list: lazyScreen(() => import('./GrupoList'), 'GrupoList'),
  create: lazyScreen(() => import('./GrupoCreate'), 'GrupoCreate'),
  edit: lazyScreen(() => import('./GrupoEdit'), 'GrupoEdit'),
  icon: GroupsIcon,
  recordRepresentation: (record: { descricao?: string }) => record.descricao ?? '',
} satisfies ResourceProps;
