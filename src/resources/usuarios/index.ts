import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import type { ResourceProps } from 'react-admin';

import { lazyScreen } from '../../kit/routing/lazyScreen';
/** User access release (/usuarios), declared on its line of src/routes/routeTable.ts; its list loads on first use. */
export const usuariosResource = {
  name: 'usuarios',
  list: lazyScreen(() => import('./UsuarioList'), 'UsuarioList'),
  icon: ManageAccountsIcon,
  recordRepresentation: (record: { name?: string }) => record.name ?? '',
} satisfies ResourceProps;
