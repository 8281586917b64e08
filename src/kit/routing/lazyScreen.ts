import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyScreen<P extends object = object> = LazyExoticComponent<ComponentType<P>>;

const arriving = new Set<Promise<unknown>>();

/** A screen (or a heavy part of one) loaded only when first shown, so its code stays out of the first bundle. */
export function lazyScreen<K extends string, P extends object = object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyScreen<P> {
  return lazy(() => tracked(load().then((module) => ({ default: module[name] }))));
}

function tracked<T>(loading: Promise<T>): Promise<T> {
  arriving.add(loading);
  void loading.finally(() => arriving.delete(loading)).catch(() => undefined);
  return loading;
}

/** Starts fetching a lazy screen's code early, where a screen knows it will soon show it; a failure shows on use. */
export function preloadScreen(load: () => Promise<unknown>): void {
  tracked(load()).catch(() => undefined);
}

/**
 * Settles once every screen whose code is on its way has arrived or failed. A test file waits for it before it ends:
 * a module still loading when its worker tears the environment down fails the run.
 */
export function screensArrived(): Promise<unknown> {
  return Promise.allSettled([...arriving]);
}
