// Bench case of `npm run bench`: /pagamentos for the large supplier 3000001 (9,999 payments in the default 30 days).
// 0000002 (internal view) opens Pagamentos and picks the supplier, which loads at once; measured in the page from the
// click on the supplier's option to the first page and the financial totals on screen ('1-15 de 9999'): one payments
// call of 9,999 rows, classified, totalled, sorted and paged.

import { benchRun, pickSupplierOption } from './bench-session.mjs';

export const PAYMENT_SUPPLIER = '3000001';
export const PAYMENT_ROWS = 9999;
export const PAYMENTS_BUDGET_MS = 1000;
const ACCOUNT = { codigo: '0000002', senha: 'comercial1' };

/** In-page predicate: the totals card and the first page of `rows` payments are on screen; answers performance.now(). */
function firstPageShown(rows) {
  if (!document.querySelector('section[aria-label="Resumo financeiro"]')) return false;
  if (document.querySelectorAll('[data-testid="pagamentos-table"] tbody tr').length !== 15) return false;
  return [...document.querySelectorAll('p')].some((element) => element.textContent === `1-15 de ${rows}`) && performance.now();
}

/** One cold run: login, Pagamentos, the supplier typed, its option to the first page and the totals. */
export function measurePayments(browser, baseURL, index, helpers) {
  return benchRun(browser, baseURL, index, ACCOUNT, helpers, 'payments', async (page, sample) => {
    await page.evaluate(() => {
      window.location.hash = '#/pagamentos';
    });
    await page.getByRole('combobox', { name: 'Fornecedor' }).fill(PAYMENT_SUPPLIER, { timeout: 30_000 });
    await page.getByRole('option', { name: new RegExp(`^${PAYMENT_SUPPLIER} - `) }).waitFor({ timeout: 30_000 });
    const started = await page.evaluate(pickSupplierOption, PAYMENT_SUPPLIER);
    const shown = await page.waitForFunction(firstPageShown, PAYMENT_ROWS, { polling: 'raf', timeout: 30_000 });
    sample.paymentsFirstPageMs = Math.round((await shown.jsonValue()) - started);
  });
}
