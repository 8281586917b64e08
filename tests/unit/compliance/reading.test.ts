import { isPageSeen, SEEN_THRESHOLDS } from '../../../src/kit/pdf/pageSeen';
import { isLastPageSeen, WATCH_DELAY_MS } from '../../../src/resources/compliance/reading';

describe('a page counts as seen', () => {
  it('when at least half of it is in view', () => {
    expect(isPageSeen({ pageShare: 0.5, visibleHeight: 400, boxHeight: 1000 })).toBe(true);
    expect(isPageSeen({ pageShare: 1, visibleHeight: 400, boxHeight: 1000 })).toBe(true);
    expect(isPageSeen({ pageShare: 0.49, visibleHeight: 392, boxHeight: 1000 })).toBe(false);
    expect(isPageSeen({ pageShare: 0, visibleHeight: 0, boxHeight: 1000 })).toBe(false);
  });

  it('when a page taller than the box fills at least half of the box, though less than half of it shows', () => {
    // A 1414 px page in a 700 px box is never more than 49.5% in view.
    expect(isPageSeen({ pageShare: 0.3, visibleHeight: 424, boxHeight: 700 })).toBe(true);
    expect(isPageSeen({ pageShare: 0.2, visibleHeight: 283, boxHeight: 700 })).toBe(false);
    expect(isPageSeen({ pageShare: 0.2, visibleHeight: 283, boxHeight: 0 })).toBe(false);
  });

  it('is reported in steps fine enough for that rule (every 5%, from 0 to 1)', () => {
    expect(SEEN_THRESHOLDS).toHaveLength(21);
    expect(SEEN_THRESHOLDS[0]).toBe(0);
    expect(SEEN_THRESHOLDS[10]).toBe(0.5);
    expect(SEEN_THRESHOLDS[20]).toBe(1);
  });
});

describe('the accept rule', () => {
  it('opens with the last page only', () => {
    expect(isLastPageSeen(3, 3)).toBe(true);
    expect(isLastPageSeen(1, 1)).toBe(true);
    expect(isLastPageSeen(2, 3)).toBe(false);
    expect(isLastPageSeen(1, 3)).toBe(false);
    expect(isLastPageSeen(0, 0)).toBe(false);
  });

  it('starts watching 2 s after the page opens (spec part 3, section 9)', () => {
    expect(WATCH_DELAY_MS).toBe(2000);
  });
});
