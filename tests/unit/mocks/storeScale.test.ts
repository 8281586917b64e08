import { measureStore, SCALE_ROWS } from '../../bench/storeScale';

// The figure is printed by `npm run bench`; the bounds here are loose enough for a loaded 2-core machine.
describe('mock store at scale', () => {
  it('seeds a store with a 10,000-row table in under 2 s and resets it in under 50 ms (median of 10 runs)', async () => {
    const figures = await measureStore(10);
    expect(figures.rows).toBe(SCALE_ROWS);
    expect(figures.seedMs).toBeLessThan(2000);
    expect(figures.resetMs).toBeLessThan(50);
  });
});
