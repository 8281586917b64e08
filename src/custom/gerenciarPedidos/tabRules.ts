import type { PermissionKey } from '../../permissions/keys';
import type { OrderTab } from './orderTabs';

/**
 * The tabs a user may see (`mayOpen` answers for each tab's key, from the route table's access), in the spec's order,
 * with their spec index (0 to 6).
 */
export function permittedTabs(tabs: readonly OrderTab[], mayOpen: (key: PermissionKey) => boolean): { tab: OrderTab; index: number }[] {
  return tabs
    .filter((tab) => mayOpen(tab.permission))
    .sort((a, b) => a.index - b.index)
    .map((tab) => ({ tab, index: tab.index }));
}

/**
 * The tab to open: the route's tabId when it is 1 or 4 and permitted (spec: only those two open by route), else the
 * first permitted one; undefined when none is.
 */
export function initialTab(permitted: readonly { index: number }[], routeTabId: string | undefined): number | undefined {
  const asked = routeTabId === '1' || routeTabId === '4' ? Number(routeTabId) : undefined;
  if (asked !== undefined && permitted.some(({ index }) => index === asked)) return asked;
  return permitted[0]?.index;
}

/**
 * The supplier the tabs show: without the picker (no filtro-fornecedor) the user's own code; with it, the picked
 * supplier other than the user's own code, else none and the tabs stay disabled (undefined).
 */
export function tabsSupplier(user: { codigo: string; picksSupplier: boolean }, picked: number | undefined): number | undefined {
  if (!user.picksSupplier) return Number(user.codigo);
  return picked !== undefined && picked !== Number(user.codigo) ? picked : undefined;
}
