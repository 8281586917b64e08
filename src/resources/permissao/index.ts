import RuleIcon from '@mui/icons-material/Rule';
import type { ResourceProps } from 'react-admin';

import { lazyScreen } from '../../kit/routing/lazyScreen';
/** Access types (/permissao, /permissao-ae[/{id_md5}]), declared on their line of src/routes/routeTable.ts; views load on first use. */
export const permissaoResource = {
  name: 'permissao',
  list: lazyScreen(() => import('./PermissaoList'), 'PermissaoList'),
  create: lazyScreen(() => import('./PermissaoCreate'), 'PermissaoCreate'),
  edit: lazyScreen(() => import('./PermissaoEdit'), 'PermissaoEdit'),
  icon: RuleIcon,
  recordRepresentation: (record: { descricao?: string }) => record.descricao ?? '',
} satisfies ResourceProps;
