import type { SvgIconComponent } from '@mui/icons-material';
import { createContext, useContext } from 'react';
import type { ShortcutKey } from '../routing/routeLine';

export type PathParams = Record<string, string | number>;

/** A home shortcut card the user may open: its text key, the menu entry's icon and the line's path. */
export interface VisibleShortcut {
  key: ShortcutKey;
  icon: SvgIconComponent;
  route: string;
}

/** What screens ask of the route table, given by the app (the table imports the areas, so they never import it). */
export interface PortalRoutes {
  /** The URL of a named route (a line's `name` or resource; `<name>.create` / `<name>.edit` for a resource's forms). */
  pathTo: (name: string, params?: PathParams) => string;
  /** authProvider.canAccess, answered at once for the signed-in user: a resource or path, and an action or inside key. */
  canAccess: (params: { resource: string; action?: string }) => boolean;
  /** Whether a screen is mounted behind a path (a link never leads to a missing page). */
  isMounted: (path: string) => boolean;
  /** The route table's shortcuts the menu would show this user, in card order. */
  shortcuts: readonly VisibleShortcut[];
}

export const PortalRoutesContext = createContext<PortalRoutes | null>(null);

function usePortalRoutes(): PortalRoutes {
  const routes = useContext(PortalRoutesContext);
  if (!routes) throw new Error('PortalRoutesContext is missing: the app (or renderScreenAs) provides it.');
  return routes;
}

/** `pathTo('historicoDetalhe', { purchaseOrderId, … })`: links come from the route table, never from strings. */
export const usePathTo = (): PortalRoutes['pathTo'] => usePortalRoutes().pathTo;

/** `isMounted(path)`: whether the portal has a screen behind a path. */
export const useIsMounted = (): PortalRoutes['isMounted'] => usePortalRoutes().isMounted;

/** The home's shortcut cards for the signed-in user. */
export const useShortcuts = (): PortalRoutes['shortcuts'] => usePortalRoutes().shortcuts;

/** The access check itself, for a screen that asks about several keys (the tabs a user may open). */
export const useAccessCheck = (): PortalRoutes['canAccess'] => usePortalRoutes().canAccess;

/** Whether the user may do `action` (default 'list') on `resource`: the same answer as react-admin's useCanAccess. */
export function useCanAccessNow(params: { resource: string; action?: string }): boolean {
  return usePortalRoutes().canAccess(params);
}
