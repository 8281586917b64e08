import { measureStore, SCALE_ROWS } from '../../bench/storeScale';

// `npm run bench` prints the median on a quiet machine; here other test files run alongside, so the fastest run is bounded.
describe('mock store at scale', () => {
  it('seeds a store with a 10,000-row table in under 2 s and resets it in under 50 ms (fastest of 10 runs)', async () => {
    const figures = await measureStore(10);
    expect(figures.rows).toBe(SCALE_ROWS);
    expect(figures.seedMs).toBeLessThan(2000);
    expect(figures.bestResetMs).toBeLessThan(50);
  });
});
