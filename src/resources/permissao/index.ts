import RuleIcon from '@mui/icons-material/Rule';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** Access types (/permissao, /permissao-ae[/{id_md5}]), declared on their line of src/routes/routeTable.ts; views load on first use. */
export const permissaoResource = {
  name: 'permissao',
  list: lazy(() => import('./PermissaoList').then((module) => ({ default: module.PermissaoList }))),
  create: lazy(() => import('./PermissaoCreate').then((module) => ({ default: module.PermissaoCreate }))),
  edit: lazy(() => import('./PermissaoEdit').then((module) => ({ default: module.PermissaoEdit }))),
  icon: RuleIcon,
  recordRepresentation: (record: { descricao?: string }) => record.descricao ?? '',
} satisfies ResourceProps;
