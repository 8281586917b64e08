// Bench case of `npm run bench`: tab 0 of Gerenciar pedidos (Todos pedidos) for the large supplier 3000001 (10,000
// order lines). 0000002 (internal view) opens /gerenciarPedidos and picks the supplier; measured in the page from the
// click on the supplier's option to tab 0's first page on screen (5 rows and '1-5 de 10000').

export const ALL_ORDERS_SUPPLIER = '3000001';
export const ALL_ORDERS_LINES = 10_000;
export const ALL_ORDERS_BUDGET_MS = 1000;
const ACCOUNT = { codigo: '0000002', senha: 'comercial1' };

/** In-page: clicks the supplier's option and answers when it happened. */
function pickSupplier(code) {
  const option = [...document.querySelectorAll('[role="option"]')].find((element) => element.textContent.startsWith(`${code} - `));
  if (!option) throw new Error(`no option for supplier ${code}`);
  const started = performance.now();
  option.click();
  return started;
}

/** In-page predicate: tab 0's first page is on screen; answers performance.now(). */
function firstPageShown(lines) {
  const rows = document.querySelectorAll('table[aria-label="Todos os pedidos"] tbody tr');
  if (rows.length !== 5) return false;
  const range = `1-5 de ${lines}`;
  return [...document.querySelectorAll('p')].some((element) => element.textContent === range) && performance.now();
}

/** One cold run: login, Gerenciar pedidos, the supplier typed, then its option to the first page. `helpers` gives the bench's `labelled` and `log`. */
export async function measureAllOrdersPage(browser, baseURL, index, { labelled, loginLabel, passwordLabel, loginButton, homeCards, log }) {
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
      window.location.hash = '#/gerenciarPedidos';
    });
    await page.getByRole('combobox', { name: 'Selecione o fornecedor' }).fill(ALL_ORDERS_SUPPLIER, { timeout: 30_000 });
    await page.getByRole('option', { name: new RegExp(`^${ALL_ORDERS_SUPPLIER} - `) }).waitFor({ timeout: 30_000 });
    const started = await page.evaluate(pickSupplier, ALL_ORDERS_SUPPLIER);
    const shown = await page.waitForFunction(firstPageShown, ALL_ORDERS_LINES, { polling: 'raf', timeout: 30_000 });
    sample.allOrdersFirstPageMs = Math.round((await shown.jsonValue()) - started);
  } catch (err) {
    sample.error = String(err && err.message ? err.message.split('\n')[0] : err);
    log(`all orders run ${index + 1}: ${sample.error}`);
  } finally {
    await context.close();
  }
  return sample;
}
