#!/usr/bin/env node
// Mock store figures: seed and reset of the store with an extra 10,000-row table (tests/bench/storeScale.ts,
// TypeScript loaded through Vite). Usage: node --expose-gc scripts/store-bench.mjs [--runs N]; prints one JSON object.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const runsArg = args.indexOf('--runs');
const runs = runsArg >= 0 ? Math.max(1, Number(args[runsArg + 1]) || 10) : 10;

const server = await createServer({
  root,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const { measureStore } = await server.ssrLoadModule('/tests/bench/storeScale.ts');
  console.log(JSON.stringify(await measureStore(runs)));
} finally {
  await server.close();
}
