import { describe, expect, it } from 'vitest';
import { rawSources } from '../../helpers/rawSources';

// Raw sources of the whole src tree (nothing is executed), to follow the import graph.
const sources = rawSources('src');
const ROOT = '../../../src/';
const FORBIDDEN = /^(react-admin|ra-core|ra-ui-materialui|ra-i18n-polyglot)(\/|$)/;

/** Runtime imports only: `import type` / `export type` are erased by the compiler. */
function runtimeImports(source: string, dynamic = true): string[] {
  const found: string[] = [];
  const patterns = [
    /^\s*import\s+(?!type\s)[^'"]*?from\s*['"]([^'"]+)['"]/gm,
    /^\s*export\s+(?!type\s)[^'"]*?from\s*['"]([^'"]+)['"]/gm,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    ...(dynamic ? [/import\(\s*['"]([^'"]+)['"]\s*\)/g] : []),
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.push(match[1]);
  return found;
}

function resolve(from: string, specifier: string): string | null {
  const parts = from.split('/').slice(0, -1);
  for (const segment of specifier.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.') parts.push(segment);
  }
  const base = parts.join('/');
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((path) => path in sources) ?? null;
}

/** Every bare package reached from `entry` through relative imports (`dynamic: false`: what loads with it). */
function packagesReachedFrom(entry: string, dynamic = true): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const queue = [ROOT + entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = sources[file];
    expect(source, file).toBeTypeOf('string');
    for (const specifier of runtimeImports(source, dynamic)) {
      if (!specifier.startsWith('.')) {
        packages.add(specifier);
        continue;
      }
      const target = resolve(file, specifier);
      if (target) queue.push(target);
    }
  }
  return packages;
}

const standalone = [
  'kit/snackbar/queue.ts',
  'kit/snackbar/SnackbarHost.tsx',
  'kit/snackbar/useSnackbar.ts',
  'kit/dialogs/RemoveDialog.tsx',
  'kit/errors/ErrorScreen.tsx',
  'kit/errors/RaErrorPage.tsx',
  'kit/files/FileViewer.tsx',
  'kit/files/safeUrl.ts',
  'kit/pdf/PdfViewer.tsx',
  'kit/upload/UploadBox.tsx',
  'kit/upload/validateFile.ts',
  'kit/layout/breakpoints.ts',
];

describe('standalone kit pieces (usable by the login entry)', () => {
  it.each(standalone)('%s never reaches react-admin', (entry) => {
    const forbidden = [...packagesReachedFrom(entry)].filter((name) => FORBIDDEN.test(name));
    expect(forbidden).toEqual([]);
  });

  it('the walker does see react-admin where it is used', () => {
    expect([...packagesReachedFrom('kit/list/PortalList.tsx')]).toContain('react-admin');
  });

  it('the login entry (main.tsx) loads neither react-admin, react-router, the date pickers, pdf.js nor JSZip', () => {
    const eager = [...packagesReachedFrom('main.tsx', false)];
    expect(eager.filter((name) => /^(react-admin|ra-|react-router|@mui\/x-date-pickers|pdfjs-dist|jszip)/.test(name))).toEqual([]);
    expect(eager).toContain('@mui/material/Button');
  });

  it('queue.ts is framework-free', () => {
    expect([...packagesReachedFrom('kit/snackbar/queue.ts')]).toEqual([]);
  });
});
