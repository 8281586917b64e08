import { describe, expect, it } from 'vitest';
import { rawSources } from '../../helpers/rawSources';

// Raw sources (no module is executed).
const sources = rawSources('src');
const staticJszipImport = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)[^;]*?from\s*['"]jszip['"]|(?:^|\n)\s*import\s*['"]jszip['"]/;

describe('jszip stays out of the first bundle', () => {
  it('no source imports jszip statically', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(10);
    const importers = Object.entries(sources).filter(([, source]) => staticJszipImport.test(source));
    expect(importers.map(([path]) => path)).toEqual([]);
  });

  it('zipFiles fetches it with a dynamic import', () => {
    expect(sources['../../../src/kit/zip/zipFiles.ts']).toMatch(/await import\(\s*['"]jszip['"]\s*\)/);
  });
});
