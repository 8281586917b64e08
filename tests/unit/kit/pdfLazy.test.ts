import { describe, expect, it } from 'vitest';

// Raw sources, read through Vite (no module is executed).
const sources = import.meta.glob<string>('../../../src/kit/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });
const staticPdfjsImport = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*['"]pdfjs-dist[^'"]*['"]|(?:^|\n)\s*import\s*['"]pdfjs-dist/;
const relative = (path: string) => path.replace('../../../src/kit/', '');

describe('pdfjs-dist stays out of the main bundle', () => {
  it('PdfViewer.tsx does not import pdfjs-dist statically and lazy-loads PdfCanvas', () => {
    const source = sources['../../../src/kit/pdf/PdfViewer.tsx'];
    expect(source).toBeTypeOf('string');
    expect(source).not.toMatch(staticPdfjsImport);
    expect(source).not.toMatch(/from\s*['"]\.\/PdfCanvas['"]/);
    expect(source).toMatch(/lazy\(\s*\(\)\s*=>\s*import\(\s*['"]\.\/PdfCanvas['"]\s*\)\s*\)/);
  });

  it('only PdfCanvas.tsx imports pdfjs-dist in src/kit', () => {
    const importers = Object.entries(sources)
      .filter(([, source]) => staticPdfjsImport.test(source))
      .map(([path]) => relative(path));
    expect(Object.keys(sources).length).toBeGreaterThan(10);
    expect(importers).toEqual(['pdf/PdfCanvas.tsx']);
  });

  it('nothing in src/kit renders raw HTML', () => {
    const offenders = Object.entries(sources)
      .filter(([, source]) => /dangerouslySetInnerHTML|innerHTML\s*=/.test(source))
      .map(([path]) => relative(path));
    expect(offenders).toEqual([]);
  });
});
