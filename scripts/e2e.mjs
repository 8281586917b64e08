#!/usr/bin/env node
// End-to-end tests: builds the demo (mock backend on) and runs Playwright against it
// in Debian's Chromium. Usage: npm run e2e [-- --no-build] [-- <playwright test args>]
// Skip the build with --no-build or E2E_SKIP_BUILD=1.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const noBuild = args.includes('--no-build') || process.env.E2E_SKIP_BUILD === '1';
const rest = args.filter((a) => a !== '--no-build');

function run(command, commandArgs) {
  return new Promise((resolve) => {
    console.log(`> ${command} ${commandArgs.join(' ')}`);
    const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit', env: process.env });
    child.on('error', (err) => {
      console.error(`e2e: cannot run ${command}: ${err.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

if (!existsSync(CHROMIUM_PATH)) {
  console.error(`e2e: Chromium not found at ${CHROMIUM_PATH}. Install Debian's chromium (see .ci/run) or set CHROMIUM_PATH.`);
  process.exit(1);
}

if (!noBuild) {
  const code = await run('npm', ['run', 'build:demo']);
  if (code !== 0) process.exit(code);
} else if (!existsSync(path.join(root, 'dist-demo', 'index.html'))) {
  console.error('e2e: dist-demo/index.html is missing; run without --no-build first.');
  process.exit(1);
}

process.exit(await run('npx', ['playwright', 'test', ...rest]));
