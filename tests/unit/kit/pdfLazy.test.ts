import { describe, expect, it } from 'vitest';
import { rawSources } from '../../helpers/rawSources';

// Raw sources (no module is executed).
const sources = rawSources('src/kit');
// `import type` is erased by the compiler: only runtime imports count.
const staticPdfjsImport = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)[^;]*?from\s*['"]pdfjs-dist[^'"]*['"]|(?:^|\n)\s*import\s*['"]pdfjs-dist/;
const relative = (path: string) => path.replace('../../../src/kit/', '');

describe('pdfjs-dist stays out of the main bundle', () => {
  it('PdfViewer.tsx does not import pdfjs-dist statically and lazy-loads PdfCanvas', () => {
    const source = sources['../../../src/kit/pdf/PdfViewer.tsx'];
    expect(source).toBeTypeOf('string');
    expect(source).not.toMatch(staticPdfjsImport);
    expect(source).not.toMatch(/from\s*['"]\.\/PdfCanvas['"]/);
    expect(source).toMatch(/const loadCanvas = \(\) => import\(\s*['"]\.\/PdfCanvas['"]\s*\)/);
    expect(source).toMatch(/lazyScreen\(loadCanvas,/);
  });

  it('only PdfCanvas.tsx imports pdfjs-dist at run time in src/kit', () => {
    const importers = Object.entries(sources)
      .filter(([, source]) => staticPdfjsImport.test(source))
      .map(([path]) => relative(path));
    expect(Object.keys(sources).length).toBeGreaterThan(10);
    expect(importers).toEqual(['pdf/PdfCanvas.tsx']);
  });

  it('type-only imports of pdfjs-dist do not count', () => {
    expect(sources['../../../src/kit/pdf/PdfPage.tsx']).toMatch(/import type \{[^}]*\} from 'pdfjs-dist'/);
    expect(staticPdfjsImport.test("import type { PDFDocumentProxy } from 'pdfjs-dist';")).toBe(false);
    expect(staticPdfjsImport.test("import { getDocument } from 'pdfjs-dist';")).toBe(true);
  });

  it('nothing in src/kit renders raw HTML', () => {
    const offenders = Object.entries(sources)
      .filter(([, source]) => /dangerouslySetInnerHTML|innerHTML\s*=/.test(source))
      .map(([path]) => relative(path));
    expect(offenders).toEqual([]);
  });
});
