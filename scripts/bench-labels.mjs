// Bench case of `npm run bench`: the 50-product label zip (spec part 2, "Label download"). 1000001 (6 more orders
// issued by the mock, as the seed has 48 products) ticks 50 rows of Todos pedidos; measured in the page from the click
// on 'ZPL' to the zip's save (the download link's click), checked against the browser's download (50 entries).
import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { benchRun } from './bench-session.mjs';

export const LABEL_PRODUCTS = 50;
export const LABEL_ZIP_BUDGET_MS = 3000;
const ACCOUNT = { codigo: '1000001', senha: 'moveis123' };

/** In-page: notes when a download link is clicked (the kit's downloadBlob), the zip being saved. */
function watchSaves() {
  window.__labelSavedAt = null;
  document.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof HTMLAnchorElement && event.target.hasAttribute('download')) window.__labelSavedAt = performance.now();
    },
    true,
  );
}

/** In-page: clicks the ZPL choice and answers when it happened. */
function clickZpl() {
  const item = [...document.querySelectorAll('[role="menuitem"]')].find((element) => element.textContent.startsWith('ZPL'));
  if (!item) throw new Error('no ZPL choice');
  const started = performance.now();
  item.click();
  return started;
}

/**
 * One cold run: login, Todos pedidos, 50 rows per page, 'Selecionar tudo', DOWNLOAD ETIQUETA, then ZPL to the saved
 * zip. `helpers` gives the bench's `labelled` and `log`.
 */
export function measureLabelZip(browser, baseURL, index, helpers) {
  return benchRun(browser, baseURL, index, ACCOUNT, helpers, 'label zip', async (page, sample) => {
    await page.evaluate(() => window.__mock.issueOrders('1000001', 6));
    await page.evaluate(() => {
      window.location.hash = '#/gerenciarPedidos';
    });
    const table = page.getByRole('table', { name: 'Todos os pedidos' });
    await page.getByRole('combobox', { name: 'Linhas por página:' }).click({ timeout: 30_000 });
    await page.getByRole('option', { name: '50', exact: true }).click();
    await page.waitForFunction((count) => document.querySelectorAll('table tbody input[type="checkbox"]').length === count, LABEL_PRODUCTS, { timeout: 30_000 });
    await table.getByRole('checkbox', { name: 'Selecionar tudo' }).check();
    await page.getByRole('button', { name: 'DOWNLOAD ETIQUETA' }).click();
    await page.getByRole('menuitem', { name: /^ZPL/ }).waitFor();
    await page.evaluate(watchSaves);
    const download = page.waitForEvent('download', { timeout: 30_000 });
    const started = await page.evaluate(clickZpl);
    const file = await download;
    const savedAt = await page.waitForFunction(() => window.__labelSavedAt, null, { timeout: 30_000 });
    sample.labelZipMs = Math.round((await savedAt.jsonValue()) - started);
    const zip = await JSZip.loadAsync(await readFile(await file.path()));
    const entries = Object.keys(zip.files).length;
    if (entries !== LABEL_PRODUCTS) throw new Error(`the zip holds ${entries} files, not ${LABEL_PRODUCTS}`);
  }, { acceptDownloads: true });
}
