import { useCallback, useSyncExternalStore } from 'react';

/** An element's inner width (clientWidth), followed as it resizes; 0 before it is mounted. */
export function useElementWidth(element: HTMLElement | null): number {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!element || typeof ResizeObserver === 'undefined') return () => undefined;
      const observer = new ResizeObserver(onChange);
      observer.observe(element);
      return () => observer.disconnect();
    },
    [element],
  );
  return useSyncExternalStore(subscribe, () => element?.clientWidth ?? 0, () => 0);
}
