// What every logged-in bench case of `npm run bench` shares: a cold browser context logged in on the home screen, and
// the in-page click on a supplier's option.

/**
 * One cold run: a fresh context logged in as `account` on the home screen, then `measure(page, sample)`, which adds
 * its figures to the sample; a failure is kept in `sample.error` (and logged as '<label> run n: …').
 */
export async function benchRun(browser, baseURL, index, account, helpers, label, measure, contextOptions = {}) {
  const { labelled, loginLabel, passwordLabel, loginButton, homeCards, log } = helpers;
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', serviceWorkers: 'allow', ...contextOptions });
  const page = await context.newPage();
  const sample = { run: index + 1 };
  try {
    await page.goto(baseURL + '/');
    await labelled(page, loginLabel).fill(account.codigo);
    await labelled(page, passwordLabel).fill(account.senha);
    await page.getByRole('button', { name: loginButton, exact: true }).click();
    await page.waitForSelector(homeCards, { timeout: 30_000 });
    await measure(page, sample);
  } catch (err) {
    sample.error = String(err && err.message ? err.message.split('\n')[0] : err);
    log(`${label} run ${index + 1}: ${sample.error}`);
  } finally {
    await context.close();
  }
  return sample;
}

/** In-page: clicks the autocomplete option of supplier `code` and answers when it happened. */
export function pickSupplierOption(code) {
  const option = [...document.querySelectorAll('[role="option"]')].find((element) => element.textContent.startsWith(`${code} - `));
  if (!option) throw new Error(`no option for supplier ${code}`);
  const started = performance.now();
  option.click();
  return started;
}

/** In-page: clicks the filter bar's Aplicar and answers when it happened. */
export function clickApply() {
  const button = [...document.querySelectorAll('button')].find((element) => element.textContent === 'Aplicar');
  const started = performance.now();
  button.click();
  return started;
}
