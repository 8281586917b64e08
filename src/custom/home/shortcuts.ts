import type { SvgIconComponent } from '@mui/icons-material';
import { showsFor } from '../../layout/menuTable';
import { isMounted } from '../../routes/access';
import { ROUTES } from '../../routes/routeTable';
import type { ShortcutKey } from '../../kit/routing/routeLine';

export interface VisibleShortcut {
  key: ShortcutKey;
  icon: SvgIconComponent;
  route: string;
}

/** The home's shortcut cards (spec part 1, Home screen): the route table's shortcuts the menu would show, in card order. */
export function visibleShortcuts(held: ReadonlySet<string>, mounted: (path: string) => boolean = isMounted): VisibleShortcut[] {
  return ROUTES.flatMap((line) =>
    line.shortcut && line.menu && showsFor(line, held, mounted) ? [{ ...line.shortcut, icon: line.menu.icon, route: line.path }] : [],
  )
    .sort((a, b) => a.position - b.position)
    .map(({ key, icon, route }) => ({ key, icon, route }));
}
