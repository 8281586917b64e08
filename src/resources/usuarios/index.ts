import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** User access release (/usuarios), declared on its line of src/routes/routeTable.ts; its list loads on first use. */
export const usuariosResource = {
  name: 'usuarios',
  list: lazy(() => import('./UsuarioList').then((module) => ({ default: module.UsuarioList }))),
  icon: ManageAccountsIcon,
  recordRepresentation: (record: { name?: string }) => record.name ?? '',
} satisfies ResourceProps;
