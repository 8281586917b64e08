import { positionOf, trendOf } from '../../../src/custom/scorecard/scorecard';

describe('trendOf: the 12-month trend of a figure', () => {
  it('is the least-squares slope per month, judged by whether more of the figure is better', () => {
    const rising = [80, 82, 84, 86, 88, 90, 92, 94, 96, 98, 99, 100];
    const otif = trendOf(rising, 'otif');
    expect(otif?.judgement).toBe('better');
    expect(otif?.slope).toBeCloseTo(1.8916, 3);
    // More discount is worse: the same rise reads as worsening.
    expect(trendOf(rising, 'noShowDiscount')?.judgement).toBe('worse');
    expect(trendOf([...rising].reverse(), 'delayDays')?.judgement).toBe('better');
    expect(trendOf([...rising].reverse(), 'onTime')?.judgement).toBe('worse');
  });

  it('leaves out months without a value and needs two values', () => {
    expect(trendOf([null, 10, null, 20, null, 30], 'onTime')).toEqual({ slope: 5, judgement: 'better' });
    expect(trendOf([null, 50, null], 'otif')).toBeUndefined();
    expect(trendOf([], 'otif')).toBeUndefined();
  });

  it('calls a change below the unit’s threshold per month level', () => {
    expect(trendOf([90, 90.2, 90.4, 90.6], 'otif')).toEqual({ slope: expect.closeTo(0.2, 5), judgement: 'same' });
    expect(trendOf([90, 91, 92, 93], 'otif')?.judgement).toBe('better');
    expect(trendOf([100, 100.5, 101, 101.5], 'lateChangeDiscount')?.judgement).toBe('same');
    expect(trendOf([5, 5, 5, 5], 'delayDays')).toEqual({ slope: 0, judgement: 'same' });
  });
});

describe("positionOf: the supplier's 12 months against the category's median", () => {
  it('better or worse by the figure’s direction, the same when equal, nothing without both', () => {
    expect(positionOf({ period: 92.5, periodMedian: 88 }, 'otif')).toBe('better');
    expect(positionOf({ period: 80, periodMedian: 88 }, 'otif')).toBe('worse');
    expect(positionOf({ period: 120.5, periodMedian: 80 }, 'noShowDiscount')).toBe('worse');
    expect(positionOf({ period: 1.5, periodMedian: 3 }, 'delayDays')).toBe('better');
    expect(positionOf({ period: 40, periodMedian: 40 }, 'onTime')).toBe('same');
    expect(positionOf({ period: null, periodMedian: 40 }, 'otif')).toBeUndefined();
    expect(positionOf({ period: 40, periodMedian: null }, 'otif')).toBeUndefined();
  });
});
