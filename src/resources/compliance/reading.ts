/** The signing page waits this long before it starts watching for the last page (spec part 3, section 9). */
export const WATCH_DELAY_MS = 2000;

/** The accept button's rule: the page reported as seen is the document's last one. */
export function isLastPageSeen(page: number, pageCount: number): boolean {
  return pageCount > 0 && page === pageCount;
}
