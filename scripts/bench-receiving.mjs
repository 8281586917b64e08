// Bench case of `npm run bench`: /opcoesRecebimento for the large supplier 3000001. 0000002 (internal view) opens the
// screen (items by latest delivery first) and picks the supplier; measured in the page from the click on the
// supplier's option to the first page on screen ('1-15 de n'), then from a click on a row to its option dialog with
// the options' payment dates and annual rates.

import { benchRun, pickSupplierOption } from './bench-session.mjs';

export const RECEIVING_SUPPLIER = '3000001';
export const RECEIVING_PAGE_BUDGET_MS = 1000;
export const OPTION_DIALOG_BUDGET_MS = 200;
const ACCOUNT = { codigo: '0000002', senha: 'comercial1' };

/** In-page predicate: the first page of items is on screen; answers performance.now(). */
function firstPageShown() {
  const rows = document.querySelectorAll('[data-testid="opcoesRecebimento-table"] tbody tr');
  if (rows.length !== 15) return false;
  return [...document.querySelectorAll('p')].some((element) => /^1-15 de \d+$/.test(element.textContent)) && performance.now();
}

/** In-page: clicks the third cell of row `index`; answers when it happened. */
function clickRow(index) {
  const cell = document.querySelectorAll('[data-testid="opcoesRecebimento-table"] tbody tr')[index].querySelectorAll('td')[2];
  const started = performance.now();
  cell.click();
  return started;
}

/** In-page predicate: a dialog is open; answers [its kind, performance.now()] (kind 'options' once its rates are shown). */
function dialogShown() {
  const dialog = document.querySelector('[role="dialog"]');
  if (!dialog) return false;
  const options = dialog.querySelectorAll('input[type="radio"]').length > 1 && /ao ano/.test(dialog.textContent);
  return [options ? 'options' : 'other', performance.now()];
}

/** One cold run: login, the screen, the supplier typed, its option to the first page, then rows until an option dialog. */
export function measureReceivingOptions(browser, baseURL, index, helpers) {
  return benchRun(browser, baseURL, index, ACCOUNT, helpers, 'receiving options', async (page, sample) => {
    await page.evaluate(() => {
      window.location.hash = '#/opcoesRecebimento?sort=DT_ENTRG&order=DESC';
    });
    await page.getByRole('combobox', { name: 'Fornecedor' }).fill(RECEIVING_SUPPLIER, { timeout: 30_000 });
    await page.getByRole('option', { name: new RegExp(`^${RECEIVING_SUPPLIER} - `) }).waitFor({ timeout: 30_000 });
    const started = await page.evaluate(pickSupplierOption, RECEIVING_SUPPLIER);
    const shown = await page.waitForFunction(firstPageShown, undefined, { polling: 'raf', timeout: 30_000 });
    sample.receivingFirstPageMs = Math.round((await shown.jsonValue()) - started);
    for (let row = 0; row < 15 && sample.optionDialogMs === undefined; row += 1) {
      const clicked = await page.evaluate(clickRow, row);
      const [kind, at] = await (await page.waitForFunction(dialogShown, undefined, { polling: 'raf', timeout: 30_000 })).jsonValue();
      if (kind === 'options') sample.optionDialogMs = Math.round(at - clicked);
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('[role="dialog"]'), undefined, { timeout: 30_000 });
    }
    if (sample.optionDialogMs === undefined) throw new Error('no row of the first page opened an option dialog');
  });
}
