import type { SvgIconComponent } from '@mui/icons-material';
import type { ResourceProps } from 'react-admin';
import type { app } from '../../i18n/pt-BR/app';
import type { home } from '../../i18n/pt-BR/home';
import type { PermissionKey } from '../../permissions/keys';
import type { LazyScreen } from './lazyScreen';

/** A route opens with ANY of its keys; 'always' needs only a session. */
export type Access = 'always' | readonly PermissionKey[];
export type MenuLabel = Exclude<keyof typeof app.menu, 'logout' | 'openProfile'>;
export type ShortcutKey = Exclude<keyof typeof home.shortcuts, 'title' | 'open' | `${string}Text`>;
export type MenuGroupName = 'quality' | 'documents';

export interface RouteLine {
  /** The spec's URL in react-router syntax ('/formularios/editar/:id'); matched without regard to case. */
  path: string;
  /** The line's name for links (`pathTo(name, params)`); a resource's line is also known by the resource's name. */
  name?: string;
  access: Access;
  /**
   * The resource's add and edit forms at the spec's URLs ('/comunicados-ae', '/comunicados-ae/:id';
   * '/formularios/cadastrar', '/formularios/editar/:id'): they open with ANY of `access`.
   */
  write?: { access: readonly PermissionKey[]; create: string; edit: string };
  /** Keys that act inside the screen (tabs, admin actions, home cards). */
  inside?: readonly PermissionKey[];
  /** A custom page. */
  screen?: LazyScreen;
  /**
   * The react-admin resource behind the route: its name until the area builds its views, then its configuration
   * (list at `path`, create and edit at `write`'s paths).
   */
  resource?: string | ResourceProps;
  /** Further react-admin resources the route's screens read (a detail's card and table): they open with its `access`. */
  reads?: readonly string[];
  /** Menu entry at `position` (groups take the place of their first entry); `unless` hides it when the user holds that key. */
  menu?: { label: MenuLabel; icon: SvgIconComponent; position: number; group?: MenuGroupName; unless?: PermissionKey };
  /** Home shortcut card, at `position` among the cards (it uses the menu entry's icon). */
  shortcut?: { key: ShortcutKey; position: number };
}
