import { useEffect, useEffectEvent } from 'react';
import { isPageSeen, SEEN_THRESHOLDS } from './pageSeen';

/**
 * Tells `onSeen(page)` each time a page (an element with data-pdf-page inside root, the scrolling box) becomes seen
 * (see isPageSeen). Watching starts when `onSeen` is given, and the observer's first report then covers the pages
 * already in view; without `onSeen`, or without IntersectionObserver, nothing is watched.
 */
export function usePagesSeen(root: HTMLElement | null, onSeen: ((page: number) => void) | undefined): void {
  const watching = onSeen !== undefined;
  const report = useEffectEvent((page: number) => onSeen?.(page));

  useEffect(() => {
    if (!root || !watching || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const seen = isPageSeen({
            pageShare: entry.intersectionRatio,
            visibleHeight: entry.intersectionRect.height,
            boxHeight: entry.rootBounds?.height ?? 0,
          });
          if (entry.isIntersecting && seen) report(Number(entry.target.getAttribute('data-pdf-page')));
        }
      },
      { root, threshold: [...SEEN_THRESHOLDS] },
    );
    root.querySelectorAll('[data-pdf-page]').forEach((page) => observer.observe(page));
    return () => observer.disconnect();
  }, [root, watching]);
}
