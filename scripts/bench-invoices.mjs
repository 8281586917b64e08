// Bench case of `npm run bench`: /notas for the large supplier 3000001. 0000002 (internal view) opens Notas Fiscais,
// picks the supplier and the type Pedidos (5,000 invoices in the default 30 days); measured in the page from the
// click on Aplicar to the first page on screen ('1-15 de 5000'): the InvoicesList call of 5,000 rows, their comma
// decimals converted, sorted and paged.

import { benchRun, clickApply } from './bench-session.mjs';

export const INVOICE_SUPPLIER = '3000001';
export const INVOICE_ROWS = 5000;
export const INVOICES_BUDGET_MS = 1000;
const ACCOUNT = { codigo: '0000002', senha: 'comercial1' };

/** In-page predicate: the first page of `rows` invoices is on screen; answers performance.now(). */
function firstPageShown(rows) {
  if (document.querySelectorAll('[data-testid="notas-table"] tbody tr').length !== 15) return false;
  return [...document.querySelectorAll('p')].some((element) => element.textContent === `1-15 de ${rows}`) && performance.now();
}

/** One cold run: login, Notas Fiscais, the supplier and the type chosen, then Aplicar to the first page. */
export function measureInvoices(browser, baseURL, index, helpers) {
  return benchRun(browser, baseURL, index, ACCOUNT, helpers, 'invoices', async (page, sample) => {
    await page.evaluate(() => {
      window.location.hash = '#/notas';
    });
    await page.getByRole('combobox', { name: 'Fornecedor' }).fill(INVOICE_SUPPLIER, { timeout: 30_000 });
    await page.getByRole('option', { name: new RegExp(`^${INVOICE_SUPPLIER} - `) }).click({ timeout: 30_000 });
    await page.getByRole('combobox', { name: 'Tipo de nota' }).click();
    await page.getByRole('option', { name: 'Pedidos' }).click();
    const started = await page.evaluate(clickApply);
    const shown = await page.waitForFunction(firstPageShown, INVOICE_ROWS, { polling: 'raf', timeout: 30_000 });
    sample.invoicesFirstPageMs = Math.round((await shown.jsonValue()) - started);
  });
}
