// @vitest-environment node
/**
 * The production build (mock off) must carry no mock backend (MSW, faker) at all, and the eager
 * chunks (what the browser loads before any lazy route) must not carry the heavy viewers either
 * (pdfjs-dist, jszip) — those belong in lazy chunks.
 *
 * Markers are string literals that survive minification; they were chosen by bundling each library
 * with Vite and checking the minified output (and that React/react-admin/MUI do not contain them).
 * The last test re-checks that every marker group still occurs in the installed library, so an
 * upgrade that drops a marker fails loudly instead of silently weakening this test.
 *
 * The login entry (index.html -> src/main.tsx) loads before anyone signs in: its eager JavaScript stays within
 * LOGIN_JS_BUDGET_KB gzip, and its static import graph (read from the bundler's module graph, so a module that
 * reaches it through any chain counts) carries no area's code (src/resources, src/custom, src/dataProviders/<area>),
 * no area's messages and no react-admin: the app is loaded with import('./App') once there is a session.
 *
 * Note for the app: only an inline `import.meta.env.VITE_MOCK === 'on'` guard around the dynamic
 * import of the mock is removed by the production build; a flag read through another module
 * (e.g. `config.mock`) keeps the mock chunk in the output.
 */
import { existsSync, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { build, type Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const MARKERS = {
  msw: ['[MSW]', 'INTEGRITY_CHECK_REQUEST'],
  faker: ['@faker-js', 'github.com/faker-js/faker', 'fakerjs.dev', '.faker.helpers.'],
  pdfjs: ['GlobalWorkerOptions', 'pdfjsVersion', 'pdfjs-editor-'],
  jszip: ['JSZip'],
  // pdf-lib draws the mock's PDFs and, in a lazy chunk only, the protocol receipt; graphql-js runs the mock's GraphQL schema.
  pdflib: ['EncryptedPDFError'],
  graphql: ['Cannot query field'],
} as const;
type Library = keyof typeof MARKERS;

/** Where each library's code lives in node_modules (for the marker self-check). */
const LIBRARY_DIRS: Record<Library, string> = {
  msw: 'node_modules/msw/lib/core',
  faker: 'node_modules/@faker-js/faker/dist',
  pdfjs: 'node_modules/pdfjs-dist/build',
  jszip: 'node_modules/jszip/dist',
  pdflib: 'node_modules/pdf-lib/dist',
  graphql: 'node_modules/graphql/validation',
};

const TEXT_FILE = /\.(m?js|css|html|json|svg|txt|webmanifest)$/;

let outDir = '';
let files: string[] = [];

/** Gzip budget of the login entry's eager JavaScript (issue 17; README's bench measures the same files in the demo build). */
const LOGIN_JS_BUDGET_KB = 165;

/** Modules (paths from the repository root) statically reachable from index.html, recorded during the build. */
let loginGraph: string[] = [];

/** Records the static import graph of the entry (dynamic imports, e.g. import('./App'), are not followed). */
function loginGraphRecorder(): Plugin {
  return {
    name: 'test-login-graph',
    generateBundle() {
      const entry = [...this.getModuleIds()].find((id) => this.getModuleInfo(id)?.isEntry);
      const seen = new Set<string>();
      const queue = entry ? [entry] : [];
      while (queue.length) {
        const id = queue.shift() as string;
        if (seen.has(id)) continue;
        seen.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      loginGraph = [...seen].map((id) => path.relative(root, id.replace(/^\0/, '').split('?')[0]).split(path.sep).join('/'));
    },
  };
}

/** Code the login entry must not reach: an area (screens, its provider, its messages) or react-admin. */
function forbiddenBeforeLogin(file: string): boolean {
  if (/^src\/(resources|custom)\//.test(file)) return true;
  if (/^src\/dataProviders\//.test(file) && !/^src\/dataProviders\/(core\/|auth(\.ts|\/))/.test(file)) return true;
  if (/^src\/i18n\/(messages|i18nProvider|translate)\.ts$/.test(file)) return true;
  if (/^src\/i18n\/pt-BR\//.test(file) && !/^src\/i18n\/pt-BR\/(app|kit)\.ts$/.test(file)) return true;
  if (/^src\/(App|authProvider)\.tsx?$|^src\/routes\//.test(file)) return true;
  return /node_modules\/(react-admin|ra-core|ra-ui-materialui|@tanstack)\//.test(file);
}

async function walk(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await walk(full)));
    else out.push(full);
  }
  return out;
}

function markersIn(text: string, libraries: readonly Library[]): string[] {
  return libraries.flatMap((lib) => MARKERS[lib].filter((m) => text.includes(m)).map((m) => `${lib}: ${m}`));
}

const rel = (file: string) => path.relative(outDir, file).split(path.sep).join('/');

/** Local (relative or root-relative) URL of a built file -> absolute path inside outDir. */
function localFile(ref: string, fromDir: string): string | null {
  if (/^(?:[a-z]+:)?\/\//i.test(ref) || ref.startsWith('data:')) return null;
  const clean = ref.split(/[?#]/)[0];
  return clean.startsWith('/') ? path.join(outDir, clean) : path.resolve(fromDir, clean);
}

/** Static imports/re-exports of a minified ES module (dynamic import() is not matched). */
function staticImports(code: string): string[] {
  const specs: string[] = [];
  const re = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*\s{},]*?\s*from\s*)?["'`](\.{1,2}\/[^"'`]+)["'`]/g;
  for (let m = re.exec(code); m; m = re.exec(code)) specs.push(m[1]);
  return specs;
}

/** index.html's entry scripts, modulepreloads and stylesheets, plus every static import they pull in. */
async function eagerFiles(): Promise<string[]> {
  const html = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
  const queue: string[] = [];
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/gi) ?? []) {
    const isModuleScript = /^<script/i.test(tag) && /type=["']?module/i.test(tag);
    const isPreloadOrCss = /^<link/i.test(tag) && /rel=["']?(?:modulepreload|stylesheet)/i.test(tag);
    const ref = /\b(?:src|href)=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if ((isModuleScript || isPreloadOrCss) && ref) {
      const file = localFile(ref, outDir);
      if (file) queue.push(file);
    }
  }
  const seen = new Set<string>();
  while (queue.length) {
    const file = queue.shift() as string;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    if (!/\.m?js$/.test(file)) continue;
    const code = await fs.readFile(file, 'utf8');
    for (const spec of staticImports(code)) {
      const dep = localFile(spec, path.dirname(file));
      if (dep) queue.push(dep);
    }
  }
  return [...seen];
}

describe('production bundle (VITE_MOCK=off)', () => {
  beforeAll(async () => {
    outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-prod-bundle-'));
    const saved = { NODE_ENV: process.env.NODE_ENV, VITE_MOCK: process.env.VITE_MOCK };
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    process.env.NODE_ENV = 'production';
    process.env.VITE_MOCK = 'off';
    try {
      await build({
        root,
        mode: 'production',
        logLevel: 'silent',
        plugins: [loginGraphRecorder()],
        build: { outDir, emptyOutDir: true },
      });
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
    files = await walk(outDir);
  }, 180_000);

  afterAll(async () => {
    if (outDir) await fs.rm(outDir, { recursive: true, force: true });
  });

  it('emits index.html and JavaScript', () => {
    expect(files.map(rel)).toContain('index.html');
    expect(files.some((f) => /\.m?js$/.test(f))).toBe(true);
  });

  it('does not emit mockServiceWorker.js', () => {
    expect(files.map(rel).filter((f) => /mockServiceWorker/i.test(path.posix.basename(f)))).toEqual([]);
  });

  it('carries no code of the mock (MSW, faker, graphql-js) in any file', async () => {
    const offenders: string[] = [];
    for (const file of files.filter((f) => TEXT_FILE.test(f))) {
      const found = markersIn(await fs.readFile(file, 'utf8'), ['msw', 'faker', 'graphql']);
      if (found.length) offenders.push(`${rel(file)} (${found.join(', ')})`);
    }
    expect(offenders).toEqual([]);
  });

  it('keeps pdfjs-dist, jszip, pdf-lib, MSW and faker out of the eager chunks', async () => {
    const eager = await eagerFiles();
    expect(eager.some((f) => /\.m?js$/.test(f))).toBe(true);
    const offenders: string[] = [];
    for (const file of eager) {
      const found = markersIn(await fs.readFile(file, 'utf8'), ['pdfjs', 'jszip', 'pdflib', 'msw', 'faker']);
      if (found.length) offenders.push(`${rel(file)} (${found.join(', ')})`);
    }
    expect(offenders, `eager chunks: ${eager.map(rel).join(', ')}`).toEqual([]);
  });

  it(`keeps the login entry's eager JavaScript within ${LOGIN_JS_BUDGET_KB} KB gzip`, async () => {
    const eagerJs = (await eagerFiles()).filter((f) => /\.m?js$/.test(f));
    const sizes = await Promise.all(eagerJs.map(async (f) => ({ file: rel(f), gzip: zlib.gzipSync(await fs.readFile(f), { level: 9 }).length })));
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    const listing = sizes
      .sort((a, b) => b.gzip - a.gzip)
      .map((s) => `${s.file} ${(s.gzip / 1024).toFixed(1)} KB`)
      .join(', ');
    expect(total / 1024, `eager JS ${(total / 1024).toFixed(1)} KB gzip: ${listing}`).toBeLessThanOrEqual(LOGIN_JS_BUDGET_KB);
  });

  it("carries no area's code, messages or react-admin in the login entry's static import graph", () => {
    expect(loginGraph).toContain('src/main.tsx');
    expect(loginGraph).toContain('src/login/LoginScreen.tsx');
    expect(loginGraph.filter(forbiddenBeforeLogin)).toEqual([]);
  });

  it('markers still occur in the installed libraries', async () => {
    for (const lib of Object.keys(MARKERS) as Library[]) {
      const dir = path.join(root, LIBRARY_DIRS[lib]);
      const sources = (await walk(dir)).filter((f) => /\.m?js$/.test(f) && !f.endsWith('.d.ts'));
      const hits = new Set<string>();
      for (const file of sources) {
        const text = await fs.readFile(file, 'utf8');
        for (const m of MARKERS[lib]) if (text.includes(m)) hits.add(m);
      }
      expect(hits.size, `${lib}: none of ${MARKERS[lib].join(', ')} found in ${LIBRARY_DIRS[lib]}`).toBeGreaterThan(0);
    }
  });
});
