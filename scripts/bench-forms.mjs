// Bench case of `npm run bench`: the answers export of the seeded 'Censo de fornecedores' (form 105, answered by 1,000
// suppliers). 0000003 opens Formulários; measured in the page from the click on the row's export button to the CSV's
// save (the download link's click), checked against the browser's download (a header and 1,000 rows).
import { readFile } from 'node:fs/promises';
import { benchRun } from './bench-session.mjs';

export const EXPORT_FORM = 'Censo de fornecedores';
export const EXPORT_ANSWERS = 1000;
export const FORMS_EXPORT_BUDGET_MS = 2000;
const ACCOUNT = { codigo: '0000003', senha: 'sourcing1' };

/** In-page: notes when a download link is clicked (the kit's downloadBlob), the CSV being saved. */
function watchSaves() {
  window.__exportSavedAt = null;
  document.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof HTMLAnchorElement && event.target.hasAttribute('download')) window.__exportSavedAt = performance.now();
    },
    true,
  );
}

/** In-page: clicks the form's export button and answers when it happened. */
function clickExport(title) {
  const button = document.querySelector(`button[aria-label="Exportar respostas de ${title}"]`);
  if (!button) throw new Error(`no export button for ${title}`);
  const started = performance.now();
  button.click();
  return started;
}

/** One cold run: login, Formulários, the census's export to the saved CSV. */
export function measureFormsExport(browser, baseURL, index, helpers) {
  return benchRun(browser, baseURL, index, ACCOUNT, helpers, 'forms export', async (page, sample) => {
    await page.evaluate(() => {
      window.location.hash = '#/formularios';
    });
    await page.getByRole('button', { name: `Exportar respostas de ${EXPORT_FORM}` }).waitFor({ timeout: 30_000 });
    await page.evaluate(watchSaves);
    const download = page.waitForEvent('download', { timeout: 30_000 });
    const started = await page.evaluate(clickExport, EXPORT_FORM);
    const file = await download;
    const savedAt = await page.waitForFunction(() => window.__exportSavedAt, null, { timeout: 30_000 });
    sample.formsExportMs = Math.round((await savedAt.jsonValue()) - started);
    const rows = (await readFile(await file.path(), 'utf8')).split(/\r?\n/).filter((line) => line.length > 0).length - 1;
    if (rows !== EXPORT_ANSWERS) throw new Error(`the CSV holds ${rows} rows, not ${EXPORT_ANSWERS}`);
  }, { acceptDownloads: true });
}
