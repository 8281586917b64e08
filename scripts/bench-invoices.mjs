// Bench case of `npm run bench`: /notas for the large supplier 3000001. 0000002 (internal view) opens Notas Fiscais,
// picks the supplier and the type Pedidos (5,000 invoices in the default 30 days); measured in the page from the
// click on Aplicar to the first page on screen ('1-15 de 5000'): the InvoicesList call of 5,000 rows, their comma
// decimals converted, sorted and paged.

export const INVOICE_SUPPLIER = '3000001';
export const INVOICE_ROWS = 5000;
export const INVOICES_BUDGET_MS = 1000;
const ACCOUNT = { codigo: '0000002', senha: 'comercial1' };

/** In-page: clicks Aplicar and answers when it happened. */
function clickApply() {
  const button = [...document.querySelectorAll('button')].find((element) => element.textContent === 'Aplicar');
  const started = performance.now();
  button.click();
  return started;
}

/** In-page predicate: the first page of `rows` invoices is on screen; answers performance.now(). */
function firstPageShown(rows) {
  if (document.querySelectorAll('[data-testid="notas-table"] tbody tr').length !== 15) return false;
  return [...document.querySelectorAll('p')].some((element) => element.textContent === `1-15 de ${rows}`) && performance.now();
}

/** One cold run: login, Notas Fiscais, the supplier and the type chosen, then Aplicar to the first page. */
export async function measureInvoices(browser, baseURL, index, { labelled, loginLabel, passwordLabel, loginButton, homeCards, log }) {
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
      window.location.hash = '#/notas';
    });
    await page.getByRole('combobox', { name: 'Fornecedor' }).fill(INVOICE_SUPPLIER, { timeout: 30_000 });
    await page.getByRole('option', { name: new RegExp(`^${INVOICE_SUPPLIER} - `) }).click({ timeout: 30_000 });
    await page.getByRole('combobox', { name: 'Tipo de nota' }).click();
    await page.getByRole('option', { name: 'Pedidos' }).click();
    const started = await page.evaluate(clickApply);
    const shown = await page.waitForFunction(firstPageShown, INVOICE_ROWS, { polling: 'raf', timeout: 30_000 });
    sample.invoicesFirstPageMs = Math.round((await shown.jsonValue()) - started);
  } catch (err) {
    sample.error = String(err && err.message ? err.message.split('\n')[0] : err);
    log(`invoices run ${index + 1}: ${sample.error}`);
  } finally {
    await context.close();
  }
  return sample;
}
