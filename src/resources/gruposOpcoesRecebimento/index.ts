import WorkspacesIcon from '@mui/icons-material/Workspaces';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** Receiving-option groups (/grupoOpcoesRecebimento, -ae[/{id}]), declared on their line of src/routes/routeTable.ts; views load on first use. */
export const gruposOpcoesRecebimentoResource = {
  name: 'gruposOpcoesRecebimento',
  list: lazy(() => import('./GrupoOpcaoList').then((module) => ({ default: module.GrupoOpcaoList }))),
  create: lazy(() => import('./GrupoOpcaoCreate').then((module) => ({ default: module.GrupoOpcaoCreate }))),
  edit: lazy(() => import('./GrupoOpcaoEdit').then((module) => ({ default: module.GrupoOpcaoEdit }))),
  icon: WorkspacesIcon,
  recordRepresentation: (record: { receivingGroupName?: string }) => record.receivingGroupName ?? '',
} satisfies ResourceProps;
