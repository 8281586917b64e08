import GroupsIcon from '@mui/icons-material/Groups';
import type { RouteLine } from '../../kit/routing/routeLine';
import { gruposResource } from './index';

/** Contact groups: the list and its add and edit forms. */
export const gruposRoutes: readonly RouteLine[] = [
  { path: '/grupos', access: ['manter-grupos'], write: { access: ['manter-grupos'], create: '/grupos-ae', edit: '/grupos-ae/:id' }, resource: gruposResource, menu: { label: 'contactGroups', icon: GroupsIcon, position: 19 } },
];
