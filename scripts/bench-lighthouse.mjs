// Bench case of `npm run bench`: Lighthouse (desktop settings) on the demo build's login page and, signed in as
// 1000001, its home page, in Debian's Chromium. Scores are 0-100; each category has a floor (issue 24).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

export const LIGHTHOUSE_FLOORS = { performance: 90, accessibility: 95, bestPractices: 95 };
const CATEGORIES = { performance: 'performance', accessibility: 'accessibility', bestPractices: 'best-practices' };
const DEBUG_PORT = 9333;
const ACCOUNT = { codigo: '1000001', senha: 'moveis123' };

/** One page's category scores (0-100) from a Lighthouse run over the browser listening on DEBUG_PORT. */
async function audit(url, keepStorage) {
  const result = await lighthouse(
    url,
    { port: DEBUG_PORT, output: 'json', logLevel: 'error', disableStorageReset: keepStorage, onlyCategories: Object.values(CATEGORIES) },
    desktopConfig,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const scores = {};
  for (const [key, id] of Object.entries(CATEGORIES)) scores[key] = Math.round((result.lhr.categories[id]?.score ?? 0) * 100);
  const failed = Object.values(result.lhr.audits)
    .filter((entry) => entry.score !== null && entry.score < 1 && entry.scoreDisplayMode === 'binary')
    .map((entry) => entry.id);
  const metrics = Object.fromEntries(['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index', 'cumulative-layout-shift'].map((id) => [id, result.lhr.audits[id]?.displayValue]));
  return { ...scores, failedAudits: failed, metrics };
}

/**
 * The login page audited with a clean profile, then the home page once signed in: Lighthouse opens its own tab in the
 * browser's default context, which holds the session the sign-in stored (so its storage must not be reset).
 */
export async function measureLighthouse(baseURL, helpers) {
  const { labelled, loginLabel, passwordLabel, loginButton, homeCards } = helpers;
  const profile = await mkdtemp(path.join(os.tmpdir(), 'portal-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`],
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  try {
    const login = await audit(`${baseURL}/`, false);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${baseURL}/`);
    await labelled(page, loginLabel).fill(ACCOUNT.codigo);
    await labelled(page, passwordLabel).fill(ACCOUNT.senha);
    await page.getByRole('button', { name: loginButton, exact: true }).click();
    await page.waitForSelector(homeCards, { timeout: 30_000 });
    const home = await audit(page.url(), true);
    return { login, home };
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}
