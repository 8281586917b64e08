import { getHeapSpaceStatistics } from 'node:v8';

describe("the test workers' heap (vite.config.ts)", () => {
  it('lets the young generation grow to 128 MB semi-spaces: fewer scavenges for tests that allocate fast and keep little', () => {
    const garbage: { index: number; text: string }[][] = [];
    // Enough short-lived rows to fill V8's default young generation (16 MB semi-spaces) several times over.
    for (let round = 0; round < 8; round += 1) garbage.push(Array.from({ length: 100_000 }, (_, index) => ({ index, text: String(index) })));
    const young = getHeapSpaceStatistics().find((space) => space.space_name === 'new_space');
    expect(garbage).toHaveLength(8);
    expect(young!.space_size).toBeGreaterThan(2 * 16 * 1024 * 1024);
  });
});
