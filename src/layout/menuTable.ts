import type { SvgIconComponent } from '@mui/icons-material';
import { allows, isMounted, showsFor } from '../routes/access';
import { MENU_GROUPS, ROUTES } from '../routes/routeTable';
import type { MenuGroupName, MenuLabel, RouteLine } from '../kit/routing/routeLine';

export interface VisibleEntry {
  label: MenuLabel;
  icon: SvgIconComponent;
  route: string;
}

export type VisibleItem = ({ kind: 'entry' } & VisibleEntry) | { kind: 'group'; label: MenuGroupName; icon: SvgIconComponent; entries: VisibleEntry[] };

type MenuLine = RouteLine & { menu: NonNullable<RouteLine['menu']> };

/**
 * The side menu a user sees, derived from the route table in the entries' positions: an entry needs its permission and a
 * mounted screen (an entry never leads to a missing page); a group shows with its own keys and a visible entry.
 */
export function visibleMenu(held: ReadonlySet<string>, mounted: (path: string) => boolean = isMounted): VisibleItem[] {
  const items: VisibleItem[] = [];
  const groups = new Map<MenuGroupName, Extract<VisibleItem, { kind: 'group' }>>();
  const menuLines = ROUTES.filter((candidate): candidate is MenuLine => candidate.menu !== undefined).sort((a, b) => a.menu.position - b.menu.position);
  for (const line of menuLines) {
    const { group, label, icon } = line.menu;
    if (group && !groups.has(group)) {
      const item = { kind: 'group' as const, label: group, icon: MENU_GROUPS[group].icon, entries: [] };
      groups.set(group, item);
      items.push(item);
    }
    if (!showsFor(line, held, mounted)) continue;
    const entry = { label, icon, route: line.path };
    if (group) groups.get(group)?.entries.push(entry);
    else items.push({ kind: 'entry', ...entry });
  }
  return items.filter((item) => item.kind === 'entry' || (item.entries.length > 0 && allows(MENU_GROUPS[item.label].access, held)));
}
