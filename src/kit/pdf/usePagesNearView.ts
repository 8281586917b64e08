import { useEffect, useState } from 'react';

/** Pages up to one view height above or below the visible part are drawn ahead, so scrolling rarely meets a blank page. */
const NEAR_MARGIN = '100% 0px';

/**
 * Whether a page (an element with data-pdf-page inside root, the scrolling box) is in or near the
 * visible part; pages that scroll far away drop out, so their canvases are released.
 * Without IntersectionObserver every page counts as near.
 */
export function usePagesNearView(root: HTMLElement | null): (page: number) => boolean {
  const [near, setNear] = useState<ReadonlySet<number>>(() => new Set());

  useEffect(() => {
    if (!root || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) =>
        setNear((previous) => {
          const next = new Set(previous);
          for (const { target, isIntersecting } of entries) {
            const page = Number(target.getAttribute('data-pdf-page'));
            if (isIntersecting) next.add(page);
            else next.delete(page);
          }
          return next;
        }),
      { root, rootMargin: NEAR_MARGIN },
    );
    root.querySelectorAll('[data-pdf-page]').forEach((page) => observer.observe(page));
    return () => observer.disconnect();
  }, [root]);

  return (page) => typeof IntersectionObserver === 'undefined' || near.has(page);
}
