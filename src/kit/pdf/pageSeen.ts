/** Share of a page, or of the visible box, that makes a page count as seen. */
export const SEEN_SHARE = 0.5;

/** Visibility steps the watcher is told about: fine enough that a page taller than the box still reaches the rule. */
export const SEEN_THRESHOLDS: readonly number[] = Array.from({ length: 21 }, (_, step) => step / 20);

export interface PageVisibility {
  /** Part of the page inside the visible box (0 to 1). */
  pageShare: number;
  /** Visible height of the page, and height of the box it scrolls in (CSS pixels). */
  visibleHeight: number;
  boxHeight: number;
}

/**
 * A page has been seen when at least half of it is in view, or when it fills at least half of the visible box (a
 * page taller than twice the box can never be half in view).
 */
export function isPageSeen({ pageShare, visibleHeight, boxHeight }: PageVisibility): boolean {
  if (pageShare >= SEEN_SHARE) return true;
  return boxHeight > 0 && visibleHeight / boxHeight >= SEEN_SHARE;
}
