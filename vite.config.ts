/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

const require = createRequire(import.meta.url);

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

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const mockOn = env.VITE_MOCK === 'on';
  const missingKeys = ['VITE_API_BEARER', 'VITE_API_KEY', 'VITE_GATEWAY_KEY', 'VITE_FUNCTION_KEY'].filter((key) => !env[key]);
  if (command === 'build' && !mockOn && missingKeys.length > 0) {
    // A real-server build without its keys would send placeholders: say so loudly (the bundle test builds without them).
    console.warn(`[portal] production build without ${missingKeys.join(', ')}: the newer APIs will refuse the placeholder values.`);
  }
  return {
    base: './',
    plugins: [react(), mockServiceWorker(mockOn)],
    build: {
      target: 'es2022',
      chunkSizeWarningLimit: 1500,
    },
    server: { port: 5173 },
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['tests/setup.ts'],
      include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/components/**/*.test.{ts,tsx}', 'tests/build/**/*.test.ts'],
      testTimeout: 30000,
      hookTimeout: 30000,
      pool: 'threads',
    },
  };
});
