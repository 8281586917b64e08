import { expect, test, type Page } from '@playwright/test';
import { field, loginAs, type DemoAccountName } from './helpers';

const FIGURES = ['OTIF por mês', 'Entregas no prazo', 'Descontos por no-show', 'Descontos por alteração tardia', 'Atrasos (dias)'];
const OTIF_TABLE = 'OTIF por mês: valores por mês do fornecedor e mediana da categoria';

async function openScorecard(page: Page, account: DemoAccountName) {
  await loginAs(page, account);
  await expect(page.getByRole('heading', { name: 'Bem-vindo ao portal do fornecedor' })).toBeVisible();
  await page.getByTestId('side-menu').getByRole('menuitem', { name: 'Scorecard' }).click();
  await expect(page.getByRole('heading', { name: 'Scorecard', level: 1 })).toBeVisible();
}

/** The OTIF table's rows (month, supplier, median), as a screen reader reads them. */
async function otifRows(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: OTIF_TABLE });
  await expect(table.getByRole('row')).toHaveCount(13, { timeout: 15_000 });
  return table.getByRole('row').allTextContents();
}

async function pickSupplier(page: Page, code: string) {
  await page.getByRole('combobox', { name: 'Fornecedor' }).fill(code);
  await page.getByRole('option', { name: new RegExp(`^${code} - `) }).click();
}

test.describe('Scorecard', () => {
  test("1000001 sees its own figures; 0000003 picks 1000001 and gets the same numbers, then switches to 2000001", async ({ page }) => {
    await openScorecard(page, 'moveis');
    await expect(page.getByRole('heading', { name: /^Scorecard de 1000001 - / })).toBeVisible();
    for (const figure of FIGURES) await expect(page.getByRole('article', { name: figure })).toBeVisible();
    const own = await otifRows(page);
    expect(own[1]).toMatch(/^\d{2}\/\d{4}\d+(,\d+)?\s?%/);

    await page.getByTestId('side-menu').getByRole('button', { name: 'Sair' }).click();
    await expect(field(page, 'Código do fornecedor')).toBeVisible();
    await openScorecard(page, 'sourcing');
    await expect(page.getByText('Selecione o fornecedor')).toBeVisible();
    await pickSupplier(page, '1000001');
    await expect(page.getByRole('heading', { name: /^Scorecard de 1000001 - / })).toBeVisible();
    expect(await otifRows(page)).toEqual(own);

    await pickSupplier(page, '2000001');
    await expect(page.getByRole('heading', { name: /^Scorecard de 2000001 - / })).toBeVisible();
    await expect.poll(() => otifRows(page)).not.toEqual(own);
  });
});
