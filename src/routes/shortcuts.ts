import type { VisibleShortcut } from '../kit/access/PortalRoutesContext';
import { isMounted, showsFor } from './access';
import { ROUTES } from './routeTable';

/**
 * The home's shortcut cards (spec part 1, Home screen): the route table's shortcuts the menu would show, in card order.
 * Given to the home screen through the route context (PortalRoutesProvider), so the area never imports the table.
 */
export function visibleShortcuts(held: ReadonlySet<string>, mounted: (path: string) => boolean = isMounted): VisibleShortcut[] {
  return ROUTES.flatMap((line) =>
    line.shortcut && line.menu && showsFor(line, held, mounted) ? [{ ...line.shortcut, icon: line.menu.icon, route: line.path }] : [],
  )
    .sort((a, b) => a.position - b.position)
    .map(({ key, icon, route }) => ({ key, icon, route }));
}
