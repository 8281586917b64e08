import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import type { RouteLine } from '../../kit/routing/routeLine';
import { usuariosResource } from './index';

/** User access release. */
export const usuariosRoutes: readonly RouteLine[] = [
  { path: '/usuarios', access: ['lista-de-usuarios'], resource: usuariosResource, menu: { label: 'accessRelease', icon: ManageAccountsIcon, position: 23 } },
];
