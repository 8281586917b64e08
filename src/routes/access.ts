import { generatePath, matchRoutes } from 'react-router-dom';
import type { ResourceProps } from 'react-admin';
import type { PermissionKey } from '../permissions/keys';
import { ROUTES } from './routeTable';
import type { Access, RouteLine } from '../kit/routing/routeLine';

/** One URL pattern of the portal: a line's own path, or one of its resource's add/edit forms. */
export interface RouteEntry {
  pattern: string;
  access: Access;
  line: RouteLine;
  view: 'page' | 'create' | 'edit';
}

export const ROUTE_ENTRIES: readonly RouteEntry[] = ROUTES.flatMap((line): RouteEntry[] => [
  { pattern: line.path, access: line.access, line, view: 'page' },
  ...(line.write
    ? [
        { pattern: line.write.create, access: line.write.access, line, view: 'create' as const },
        { pattern: line.write.edit, access: line.write.access, line, view: 'edit' as const },
      ]
    : []),
]);

const MATCHABLE = ROUTE_ENTRIES.map((entry) => ({ path: entry.pattern, caseSensitive: false, entry }));

/** '/Perfil/?x=1#y' → '/Perfil': no query, no hash, no repeated or trailing slash. */
export function cleanPath(path: string): string {
  const bare = path.split(/[?#]/)[0].replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  return bare.startsWith('/') ? bare : `/${bare}`;
}

/** The most specific route for a concrete path (react-router's own ranking, any letter case). */
export function routeForPath(path: string): RouteEntry | undefined {
  const matches = matchRoutes(MATCHABLE, cleanPath(path));
  return matches?.[matches.length - 1]?.route.entry;
}

export function allows(access: Access | undefined, held: ReadonlySet<string>): boolean {
  if (!access) return false;
  return access === 'always' || access.some((key) => held.has(key));
}

/** A line's menu entry (and shortcut) shows with its access keys (and without its `unless` key) once its screen is mounted. */
export function showsFor(line: RouteLine, held: ReadonlySet<string>, mounted: (path: string) => boolean): boolean {
  if (line.menu?.unless && allows([line.menu.unless], held)) return false;
  return allows(line.access, held) && mounted(line.path);
}

export function canOpenPath(path: string, held: ReadonlySet<string>): boolean {
  return allows(routeForPath(path)?.access, held);
}

/** Whether a screen is mounted behind an entry (the menu, the shortcuts and links show only those). */
export function entryIsMounted(entry: RouteEntry): boolean {
  if (entry.pattern === '/') return true;
  const { screen } = entry.line;
  const resource = resourceViews(entry.line);
  if (entry.view === 'create') return Boolean(resource?.create);
  if (entry.view === 'edit') return Boolean(resource?.edit);
  return Boolean(screen ?? resource?.list);
}

export function isMounted(path: string): boolean {
  const entry = routeForPath(path);
  return entry !== undefined && entryIsMounted(entry);
}

export const resourceName = (line: RouteLine): string | undefined => (typeof line.resource === 'string' ? line.resource : line.resource?.name);

/** The resource's views, once its area has built them. */
export const resourceViews = (line: RouteLine): ResourceProps | undefined => (typeof line.resource === 'object' ? line.resource : undefined);

export function resourceLine(name: string): RouteLine | undefined {
  return ROUTES.find((line) => resourceName(line) === name);
}

/** The line that grants a resource: the one it is the resource of, else one whose screens read it. */
const grantingLine = (name: string): RouteLine | undefined => resourceLine(name) ?? ROUTES.find((line) => line.reads?.includes(name));

/** Where a resource's views live: the spec's URLs, not react-admin's /<name>/... defaults. */
export function resourcePaths(line: RouteLine) {
  return {
    list: line.path,
    create: line.write?.create ?? `${line.path}-ae`,
    edit: (id: string | number) => generatePath(line.write?.edit ?? `${line.path}-ae/:id`, { id: String(id) }),
  };
}

/** The spec's URLs of a resource declared in the route table. */
export function pathsOfResource(name: string): ReturnType<typeof resourcePaths> {
  const line = resourceLine(name);
  if (!line) throw new Error(`No route line for resource "${name}"`);
  return resourcePaths(line);
}

const WRITE_ACTIONS = new Set(['create', 'edit', 'delete']);

/**
 * react-admin's canAccess for a resource name or a path: write actions need the line's `write` keys; an action that
 * is one of the line's `inside` keys (a tab, an admin action) needs that key besides the line's access.
 */
export function canAccessResource(resource: string, action: string, held: ReadonlySet<string>): boolean {
  const entry = resource.startsWith('/') ? routeForPath(resource) : undefined;
  const line = entry ? entry.line : grantingLine(resource);
  if (!line) return false;
  const access = entry ? entry.access : WRITE_ACTIONS.has(action) ? (line.write?.access ?? line.access) : line.access;
  if (!allows(access, held)) return false;
  return line.inside?.includes(action as PermissionKey) ? held.has(action) : true;
}
