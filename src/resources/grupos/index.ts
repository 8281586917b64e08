import GroupsIcon from '@mui/icons-material/Groups';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** Contact groups (/grupos, /grupos-ae[/{id}]), declared on their line of src/routes/routeTable.ts; views load on first use. */
export const gruposResource = {
  name: 'grupos',
  list: lazy(() => import('./GrupoList').then((module) => ({ default: module.GrupoList }))),
  create: lazy(() => import('./GrupoCreate').then((module) => ({ default: module.GrupoCreate }))),
  edit: lazy(() => import('./GrupoEdit').then((module) => ({ default: module.GrupoEdit }))),
  icon: GroupsIcon,
  recordRepresentation: (record: { descricao?: string }) => record.descricao ?? '',
} satisfies ResourceProps;
