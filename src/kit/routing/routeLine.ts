import type { SvgIconComponent } from '@mui/icons-material';
import type { ResourceProps } from 'react-admin';
import type { app } from '../../i18n/pt-BR/app';
import type { home } from '../../i18n/pt-BR/pages/home';
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
  /** The add/edit routes `${path}-ae` and `${path}-ae/:id` (spec part 1) open with ANY of these keys. */
  write?: readonly PermissionKey[];
  /** Keys that act inside the screen (tabs, admin actions, home cards). */
  inside?: readonly PermissionKey[];
  /** A custom page. */
  screen?: LazyScreen;
  /**
   * The react-admin resource behind the route: its name until the area builds its views, then its configuration
   * (list at `path`, create at `${path}-ae`, edit at `${path}-ae/:id`).
   */
  resource?: string | ResourceProps;
  /** Further react-admin resources the route's screens read (a detail's card and table): they open with its `access`. */
  reads?: readonly string[];
  /** Menu entry, in the order of this table; `unless` hides it when the user holds that key. */
  menu?: { label: MenuLabel; icon: SvgIconComponent; group?: MenuGroupName; unless?: PermissionKey };
  /** Home shortcut card, at `position` among the cards (it uses the menu entry's icon). */
  shortcut?: { key: ShortcutKey; position: number };
}
