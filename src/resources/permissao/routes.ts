import RuleIcon from '@mui/icons-material/Rule';
import type { RouteLine } from '../../kit/routing/routeLine';
import { permissaoResource } from './index';

/** Access types: the list and its add and edit forms. */
export const permissaoRoutes: readonly RouteLine[] = [
  { path: '/permissao', access: ['manter-permissoes'], write: { access: ['manter-permissoes'], create: '/permissao-ae', edit: '/permissao-ae/:id' }, resource: permissaoResource, menu: { label: 'accessTypes', icon: RuleIcon, position: 24 } },
];
