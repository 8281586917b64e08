// Bench case of `npm run bench`: /pagamentos for the large supplier 3000001 (9,999 payments in the default 30 days).
// 0000002 (internal view) opens Pagamentos and picks the supplier; measured in the page from the click on Aplicar to
// the first page and the financial totals on screen ('1-15 de 9999'): one payments call of 9,999 rows, classified,
// totalled, sorted and paged.

export const PAYMENT_SUPPLIER = '3000001';
export const PAYMENT_ROWS = 9999;
export const PAYMENTS_BUDGET_MS = 1000;
const ACCOUNT = { codigo: '0000002', senha: 'comercial1' };

/** In-page: clicks Aplicar and answers when it happened. */
function clickApply() {
  const button = [...document.querySelectorAll('button')].find((element) => element.textContent === 'Aplicar');
  const started = performance.now();
  button.click();
  return started;
}

/** In-page predicate: the totals card and the first page of `rows` payments are on screen; answers performance.now(). */
function firstPageShown(rows) {
  if (!document.querySelector('section[aria-label="Resumo financeiro"]')) return false;
  if (document.querySelectorAll('[data-testid="pagamentos-table"] tbody tr').length !== 15) return false;
  return [...document.querySelectorAll('p')].some((element) => element.textContent === `1-15 de ${rows}`) && performance.now();
}

/** One cold run: login, Pagamentos, the supplier chosen, then Aplicar to the first page and the totals. */
export async function measurePayments(browser, baseURL, index, { labelled, loginLabel, passwordLabel, loginButton, homeCards, log }) {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', serviceWorkers: 'allow' });
  const page = await context.newPage();
  const sample = { run: index + 1 };
  try {
    await page.goto(baseURL + '/');
    await labelled(page, loginLabel).fill(ACCOUNT.codigo);
    await labelled(page, passwordLabel).fill(ACCOUNT.senha);
    await page.getByRole('button', { name: loginButton, exact: true }).click();
    await page.waitForSelector(homeCards, { timeout: 30_000 });
    await page.evaluate(() => {
      window.location.hash = '#/pagamentos';
    });
    await page.getByRole('combobox', { name: 'Fornecedor' }).fill(PAYMENT_SUPPLIER, { timeout: 30_000 });
    await page.getByRole('option', { name: new RegExp(`^${PAYMENT_SUPPLIER} - `) }).click({ timeout: 30_000 });
    const started = await page.evaluate(clickApply);
    const shown = await page.waitForFunction(firstPageShown, PAYMENT_ROWS, { polling: 'raf', timeout: 30_000 });
    sample.paymentsFirstPageMs = Math.round((await shown.jsonValue()) - started);
  } catch (err) {
    sample.error = String(err && err.message ? err.message.split('\n')[0] : err);
    log(`payments run ${index + 1}: ${sample.error}`);
  } finally {
    await context.close();
  }
  return sample;
}
