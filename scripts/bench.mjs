#!/usr/bin/env node
// Performance report of the demo build (mock backend on), in Debian's Chromium, and of the mock store
// (seed and reset with a 10,000-row table, scripts/store-bench.mjs). Also the access-type feature table with
// 10,000 features (spec part 1, section 9): from the click on a type to its table, and a toggle to the next frame.
// And the pending-order calendar (/pendentesNova, spec part 2): a page of 7 lines with their timelines, from the
// arrival of its data to the screen, and a timeline step (Next/Previous) to the next frame. And the 50-product label
// zip (scripts/bench-labels.mjs): from the click on ZPL to the saved zip. And Gerenciar pedidos' tab 0 for the
// 10,000-line supplier (scripts/bench-orders.mjs): from the supplier's pick to the first page. And Ficha Técnica for
// the 2,000-product supplier (scripts/bench-quality.mjs): the supplier's pick to the first cards, and a page change.
// And the compliance signing page with a 50-page PDF (scripts/bench-compliance.mjs): the first page, and how many
// pages hold a bitmap at once while scrolling. And the answers export of a form answered by 1,000 suppliers
// (scripts/bench-forms.mjs): from the click to the saved CSV.
// Usage: npm run bench [-- --no-build] [-- --readme] [-- --runs N]
//   --no-build  reuse dist-demo as it is
//   --dist DIR  measure an already built folder instead of building dist-demo (implies --no-build)
//   --readme    rewrite the block between <!-- bench:start --> and <!-- bench:end --> in README.md
//   --check     exit 1 when a figure misses its budget by more than 20 %, or a Lighthouse score is under its floor (CI)
// Writes bench/results.json. Prints FAIL per missed budget; without --check it exits 0 whenever it could measure.
// Last, Lighthouse (scripts/bench-lighthouse.mjs) scores the login and home pages, desktop settings.
import { spawn } from 'node:child_process';
import { existsSync, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { LABEL_PRODUCTS, LABEL_ZIP_BUDGET_MS, measureLabelZip } from './bench-labels.mjs';
import { ALL_ORDERS_BUDGET_MS, ALL_ORDERS_LINES, measureAllOrdersPage } from './bench-orders.mjs';
import { PAYMENT_ROWS, PAYMENT_SUPPLIER, PAYMENTS_BUDGET_MS, measurePayments } from './bench-payments.mjs';
import { SHEETS_FIRST_PAGE_BUDGET_MS, SHEETS_PAGE_CHANGE_BUDGET_MS, SHEETS_PRODUCTS, SHEETS_SUPPLIER, measureSheets } from './bench-quality.mjs';
import { INVOICE_ROWS, INVOICE_SUPPLIER, INVOICES_BUDGET_MS, measureInvoices } from './bench-invoices.mjs';
import { OPTION_DIALOG_BUDGET_MS, RECEIVING_PAGE_BUDGET_MS, RECEIVING_SUPPLIER, measureReceivingOptions } from './bench-receiving.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { EXPORT_ANSWERS, EXPORT_FORM, FORMS_EXPORT_BUDGET_MS, measureFormsExport } from './bench-forms.mjs';
import { LIGHTHOUSE_FLOORS, measureLighthouse } from './bench-lighthouse.mjs';
import { SIGNING_CANVASES_BUDGET, SIGNING_FIRST_PAGE_BUDGET_MS, SIGNING_PAGES, measureSigning } from './bench-compliance.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const distArg = args.indexOf('--dist');
const distDir = path.resolve(root, distArg >= 0 ? args[distArg + 1] : 'dist-demo');
const noBuild = args.includes('--no-build') || distArg >= 0;
const updateReadme = args.includes('--readme');
const check = args.includes('--check');
/** How far past its budget a figure may go before `--check` fails the run: a loaded CI machine is not a quiet one. */
const TOLERANCE = 1.2;
const runsArg = args.indexOf('--runs');
const RUNS = runsArg >= 0 ? Math.max(1, Number(args[runsArg + 1]) || 5) : 5;

const BUDGETS = {
  // Issue 17: the JavaScript loaded before login, production build, gzip.
  loginJsGzipKB: 165,
  loginReadyMs: 1000,
  homeAfterLoginMs: 1500,
  storeResetMs: 50,
  featureTableMs: 1000,
  featureToggleMs: 100,
  calendarPageMs: 300,
  calendarStepMs: 100,
  labelZipMs: LABEL_ZIP_BUDGET_MS,
  allOrdersFirstPageMs: ALL_ORDERS_BUDGET_MS,
  receivingFirstPageMs: RECEIVING_PAGE_BUDGET_MS,
  optionDialogMs: OPTION_DIALOG_BUDGET_MS,
  invoicesFirstPageMs: INVOICES_BUDGET_MS,
  paymentsFirstPageMs: PAYMENTS_BUDGET_MS,
  sheetsFirstPageMs: SHEETS_FIRST_PAGE_BUDGET_MS,
  sheetsPageChangeMs: SHEETS_PAGE_CHANGE_BUDGET_MS,
  signingFirstPageMs: SIGNING_FIRST_PAGE_BUDGET_MS,
  signingCanvasesMax: SIGNING_CANVASES_BUDGET,
  formsExportMs: FORMS_EXPORT_BUDGET_MS,
};
const ACCOUNT = { codigo: '1000001', senha: 'moveis123' };
// The access types screen (manter-permissoes) and the feature table's size.
const STAFF = { codigo: '0000001', senha: 'master123' };
const FEATURE_ROWS = 10_000;
const FEATURE_TABLE = '[data-testid="feature-table"]';
// The calendar's page: 7 order lines, each timeline 8 day cells.
const CALENDAR_LINE = '[data-testid="calendar-line"]';
const CALENDAR_LINES = 7;
const CALENDAR_DAYS = 8;
const LOGIN_LABEL = 'Código do fornecedor';
const PASSWORD_LABEL = 'Senha';
const LOGIN_BUTTON = 'Login';
// The home screen counts as shown once its information cards have their lists (no card still loading).
const HOME_CARDS = '[data-testid="home-cards"]';
const CARD_LOADING = '[data-testid="home-cards"] [aria-busy="true"]';

/** Label matched exactly, tolerating MUI's aria-hidden required marker ("Senha *"), which getByLabel's exact mode does not. */
function labelled(page, label) {
  return page.getByLabel(new RegExp(`^\\s*${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s*]*$`));
}

function log(message) {
  console.error(`[bench] ${message}`);
}

function run(command, commandArgs) {
  return new Promise((resolve, reject) => {
    log(`> ${command} ${commandArgs.join(' ')}`);
    const child = spawn(command, commandArgs, { cwd: root, stdio: ['ignore', process.stderr, process.stderr] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${commandArgs.join(' ')} exited with ${code}`))));
  });
}

/** Seed and reset figures of the mock store, measured in a separate Node process (scripts/store-bench.mjs). */
function measureStore() {
  return new Promise((resolve, reject) => {
    log('> node scripts/store-bench.mjs');
    const child = spawn(process.execPath, ['--expose-gc', path.join(root, 'scripts', 'store-bench.mjs')], { cwd: root, stdio: ['ignore', 'pipe', process.stderr] });
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`scripts/store-bench.mjs exited with ${code}`))));
  });
}

/** Starts scripts/serve-static.mjs on a free port and resolves with its base URL. */
function startServer() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', 'serve-static.mjs'), distDir, '--port', '0'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let buffer = '';
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error('static server did not start within 10 s'));
    }, 10_000);
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`static server exited with ${code}`)));
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      const match = /serving .* on (http:\/\/[\d.]+:\d+)/.exec(buffer);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1], stop: () => child.kill() });
      }
    });
  });
}

function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
}

const gzipSizes = new Map();
/** Gzip size of a built file, as serve-static would send it (fallback when the browser reports no size). */
async function gzipSizeOf(urlPath) {
  if (!gzipSizes.has(urlPath)) {
    try {
      const data = await fs.readFile(path.join(distDir, decodeURIComponent(urlPath)));
      gzipSizes.set(urlPath, zlib.gzipSync(data, { level: 9 }).length);
    } catch {
      gzipSizes.set(urlPath, 0);
    }
  }
  return gzipSizes.get(urlPath);
}

/** In-page predicate: the login form is usable. Returns performance.now() (ms since navigation start). */
function loginReadyProbe([fieldLabel, buttonName]) {
  const clean = (text) => (text || '').replace(/[\s*\u2009]+$/u, '').replace(/\s+/g, ' ').trim();
  const visible = (el) => {
    const rect = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
  };
  let input = null;
  for (const label of document.querySelectorAll('label')) {
    if (clean(label.textContent) === fieldLabel) {
      input = label.control || (label.htmlFor ? document.getElementById(label.htmlFor) : null);
      if (input) break;
    }
  }
  if (!input) input = document.querySelector(`input[aria-label="${fieldLabel}"]`);
  if (!input || input.disabled || input.readOnly || !visible(input)) return false;
  const button = [...document.querySelectorAll('button, input[type="submit"]')].find(
    (b) => clean(b.getAttribute('aria-label') || b.textContent || b.value) === buttonName,
  );
  if (!button || button.disabled || button.getAttribute('aria-disabled') === 'true' || !visible(button)) return false;
  return performance.now();
}

/** In-page: JS/CSS resources whose request started before readyTime. */
function loginResources(readyTime) {
  return performance
    .getEntriesByType('resource')
    .filter((e) => e.startTime < readyTime && ['script', 'link', 'other', 'css'].includes(e.initiatorType))
    .map((e) => ({
      path: new URL(e.name).pathname,
      initiatorType: e.initiatorType,
      encodedBodySize: e.encodedBodySize,
      transferSize: e.transferSize,
      startTime: e.startTime,
    }))
    .filter((e) => /\.(m?js|css)$/.test(e.path));
}

async function measureOnce(browser, baseURL, index) {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', serviceWorkers: 'allow' });
  const page = await context.newPage();
  const sample = { run: index + 1 };
  try {
    await page.goto(baseURL + '/', { waitUntil: 'commit' });
    const readyHandle = await page.waitForFunction(loginReadyProbe, [LOGIN_LABEL, LOGIN_BUTTON], {
      polling: 'raf',
      timeout: 30_000,
    });
    const readyTime = await readyHandle.jsonValue();
    sample.loginReadyMs = Math.round(readyTime);

    const resources = await page.evaluate(loginResources, readyTime);
    const seen = new Set();
    const chunks = [];
    for (const r of resources) {
      if (seen.has(r.path)) continue;
      seen.add(r.path);
      const measured = r.encodedBodySize > 0;
      const gzipBytes = measured ? r.encodedBodySize : await gzipSizeOf(r.path);
      chunks.push({ file: r.path.replace(/^\//, ''), kind: r.path.endsWith('.css') ? 'css' : 'js', gzipBytes, source: measured ? 'browser' : 'disk' });
    }
    sample.loginJsGzipBytes = chunks.filter((c) => c.kind === 'js').reduce((sum, c) => sum + c.gzipBytes, 0);
    sample.loginCssGzipBytes = chunks.filter((c) => c.kind === 'css').reduce((sum, c) => sum + c.gzipBytes, 0);
    sample.loginChunks = chunks;

    await labelled(page, LOGIN_LABEL).fill(ACCOUNT.codigo);
    await labelled(page, PASSWORD_LABEL).fill(ACCOUNT.senha);
    const button = page.getByRole('button', { name: LOGIN_BUTTON, exact: true });
    await button.waitFor({ state: 'visible' });
    const clickTime = await button.evaluate((el) => {
      const t = performance.now();
      el.click();
      return t;
    });
    const homeHandle = await page.waitForFunction(
      ([cards, loading]) => document.querySelector(cards) && !document.querySelector(loading) && performance.now(),
      [HOME_CARDS, CARD_LOADING],
      { polling: 'raf', timeout: 30_000 },
    );
    sample.homeAfterLoginMs = Math.round((await homeHandle.jsonValue()) - clickTime);
  } catch (err) {
    sample.error = String(err && err.message ? err.message.split('\n')[0] : err);
    log(`run ${index + 1}: ${sample.error}`);
  } finally {
    await context.close();
  }
  return sample;
}

/**
 * In-page: the mock answers the two feature calls with `rows` features (through its fault switch's answer body),
 * a third of them on.
 */
function answerManyFeatures(rows) {
  const catalogue = Array.from({ length: rows }, (_, i) => ({ id_md5: i.toString(16).padStart(32, '0'), descricao: `funcionalidade-${String(i).padStart(5, '0')}` }));
  const held = catalogue.map((feature, i) => ({ ...feature, value: i % 3 === 0 ? 'on' : 'off' }));
  window.__mock.setFault('GET /api/legacy/funcionalidade', { body: { status: true, itens: catalogue } });
  window.__mock.setFault('GET /api/legacy/funcionalidade/getFuncionalidadesByPermissionID', { body: { status: true, itens: held } });
}

/** In-page: five toggles, each from the click to the next frame; their median. */
async function toggleFeatures(table) {
  const times = [];
  for (let i = 0; i < 5; i += 1) {
    const box = document.querySelectorAll(`${table} tbody input[type="checkbox"]`)[i];
    const before = box.checked;
    const started = performance.now();
    box.click();
    await new Promise((resolve) => requestAnimationFrame(() => resolve()));
    if (box.checked === before) throw new Error('a toggle did not change its checkbox');
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[2] * 10) / 10;
}

/** Master opens the access types, clicks 'Master' and waits for its 10,000-row feature table; then toggles. */
async function measureFeatureTable(browser, baseURL, index) {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', serviceWorkers: 'allow' });
  const page = await context.newPage();
  const sample = { run: index + 1 };
  try {
    await page.goto(baseURL + '/');
    await labelled(page, LOGIN_LABEL).fill(STAFF.codigo);
    await labelled(page, PASSWORD_LABEL).fill(STAFF.senha);
    await page.getByRole('button', { name: LOGIN_BUTTON, exact: true }).click();
    await page.waitForSelector(HOME_CARDS, { timeout: 30_000 });
    await page.evaluate(answerManyFeatures, FEATURE_ROWS);
    await page.evaluate(() => {
      window.location.hash = '#/permissao';
    });
    const row = page.getByRole('cell', { name: 'Master', exact: true });
    await row.waitFor({ timeout: 30_000 });
    const clickTime = await row.evaluate((cell) => {
      const t = performance.now();
      cell.click();
      return t;
    });
    const shown = await page.waitForFunction(
      ([table, rows]) => {
        const element = document.querySelector(`${table} table`);
        return element?.getAttribute('aria-rowcount') === String(rows + 1) && element.querySelector('tbody input[type="checkbox"]') && performance.now();
      },
      [FEATURE_TABLE, FEATURE_ROWS],
      { polling: 'raf', timeout: 30_000 },
    );
    sample.featureTableMs = Math.round((await shown.jsonValue()) - clickTime);
    sample.featureToggleMs = await page.evaluate(toggleFeatures, FEATURE_TABLE);
  } catch (err) {
    sample.error = String(err && err.message ? err.message.split('\n')[0] : err);
    log(`feature table run ${index + 1}: ${sample.error}`);
  } finally {
    await context.close();
  }
  return sample;
}

/** In-page: when the last answer of the calendar's list finished arriving (resource timing). */
function calendarResponseEnd() {
  const entries = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/pedidos/pendentesAutomatico'));
  return entries.length ? entries[entries.length - 1].responseEnd : null;
}

/** In-page: five steps of the first line's timeline (Next 3 times, Previous twice), each from the click to the next frame; their median. */
async function stepTimeline(line) {
  const card = document.querySelector(line);
  const buttons = [...card.querySelectorAll('button')];
  const next = buttons.find((button) => button.textContent.trim() === 'Próximo');
  const previous = buttons.find((button) => button.textContent.trim() === 'Anterior');
  const firstDay = () => card.querySelector('[data-cell]').getAttribute('aria-label');
  const times = [];
  for (const button of [next, next, next, previous, previous]) {
    const before = firstDay();
    const started = performance.now();
    button.click();
    await new Promise((resolve) => requestAnimationFrame(() => resolve()));
    if (firstDay() === before) throw new Error('a step did not move the timeline');
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[2] * 10) / 10;
}

/** 1000001 opens /pendentesNova: from the arrival of the page's data to 7 lines with their 8-day timelines; then steps. */
async function measureCalendar(browser, baseURL, index) {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', serviceWorkers: 'allow' });
  const page = await context.newPage();
  const sample = { run: index + 1 };
  try {
    await page.goto(baseURL + '/');
    await labelled(page, LOGIN_LABEL).fill(ACCOUNT.codigo);
    await labelled(page, PASSWORD_LABEL).fill(ACCOUNT.senha);
    await page.getByRole('button', { name: LOGIN_BUTTON, exact: true }).click();
    await page.waitForSelector(HOME_CARDS, { timeout: 30_000 });
    // Room for every resource of the session, so that the calendar's answer is never dropped from the timeline.
    await page.evaluate(() => performance.setResourceTimingBufferSize(10_000));
    await page.evaluate(() => {
      window.location.hash = '#/pendentesNova';
    });
    const shown = await page.waitForFunction(
      ([line, lines, days]) => {
        const cards = document.querySelectorAll(line);
        if (cards.length !== lines) return false;
        return [...cards].every((card) => card.querySelectorAll('[data-cell]').length === days) && performance.now();
      },
      [CALENDAR_LINE, CALENDAR_LINES, CALENDAR_DAYS],
      { polling: 'raf', timeout: 30_000 },
    );
    const shownAt = await shown.jsonValue();
    const arrived = await page.evaluate(calendarResponseEnd);
    if (arrived === null) throw new Error('no timing for GET /pedidos/pendentesAutomatico');
    sample.calendarPageMs = Math.round(shownAt - arrived);
    sample.calendarStepMs = await page.evaluate(stepTimeline, CALENDAR_LINE);
  } catch (err) {
    sample.error = String(err && err.message ? err.message.split('\n')[0] : err);
    log(`calendar run ${index + 1}: ${sample.error}`);
  } finally {
    await context.close();
  }
  return sample;
}

function readmeBlock(result) {
  const m = result.medians;
  const fmt = (v, unit) => (v == null ? 'n/a' : `${v} ${unit}`);
  const kb = (bytes) => (bytes == null ? 'n/a' : `${(bytes / 1024).toFixed(1)} KB`);
  const ok = (p) => (p == null ? 'n/a' : p ? 'pass' : 'FAIL');
  return [
    `Medians of ${result.runs} cold runs on ${result.date.slice(0, 10)} (${result.machine.cpus} CPUs, Node ${result.machine.node}, ${result.machine.browser}):`,
    '',
    '| metric | median | budget | |',
    '|---|---|---|---|',
    `| login form usable (loginReadyMs) | ${fmt(m.loginReadyMs, 'ms')} | ${BUDGETS.loginReadyMs} ms | ${ok(result.pass.loginReadyMs)} |`,
    `| JS before login, gzip (loginJsGzipBytes) | ${kb(m.loginJsGzipBytes)} | ${BUDGETS.loginJsGzipKB} KB | ${ok(result.pass.loginJsGzipKB)} |`,
    `| CSS before login, gzip (loginCssGzipBytes) | ${kb(m.loginCssGzipBytes)} | | |`,
    `| login click to home (homeAfterLoginMs) | ${fmt(m.homeAfterLoginMs, 'ms')} | ${BUDGETS.homeAfterLoginMs} ms | ${ok(result.pass.homeAfterLoginMs)} |`,
    `| mock store reset with a ${result.store.rows.toLocaleString('en')}-row table, median of ${result.store.runs} (storeResetMs) | ${result.store.resetMs} ms | ${BUDGETS.storeResetMs} ms | ${ok(result.pass.storeResetMs)} |`,
    `| mock store seed with that table (storeSeedMs) | ${result.store.seedMs} ms | | |`,
    `| access type click to its ${FEATURE_ROWS.toLocaleString('en')}-feature table (featureTableMs) | ${fmt(m.featureTableMs, 'ms')} | ${BUDGETS.featureTableMs} ms | ${ok(result.pass.featureTableMs)} |`,
    `| feature toggle to the next frame, median of 5 (featureToggleMs) | ${fmt(m.featureToggleMs, 'ms')} | ${BUDGETS.featureToggleMs} ms | ${ok(result.pass.featureToggleMs)} |`,
    `| calendar: page of ${CALENDAR_LINES} orders with timelines, data to screen (calendarPageMs) | ${fmt(m.calendarPageMs, 'ms')} | ${BUDGETS.calendarPageMs} ms | ${ok(result.pass.calendarPageMs)} |`,
    `| calendar: timeline step to the next frame, median of 5 (calendarStepMs) | ${fmt(m.calendarStepMs, 'ms')} | ${BUDGETS.calendarStepMs} ms | ${ok(result.pass.calendarStepMs)} |`,
    `| labels: click on ZPL to the saved zip of ${LABEL_PRODUCTS} products (labelZipMs) | ${fmt(m.labelZipMs, 'ms')} | ${BUDGETS.labelZipMs} ms | ${ok(result.pass.labelZipMs)} |`,
    `| Todos pedidos: pick of the ${ALL_ORDERS_LINES.toLocaleString('en')}-line supplier to the first page (allOrdersFirstPageMs) | ${fmt(m.allOrdersFirstPageMs, 'ms')} | ${BUDGETS.allOrdersFirstPageMs} ms | ${ok(result.pass.allOrdersFirstPageMs)} |`,
    `| Opções de recebimento: pick of supplier ${RECEIVING_SUPPLIER} to the first page (receivingFirstPageMs) | ${fmt(m.receivingFirstPageMs, 'ms')} | ${BUDGETS.receivingFirstPageMs} ms | ${ok(result.pass.receivingFirstPageMs)} |`,
    `| Opções de recebimento: row click to the option dialog with dates and rates (optionDialogMs) | ${fmt(m.optionDialogMs, 'ms')} | ${BUDGETS.optionDialogMs} ms | ${ok(result.pass.optionDialogMs)} |`,
    `| Notas Fiscais: Aplicar to the first page of supplier ${INVOICE_SUPPLIER}'s ${INVOICE_ROWS.toLocaleString('en')} invoices (invoicesFirstPageMs) | ${fmt(m.invoicesFirstPageMs, 'ms')} | ${BUDGETS.invoicesFirstPageMs} ms | ${ok(result.pass.invoicesFirstPageMs)} |`,
    `| Pagamentos: the supplier's option to the totals and first page of supplier ${PAYMENT_SUPPLIER}'s ${PAYMENT_ROWS.toLocaleString('en')} payments (paymentsFirstPageMs) | ${fmt(m.paymentsFirstPageMs, 'ms')} | ${BUDGETS.paymentsFirstPageMs} ms | ${ok(result.pass.paymentsFirstPageMs)} |`,
    `| Ficha Técnica: the supplier's option to the first page of supplier ${SHEETS_SUPPLIER}'s ${SHEETS_PRODUCTS.toLocaleString('en')} product cards (sheetsFirstPageMs) | ${fmt(m.sheetsFirstPageMs, 'ms')} | ${BUDGETS.sheetsFirstPageMs} ms | ${ok(result.pass.sheetsFirstPageMs)} |`,
    `| Ficha Técnica: the next-page arrow to the second page of cards (sheetsPageChangeMs) | ${fmt(m.sheetsPageChangeMs, 'ms')} | ${BUDGETS.sheetsPageChangeMs} ms | ${ok(result.pass.sheetsPageChangeMs)} |`,
    `| Compliance: the signing page opened to the first page of the ${SIGNING_PAGES}-page PDF drawn (signingFirstPageMs) | ${fmt(m.signingFirstPageMs, 'ms')} | ${BUDGETS.signingFirstPageMs} ms | ${ok(result.pass.signingFirstPageMs)} |`,
    `| Compliance: the most pages holding a bitmap at once while scrolling the ${SIGNING_PAGES} pages (signingCanvasesMax) | ${fmt(m.signingCanvasesMax, 'pages')} | ${BUDGETS.signingCanvasesMax} pages | ${ok(result.pass.signingCanvasesMax)} |`,
    `| Formulários: the export button to the saved CSV of '${EXPORT_FORM}' (${EXPORT_ANSWERS.toLocaleString('en')} answers) (formsExportMs) | ${fmt(m.formsExportMs, 'ms')} | ${BUDGETS.formsExportMs} ms | ${ok(result.pass.formsExportMs)} |`,
    ...lighthouseRows(result.lighthouse),
  ].join('\n');
}

/** One README row per page and Lighthouse category: the score against its floor. */
function lighthouseRows(scores) {
  const names = { performance: 'performance', accessibility: 'accessibility', bestPractices: 'best practices' };
  return ['login', 'home'].flatMap((pageName) =>
    Object.entries(LIGHTHOUSE_FLOORS).map(([category, floor]) => {
      const score = scores?.[pageName]?.[category];
      return `| Lighthouse, desktop: ${pageName} page ${names[category]} | ${score ?? 'n/a'} | ≥ ${floor} | ${score == null ? 'n/a' : score >= floor ? 'pass' : 'FAIL'} |`;
    }),
  );
}

async function writeReadme(result) {
  const file = path.join(root, 'README.md');
  const text = await fs.readFile(file, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  if (i < 0 || j < i) {
    log('README.md has no <!-- bench:start --> ... <!-- bench:end --> block; not updated.');
    return;
  }
  await fs.writeFile(file, `${text.slice(0, i + start.length)}\n${readmeBlock(result)}\n${text.slice(j)}`);
  log('README.md benchmark table updated.');
}

async function main() {
  const store = await measureStore();
  log(`mock store: seed ${store.seedMs} ms, reset ${store.resetMs} ms (${store.rows} rows, median of ${store.runs})`);
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH} (install Debian's chromium or set CHROMIUM_PATH)`);
  if (!noBuild) await run('npm', ['run', 'build:demo']);
  if (!existsSync(path.join(distDir, 'index.html'))) throw new Error(`${path.relative(root, distDir)}/index.html is missing; run without --no-build`);

  const server = await startServer();
  log(`server at ${server.url}`);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  const browserVersion = browser.version();
  const samples = [];
  const featureSamples = [];
  const calendarSamples = [];
  const labelSamples = [];
  const allOrdersSamples = [];
  const receivingSamples = [];
  const invoiceSamples = [];
  const paymentSamples = [];
  const sheetSamples = [];
  const signingSamples = [];
  const exportSamples = [];
  let lighthouseScores;
  try {
    for (let i = 0; i < RUNS; i += 1) {
      const sample = await measureOnce(browser, server.url, i);
      log(`run ${i + 1}: loginReady ${sample.loginReadyMs ?? '-'} ms, JS ${sample.loginJsGzipBytes ?? '-'} B, CSS ${sample.loginCssGzipBytes ?? '-'} B, home ${sample.homeAfterLoginMs ?? '-'} ms`);
      samples.push(sample);
    }
    for (let i = 0; i < RUNS; i += 1) {
      const sample = await measureFeatureTable(browser, server.url, i);
      log(`feature table run ${i + 1}: table ${sample.featureTableMs ?? '-'} ms, toggle ${sample.featureToggleMs ?? '-'} ms`);
      featureSamples.push(sample);
    }
    for (let i = 0; i < RUNS; i += 1) {
      const sample = await measureCalendar(browser, server.url, i);
      log(`calendar run ${i + 1}: page ${sample.calendarPageMs ?? '-'} ms, step ${sample.calendarStepMs ?? '-'} ms`);
      calendarSamples.push(sample);
    }
    const labelHelpers = { labelled, loginLabel: LOGIN_LABEL, passwordLabel: PASSWORD_LABEL, loginButton: LOGIN_BUTTON, homeCards: HOME_CARDS, log };
    for (let i = 0; i < RUNS; i += 1) {
      const sample = await measureLabelZip(browser, server.url, i, labelHelpers);
      log(`label zip run ${i + 1}: ${sample.labelZipMs ?? '-'} ms`);
      labelSamples.push(sample);
    }
    for (let i = 0; i < RUNS; i += 1) {
      const sample = await measureAllOrdersPage(browser, server.url, i, labelHelpers);
      log(`all orders run ${i + 1}: first page ${sample.allOrdersFirstPageMs ?? '-'} ms`);
      allOrdersSamples.push(sample);
    }
    for (let i = 0; i < RUNS; i += 1) {
      const sample = await measureReceivingOptions(browser, server.url, i, labelHelpers);
      log(`receiving options run ${i + 1}: first page ${sample.receivingFirstPageMs ?? '-'} ms, dialog ${sample.optionDialogMs ?? '-'} ms`);
      receivingSamples.push(sample);
    }
    for (let i = 0; i < RUNS; i += 1) {
      const sample = await measureInvoices(browser, server.url, i, labelHelpers);
      log(`invoices run ${i + 1}: first page ${sample.invoicesFirstPageMs ?? '-'} ms`);
      invoiceSamples.push(sample);
    }
    for (let i = 0; i < RUNS; i += 1) {
      const sample = await measurePayments(browser, server.url, i, labelHelpers);
      log(`payments run ${i + 1}: first page ${sample.paymentsFirstPageMs ?? '-'} ms`);
      paymentSamples.push(sample);
    }
    for (let i = 0; i < RUNS; i += 1) {
      const sample = await measureSheets(browser, server.url, i, labelHelpers);
      log(`technical sheets run ${i + 1}: first page ${sample.sheetsFirstPageMs ?? '-'} ms, next page ${sample.sheetsPageChangeMs ?? '-'} ms`);
      sheetSamples.push(sample);
    }
    for (let i = 0; i < RUNS; i += 1) {
      const sample = await measureSigning(browser, server.url, i, labelHelpers);
      log(`compliance signing run ${i + 1}: first page ${sample.signingFirstPageMs ?? '-'} ms, at most ${sample.signingCanvasesMax ?? '-'} pages drawn`);
      signingSamples.push(sample);
    }
    for (let i = 0; i < RUNS; i += 1) {
      const sample = await measureFormsExport(browser, server.url, i, labelHelpers);
      log(`forms export run ${i + 1}: ${sample.formsExportMs ?? '-'} ms`);
      exportSamples.push(sample);
    }
    log('lighthouse: login and home pages');
    lighthouseScores = await measureLighthouse(server.url, labelHelpers);
    log(`lighthouse: ${JSON.stringify(lighthouseScores)}`);
  } finally {
    await browser.close();
    server.stop();
  }

  const pick = (key) => samples.map((s) => s[key]);
  const medians = {
    loginReadyMs: median(pick('loginReadyMs')),
    loginJsGzipBytes: median(pick('loginJsGzipBytes')),
    loginCssGzipBytes: median(pick('loginCssGzipBytes')),
    homeAfterLoginMs: median(pick('homeAfterLoginMs')),
    featureTableMs: median(featureSamples.map((s) => s.featureTableMs)),
    featureToggleMs: median(featureSamples.map((s) => s.featureToggleMs)),
    calendarPageMs: median(calendarSamples.map((s) => s.calendarPageMs)),
    calendarStepMs: median(calendarSamples.map((s) => s.calendarStepMs)),
    labelZipMs: median(labelSamples.map((s) => s.labelZipMs)),
    allOrdersFirstPageMs: median(allOrdersSamples.map((s) => s.allOrdersFirstPageMs)),
    receivingFirstPageMs: median(receivingSamples.map((s) => s.receivingFirstPageMs)),
    optionDialogMs: median(receivingSamples.map((s) => s.optionDialogMs)),
    invoicesFirstPageMs: median(invoiceSamples.map((s) => s.invoicesFirstPageMs)),
    paymentsFirstPageMs: median(paymentSamples.map((s) => s.paymentsFirstPageMs)),
    sheetsFirstPageMs: median(sheetSamples.map((s) => s.sheetsFirstPageMs)),
    sheetsPageChangeMs: median(sheetSamples.map((s) => s.sheetsPageChangeMs)),
    signingFirstPageMs: median(signingSamples.map((s) => s.signingFirstPageMs)),
    signingCanvasesMax: median(signingSamples.map((s) => s.signingCanvasesMax)),
    formsExportMs: median(exportSamples.map((s) => s.formsExportMs)),
  };
  const within = (value, budget) => (value == null ? false : value <= budget);
  const pass = {
    loginJsGzipKB: within(medians.loginJsGzipBytes == null ? null : medians.loginJsGzipBytes / 1024, BUDGETS.loginJsGzipKB),
    loginReadyMs: within(medians.loginReadyMs, BUDGETS.loginReadyMs),
    homeAfterLoginMs: within(medians.homeAfterLoginMs, BUDGETS.homeAfterLoginMs),
    storeResetMs: within(store.resetMs, BUDGETS.storeResetMs),
    featureTableMs: within(medians.featureTableMs, BUDGETS.featureTableMs),
    featureToggleMs: within(medians.featureToggleMs, BUDGETS.featureToggleMs),
    calendarPageMs: within(medians.calendarPageMs, BUDGETS.calendarPageMs),
    calendarStepMs: within(medians.calendarStepMs, BUDGETS.calendarStepMs),
    labelZipMs: within(medians.labelZipMs, BUDGETS.labelZipMs),
    allOrdersFirstPageMs: within(medians.allOrdersFirstPageMs, BUDGETS.allOrdersFirstPageMs),
    receivingFirstPageMs: within(medians.receivingFirstPageMs, BUDGETS.receivingFirstPageMs),
    optionDialogMs: within(medians.optionDialogMs, BUDGETS.optionDialogMs),
    invoicesFirstPageMs: within(medians.invoicesFirstPageMs, BUDGETS.invoicesFirstPageMs),
    paymentsFirstPageMs: within(medians.paymentsFirstPageMs, BUDGETS.paymentsFirstPageMs),
    sheetsFirstPageMs: within(medians.sheetsFirstPageMs, BUDGETS.sheetsFirstPageMs),
    sheetsPageChangeMs: within(medians.sheetsPageChangeMs, BUDGETS.sheetsPageChangeMs),
    signingFirstPageMs: within(medians.signingFirstPageMs, BUDGETS.signingFirstPageMs),
    signingCanvasesMax: within(medians.signingCanvasesMax, BUDGETS.signingCanvasesMax),
    formsExportMs: within(medians.formsExportMs, BUDGETS.formsExportMs),
  };
  const firstOk = samples.find((s) => s.loginChunks) ?? { loginChunks: [] };
  const result = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', node: process.version, browser: `Chromium ${browserVersion}` },
    runs: RUNS,
    medians,
    store,
    loginChunks: firstOk.loginChunks.map((c) => c.file),
    loginChunkSizes: firstOk.loginChunks,
    samples: {
      loginReadyMs: pick('loginReadyMs'),
      loginJsGzipBytes: pick('loginJsGzipBytes'),
      loginCssGzipBytes: pick('loginCssGzipBytes'),
      homeAfterLoginMs: pick('homeAfterLoginMs'),
      featureTableMs: featureSamples.map((s) => s.featureTableMs),
      featureToggleMs: featureSamples.map((s) => s.featureToggleMs),
      calendarPageMs: calendarSamples.map((s) => s.calendarPageMs),
      calendarStepMs: calendarSamples.map((s) => s.calendarStepMs),
      labelZipMs: labelSamples.map((s) => s.labelZipMs),
      allOrdersFirstPageMs: allOrdersSamples.map((s) => s.allOrdersFirstPageMs),
      receivingFirstPageMs: receivingSamples.map((s) => s.receivingFirstPageMs),
      optionDialogMs: receivingSamples.map((s) => s.optionDialogMs),
      invoicesFirstPageMs: invoiceSamples.map((s) => s.invoicesFirstPageMs),
      paymentsFirstPageMs: paymentSamples.map((s) => s.paymentsFirstPageMs),
      sheetsFirstPageMs: sheetSamples.map((s) => s.sheetsFirstPageMs),
      sheetsPageChangeMs: sheetSamples.map((s) => s.sheetsPageChangeMs),
      signingFirstPageMs: signingSamples.map((s) => s.signingFirstPageMs),
      signingCanvasesMax: signingSamples.map((s) => s.signingCanvasesMax),
      formsExportMs: exportSamples.map((s) => s.formsExportMs),
      errors: [...samples, ...featureSamples, ...calendarSamples, ...labelSamples, ...allOrdersSamples, ...receivingSamples, ...invoiceSamples, ...paymentSamples, ...sheetSamples, ...signingSamples, ...exportSamples].filter((s) => s.error).map((s) => ({ run: s.run, error: s.error })),
    },
    budgets: BUDGETS,
    pass,
    lighthouse: lighthouseScores,
    lighthouseFloors: LIGHTHOUSE_FLOORS,
  };

  console.log(JSON.stringify(result, null, 2));
  await fs.mkdir(path.join(root, 'bench'), { recursive: true });
  await fs.writeFile(path.join(root, 'bench', 'results.json'), JSON.stringify(result, null, 2) + '\n');
  log('wrote bench/results.json');

  const shown = {
    loginJsGzipKB: medians.loginJsGzipBytes == null ? 'n/a' : `${(medians.loginJsGzipBytes / 1024).toFixed(1)} KB`,
    loginReadyMs: medians.loginReadyMs == null ? 'n/a' : `${medians.loginReadyMs} ms`,
    homeAfterLoginMs: medians.homeAfterLoginMs == null ? 'n/a' : `${medians.homeAfterLoginMs} ms`,
    storeResetMs: `${store.resetMs} ms`,
    featureTableMs: medians.featureTableMs == null ? 'n/a' : `${medians.featureTableMs} ms`,
    featureToggleMs: medians.featureToggleMs == null ? 'n/a' : `${medians.featureToggleMs} ms`,
    calendarPageMs: medians.calendarPageMs == null ? 'n/a' : `${medians.calendarPageMs} ms`,
    calendarStepMs: medians.calendarStepMs == null ? 'n/a' : `${medians.calendarStepMs} ms`,
    labelZipMs: medians.labelZipMs == null ? 'n/a' : `${medians.labelZipMs} ms`,
    allOrdersFirstPageMs: medians.allOrdersFirstPageMs == null ? 'n/a' : `${medians.allOrdersFirstPageMs} ms`,
    receivingFirstPageMs: medians.receivingFirstPageMs == null ? 'n/a' : `${medians.receivingFirstPageMs} ms`,
    optionDialogMs: medians.optionDialogMs == null ? 'n/a' : `${medians.optionDialogMs} ms`,
    invoicesFirstPageMs: medians.invoicesFirstPageMs == null ? 'n/a' : `${medians.invoicesFirstPageMs} ms`,
    paymentsFirstPageMs: medians.paymentsFirstPageMs == null ? 'n/a' : `${medians.paymentsFirstPageMs} ms`,
    sheetsFirstPageMs: medians.sheetsFirstPageMs == null ? 'n/a' : `${medians.sheetsFirstPageMs} ms`,
    sheetsPageChangeMs: medians.sheetsPageChangeMs == null ? 'n/a' : `${medians.sheetsPageChangeMs} ms`,
    signingFirstPageMs: medians.signingFirstPageMs == null ? 'n/a' : `${medians.signingFirstPageMs} ms`,
    signingCanvasesMax: medians.signingCanvasesMax == null ? 'n/a' : `${medians.signingCanvasesMax} pages`,
    formsExportMs: medians.formsExportMs == null ? 'n/a' : `${medians.formsExportMs} ms`,
  };
  for (const [key, ok] of Object.entries(pass)) {
    const unit = key.endsWith('KB') ? 'KB' : key.endsWith('Max') ? 'pages' : 'ms';
    console.log(`${ok ? 'PASS' : 'FAIL'} ${key}: ${shown[key]} (budget ${BUDGETS[key]} ${unit})`);
  }
  const scoreMisses = lighthouseMisses(lighthouseScores);
  for (const miss of scoreMisses) console.log(`FAIL lighthouse ${miss}`);
  if (updateReadme) await writeReadme(result);
  if (check) {
    const over = Object.keys(pass).filter((key) => !within(measured(key, medians, store), BUDGETS[key] * TOLERANCE));
    for (const key of over) console.log(`OVER ${key}: ${shown[key]} is more than ${Math.round((TOLERANCE - 1) * 100)} % past its budget of ${BUDGETS[key]}`);
    if (over.length > 0 || scoreMisses.length > 0) process.exitCode = 1;
  }
}

/** The figure a budget key limits (the login JS in KB; the store's reset from its own process). */
function measured(key, medians, store) {
  if (key === 'loginJsGzipKB') return medians.loginJsGzipBytes == null ? null : medians.loginJsGzipBytes / 1024;
  if (key === 'storeResetMs') return store.resetMs;
  return medians[key];
}

/** 'home accessibility 91 < 95' for each Lighthouse score under its floor (every score when Lighthouse did not run). */
function lighthouseMisses(scores) {
  const misses = [];
  for (const pageName of ['login', 'home']) {
    for (const [category, floor] of Object.entries(LIGHTHOUSE_FLOORS)) {
      const score = scores?.[pageName]?.[category];
      if (score == null || score < floor) misses.push(`${pageName} ${category} ${score ?? 'n/a'} < ${floor}`);
    }
  }
  return misses;
}

main().catch((err) => {
  console.error(`[bench] error: ${err && err.stack ? err.stack : err}`);
  process.exit(1);
});
