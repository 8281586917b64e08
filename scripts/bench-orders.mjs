// Bench case of `npm run bench`: tab 0 of Gerenciar pedidos (Todos pedidos) for the large supplier 3000001 (10,000
// order lines). 0000002 (internal view) opens /gerenciarPedidos and picks the supplier; measured in the page from the
// click on the supplier's option to tab 0's first page on screen (5 rows and '1-5 de 10000').

import { benchRun, pickSupplierOption } from './bench-session.mjs';

export const ALL_ORDERS_SUPPLIER = '3000001';
export const ALL_ORDERS_LINES = 10_000;
export const ALL_ORDERS_BUDGET_MS = 1000;
const ACCOUNT = { codigo: '0000002', senha: 'comercial1' };

/** In-page predicate: tab 0's first page is on screen; answers performance.now(). */
function firstPageShown(lines) {
  const rows = document.querySelectorAll('table[aria-label="Todos os pedidos"] tbody tr');
  if (rows.length !== 5) return false;
  const range = `1-5 de ${lines}`;
  return [...document.querySelectorAll('p')].some((element) => element.textContent === range) && performance.now();
}

/** One cold run: login, Gerenciar pedidos, the supplier typed, then its option to the first page. `helpers` gives the bench's `labelled` and `log`. */
export function measureAllOrdersPage(browser, baseURL, index, helpers) {
  return benchRun(browser, baseURL, index, ACCOUNT, helpers, 'all orders', async (page, sample) => {
    await page.evaluate(() => {
      window.location.hash = '#/gerenciarPedidos';
    });
    await page.getByRole('combobox', { name: 'Selecione o fornecedor' }).fill(ALL_ORDERS_SUPPLIER, { timeout: 30_000 });
    await page.getByRole('option', { name: new RegExp(`^${ALL_ORDERS_SUPPLIER} - `) }).waitFor({ timeout: 30_000 });
    const started = await page.evaluate(pickSupplierOption, ALL_ORDERS_SUPPLIER);
    const shown = await page.waitForFunction(firstPageShown, ALL_ORDERS_LINES, { polling: 'raf', timeout: 30_000 });
    sample.allOrdersFirstPageMs = Math.round((await shown.jsonValue()) - started);
  });
}
