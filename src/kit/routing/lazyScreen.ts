import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyScreen = LazyExoticComponent<ComponentType>;

/** A screen loaded only when first opened, so each area's code stays out of the first bundle. */
export function lazyScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyScreen {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
