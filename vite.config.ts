/// <reference types="vitest/config" />
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

const require = createRequire(import.meta.url);

/**
 * The unit test files that ask for jsdom on their first line (`// @vitest-environment jsdom`). They run in the dom
 * project's workers: in the node project, each switch between a jsdom file and a node file cost a new worker and a new
 * module graph (MSW, the mock's seed), about 1.5 s each.
 */
function jsdomUnitFiles(): string[] {
  const dir = new URL('./tests/unit/', import.meta.url);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && readFileSync(new URL(file, dir), 'utf8').startsWith('// @vitest-environment jsdom'))
    .map((file) => `tests/unit/${file.replaceAll('\\', '/')}`);
}

/** Serves (dev) or emits (build) MSW's service worker only when the mock backend is on,
 * so that a production build with the mock off carries no MSW code at all. */
function mockServiceWorker(enabled: boolean): Plugin {
  const file = 'mockServiceWorker.js';
  const source = () => readFileSync(require.resolve(`msw/${file}`), 'utf8');
  return {
    name: 'portal-mock-service-worker',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use(`/${file}`, (_req, res) => {
        res.setHeader('Content-Type', 'application/javascript');
        res.end(source());
      });
    },
    generateBundle() {
      if (enabled) this.emitFile({ type: 'asset', fileName: file, source: source() });
    },
  };
}

/**
 * Chunks for what a page loads before its first screen: the modules the login entry imports statically in one chunk
 * ('login'), those the app alone imports statically in another ('app'). Split by the default rules they came as
 * about 25 and 30 small chunks, fetched in waves of six over HTTP/1.1, each wave a delay before the first screen. A
 * package's index file (a barrel such as @mui/material's) names every component of its package, not those a module
 * uses: a module reached only through one is left to the default rules, and out of 'app' if the login entry may use it.
 */
function startupChunks() {
  const file = (path: string) => fileURLToPath(new URL(path, import.meta.url));
  const [main, app] = [file('./src/main.tsx'), file('./src/App.tsx')];
  const BARREL = /node_modules\/@mui\/(material|icons-material)\/index\.m?js$/;
  type Context = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
  /** The modules `start` imports statically, directly or not; a barrel's own imports only when `throughBarrels`. */
  const importedBy = (start: string, throughBarrels: boolean, context: Context) => {
    const found = new Set([start]);
    const queue = [start];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (!throughBarrels && BARREL.test(id)) continue;
      for (const next of context.getModuleInfo(id)?.importedIds ?? []) {
        if (found.has(next)) continue;
        found.add(next);
        queue.push(next);
      }
    }
    return found;
  };
  // Worked out once per chunking pass (a watch build makes a new one, with its own graph).
  const passes = new WeakMap<Context, { login: Set<string>; loginMayUse: Set<string>; app: Set<string> }>();
  const setsOf = (context: Context) => {
    let sets = passes.get(context);
    if (!sets) {
      sets = { login: importedBy(main, false, context), loginMayUse: importedBy(main, true, context), app: importedBy(app, false, context) };
      passes.set(context, sets);
    }
    return sets;
  };
  const taken = (id: string) => id === main || id === app || BARREL.test(id);
  return [
    { priority: 2, name: (id: string, context: Context) => (!taken(id) && setsOf(context).login.has(id) ? 'login' : null) },
    {
      priority: 1,
      name: (id: string, context: Context) => {
        const sets = setsOf(context);
        return !taken(id) && sets.app.has(id) && !sets.loginMayUse.has(id) ? 'app' : null;
      },
    },
  ];
}

/** Dates in tests are read in the portal's own zone, whatever the machine's. */
const TEST_TIME_ZONE = 'America/Sao_Paulo';

/** The test workers' largest semi-space, in MB (V8's default: 16). */
const TEST_SEMI_SPACE_MB = 128;

export default defineConfig(({ command, mode }) => {
  if (process.env.VITEST) {
    // The test workers are threads of this process, which share its zone: set it before they start.
    process.env.TZ = TEST_TIME_ZONE;
    // Each worker's young generation up to 128 MB instead of 16: a screen test allocates fast and keeps little, so
    // fewer scavenges. Read when a worker's heap is made, so set before they start (docs/decisions.md, issue 17).
    setFlagsFromString(`--max-semi-space-size=${TEST_SEMI_SPACE_MB}`);
  }
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const mockOn = env.VITE_MOCK === 'on';
  const missingKeys = ['VITE_API_BEARER', 'VITE_API_KEY', 'VITE_GATEWAY_KEY', 'VITE_FUNCTION_KEY'].filter((key) => !env[key]);
  if (command === 'build' && !mockOn && missingKeys.length > 0) {
    // A real-server build without its keys would send placeholders: say so loudly (the bundle test builds without them).
    console.warn(`[portal] production build without ${missingKeys.join(', ')}: the newer APIs will refuse the placeholder values.`);
  }
  const unitFilesOnJsdom = jsdomUnitFiles();
  return {
    base: './',
    plugins: [react(), mockServiceWorker(mockOn)],
    build: {
      target: 'es2022',
      chunkSizeWarningLimit: 1500,
      rolldownOptions: { output: { codeSplitting: { groups: startupChunks() } } },
    },
    server: { port: 5173 },
    test: {
      globals: true,
      // Threads, not processes: a worker starts sooner and the run took 5–10 % less on 2 cores.
      pool: 'threads',
      testTimeout: 30000,
      hookTimeout: 30000,
      maxWorkers: 2,
      // One fixed origin for the app's API URLs and the MSW handlers, in Node and in jsdom.
      environmentOptions: { jsdom: { url: 'http://localhost/' } },
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: ['tests/unit/**/*.test.ts', 'tests/build/**/*.test.ts', 'tests/security/**/*.test.ts'],
            exclude: unitFilesOnJsdom,
            setupFiles: ['tests/setup.node.ts'],
            // Pure logic: one module graph per worker instead of one per file.
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            include: ['tests/components/**/*.test.{ts,tsx}', 'tests/security/**/*.test.tsx', 'tests/faults/**/*.test.{ts,tsx}', ...unitFilesOnJsdom],
            setupFiles: ['tests/setup.node.ts', 'tests/setup.dom.ts'],
            // react-admin and MUI are imported once per worker, not once per file. No file of this project may vi.mock
            // a module (its modules are shared): a test replaces an export with tests/helpers/standIn.ts instead.
            isolate: false,
          },
          resolve: {
            // pdf.js cannot load in jsdom (DOMMatrix): its tests hand the viewer a stand-in (tests/helpers/pdfjsStandIn.ts).
            alias: [{ find: /^pdfjs-dist$/, replacement: fileURLToPath(new URL('./tests/helpers/pdfjsStandIn.ts', import.meta.url)) }],
          },
        },
      ],
    },
  };
});
