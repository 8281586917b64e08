import { useSyncExternalStore } from 'react';

/** The title of the screen on display, for the app bar: every screen names itself through usePageTitle. */
let current = '';
const listeners = new Set<() => void>();

export function setScreenTitle(title: string): void {
  if (title === current) return;
  current = title;
  listeners.forEach((listener) => listener());
}

/** Clears the title only if it is still the one given (the next screen may have set its own already). */
export function clearScreenTitle(title: string): void {
  if (current === title) setScreenTitle('');
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useScreenTitle(): string {
  return useSyncExternalStore(subscribe, () => current);
}
