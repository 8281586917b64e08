import { useEffect, useRef } from 'react';

/**
 * A box that scrolls sideways (a table wider than the screen) becomes a tab stop while it overflows, so that the
 * keyboard alone can scroll it (WCAG 2.1.1; axe's scrollable-region-focusable). `selector` finds the scrolling box
 * inside the returned ref's element; it is looked up again whenever the element's size changes (rows come and go).
 */
export function useKeyboardScroll<T extends HTMLElement>(selector: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const outer = ref.current;
    if (!outer || typeof ResizeObserver === 'undefined') return undefined;
    const update = () => {
      const box = outer.querySelector<HTMLElement>(selector);
      if (!box) return;
      if (box.scrollWidth > box.clientWidth) box.tabIndex = 0;
      else box.removeAttribute('tabindex');
    };
    const observer = new ResizeObserver(update);
    observer.observe(outer);
    update();
    return () => observer.disconnect();
  }, [selector]);
  return ref;
}
