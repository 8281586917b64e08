import type { OrderTab } from './orderTabs';

/** The tabs a user may see, in the spec's order, with their spec index (0 to 6). */
export function permittedTabs(tabs: readonly OrderTab[], held: ReadonlySet<string>): { tab: OrderTab; index: number }[] {
  return tabs
    .filter((tab) => held.has(tab.permission))
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
 * The supplier the tabs show: a supplier is always itself; an internal user (isVisaoTok) needs a supplier other than
 * its own code, else the tabs stay disabled (undefined).
 */
export function tabsSupplier(user: { codigo: string; isVisaoTok: boolean }, picked: number | undefined): number | undefined {
  if (!user.isVisaoTok) return picked ?? Number(user.codigo);
  return picked !== undefined && picked !== Number(user.codigo) ? picked : undefined;
}
