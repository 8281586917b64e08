#!/usr/bin/env node
// The test suite's own figures: wall time of `vitest run`, the median cost of mounting one screen with renderScreenAs
// (measured by tests/components/helpers/renderScreen.test.tsx), and, for information, the median duration of the
// component tests built on it (their own typing and server round trips included).
// Usage: npm run bench:tests   (writes bench/test-figures.json; exits 1 when a budget is missed)
import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUDGETS = { suiteWallMs: 75_000, renderScreenMedianMs: 150 };
const report = path.join(root, 'bench', 'vitest-report.json');
const SCREEN_HELPERS = /\b(renderScreenAs|renderHomeAs)\(/;

function vitest() {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['vitest', 'run', '--reporter=dot', '--reporter=json', `--outputFile.json=${report}`], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`vitest exited with ${code}`))));
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

await fs.mkdir(path.dirname(report), { recursive: true });
const started = Date.now();
const output = await vitest();
const suiteWallMs = Date.now() - started;
const renderScreenMedianMs = Number(/\[figures\] renderScreenAs median: (\d+) ms/.exec(output)?.[1] ?? NaN);

const { testResults } = JSON.parse(await fs.readFile(report, 'utf8'));
const screenDurations = [];
for (const file of testResults) {
  if (!file.name.includes(`${path.sep}tests${path.sep}components${path.sep}`)) continue;
  if (!SCREEN_HELPERS.test(await fs.readFile(file.name, 'utf8'))) continue;
  for (const test of file.assertionResults) if (typeof test.duration === 'number') screenDurations.push(test.duration);
}
const figures = {
  date: new Date().toISOString().slice(0, 10),
  suiteWallMs,
  renderScreenMedianMs,
  screenTests: screenDurations.length,
  screenTestMedianMs: Math.round(median(screenDurations)),
};
await fs.writeFile(path.join(root, 'bench', 'test-figures.json'), `${JSON.stringify(figures, null, 2)}\n`);
await fs.rm(report, { force: true });

const missed = Object.entries(BUDGETS).filter(([key, budget]) => !(figures[key] <= budget));
console.log(`\nnpm test wall: ${(suiteWallMs / 1000).toFixed(1)} s (budget ${BUDGETS.suiteWallMs / 1000} s)`);
console.log(`renderScreenAs mount, median: ${renderScreenMedianMs} ms (budget ${BUDGETS.renderScreenMedianMs} ms)`);
console.log(`component tests on renderScreenAs, median of ${figures.screenTests}: ${figures.screenTestMedianMs} ms`);
for (const [key] of missed) console.log(`FAIL ${key}`);
process.exit(missed.length ? 1 : 0);
