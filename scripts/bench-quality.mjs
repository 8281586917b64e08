// Bench case of `npm run bench`: Ficha Técnica (/qualidade) for the large supplier 3000001 (2,000 furniture products).
// 0000003 (internal staff) opens the page and picks the supplier; measured in the page from the click on the
// supplier's option to the first page of cards on screen (2 cards and '1–2 de 2000'), then from the click on the next
// page's arrow to the second page ('3–4 de 2000').

import { benchRun, pickSupplierOption } from './bench-session.mjs';

export const SHEETS_SUPPLIER = '3000001';
export const SHEETS_PRODUCTS = 2000;
export const SHEETS_FIRST_PAGE_BUDGET_MS = 1000;
export const SHEETS_PAGE_CHANGE_BUDGET_MS = 300;
const ACCOUNT = { codigo: '0000003', senha: 'sourcing1' };

/** In-page predicate: the cards from `from` to `from + 1` of `total` are on screen; answers performance.now(). */
function cardsShown([from, total]) {
  const cards = document.querySelectorAll('ul > li.MuiCard-root[aria-label]');
  if (cards.length !== 2) return false;
  const range = `${from}–${from + 1} de ${total}`;
  return [...document.querySelectorAll('p')].some((element) => element.textContent === range) && performance.now();
}

/** In-page: clicks the pager's next-page arrow and answers when it happened. */
function clickNextPage() {
  const button = document.querySelector('button[aria-label="Ir para a próxima página"]');
  if (!button) throw new Error('no next-page button');
  const started = performance.now();
  button.click();
  return started;
}

/** One cold run: login, Ficha Técnica, the supplier typed, its option to the first page, the next page. */
export function measureSheets(browser, baseURL, index, helpers) {
  return benchRun(browser, baseURL, index, ACCOUNT, helpers, 'technical sheets', async (page, sample) => {
    await page.evaluate(() => {
      window.location.hash = '#/qualidade';
    });
    await page.getByRole('combobox', { name: 'Selecione o fornecedor' }).fill(SHEETS_SUPPLIER, { timeout: 30_000 });
    await page.getByRole('option', { name: new RegExp(`^${SHEETS_SUPPLIER} - `) }).waitFor({ timeout: 30_000 });
    const started = await page.evaluate(pickSupplierOption, SHEETS_SUPPLIER);
    const shown = await page.waitForFunction(cardsShown, [1, SHEETS_PRODUCTS], { polling: 'raf', timeout: 30_000 });
    sample.sheetsFirstPageMs = Math.round((await shown.jsonValue()) - started);
    const turned = await page.evaluate(clickNextPage);
    const next = await page.waitForFunction(cardsShown, [3, SHEETS_PRODUCTS], { polling: 'raf', timeout: 30_000 });
    sample.sheetsPageChangeMs = Math.round((await next.jsonValue()) - turned);
  });
}
