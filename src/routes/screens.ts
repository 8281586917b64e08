import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ResourceProps } from 'react-admin';
import { logsResource } from '../resources/logs';

export interface ScreenRoute {
  /** A react-router path ('/formularios/editar/:id'); its permission comes from src/permissions/routes.ts. */
  path: string;
  component: LazyExoticComponent<ComponentType>;
}

/** A screen loaded only when first opened, so each area's code stays out of the first bundle. */
export function screen<K extends string>(path: string, load: () => Promise<Record<K, ComponentType>>, name: K): ScreenRoute {
  return { path, component: lazy(() => load().then((module) => ({ default: module[name] }))) };
}

/** Every custom screen of the portal; each area adds its own line. */
export const SCREENS: readonly ScreenRoute[] = [
  screen('/perfil', () => import('../custom/profile/ProfilePage'), 'ProfilePage'),
  screen('/temas', () => import('../custom/themes/ThemesPage'), 'ThemesPage'),
];

/** Every react-admin resource (list at /<name>); each area adds its own `index.ts` config here. */
export const RESOURCES: readonly ResourceProps[] = [logsResource];

/** Whether a route has a screen behind it (the menu and the home shortcuts show only those). */
export function isMounted(route: string): boolean {
  return route === '/' || SCREENS.some((entry) => entry.path === route) || RESOURCES.some((resource) => `/${resource.name}` === route);
}
