import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './helpers';

const WELCOME = 'Bem-vindo ao portal do fornecedor';
/** Cells of a row: the option chip, then the 26 columns of spec 2.4 (order, branch, delivery date, product, …). */
const ORDER = 1;
const DELIVERY = 3;
const PRODUCT = 4;
const DELIVERED = 9;

async function openReceivingOptions(page: Page) {
  await expect(page.getByText(WELCOME)).toBeVisible();
  await page.getByTestId('side-menu').getByRole('menuitem', { name: 'Opções de recebimento' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Opções de recebimento' })).toBeVisible();
}

const rowOf = (page: Page, order: string, product: string) =>
  page.getByTestId('opcoesRecebimento-table').locator('tbody tr', { has: page.getByLabel(`Escolher a opção de recebimento do pedido ${order}, produto ${product}`) });

/** dd/MM/yyyy plus `days`. */
function plusDays(day: string, days: number): string {
  const [d, m, y] = day.split('/').map(Number);
  const date = new Date(y, m - 1, d + days);
  return `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
}

test.describe('receiving options (/opcoesRecebimento)', () => {
  test('1000001 chooses an early payment for a product and sees its new option after the reload', async ({ page }) => {
    await loginAs(page, 'moveis');
    await openReceivingOptions(page);
    const rows = page.getByTestId('opcoesRecebimento-table').locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    // The first row on the standard term with nothing delivered yet (a partly delivered one cannot be anticipated).
    const cells = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
    const chosen = cells.find((row) => row[0] === 'Prazo padrão' && row[DELIVERED] === '0');
    expect(chosen).toBeDefined();
    const [order, delivery, product] = [chosen![ORDER], chosen![DELIVERY], chosen![PRODUCT]];
    const row = rowOf(page, order, product);
    await row.locator('td').nth(PRODUCT).click();

    const dialog = page.getByRole('dialog', { name: 'Opção de recebimento do produto' });
    const seven = dialog.getByRole('radio', { name: '3,0% de desconto - pagamento em 7 dias' });
    await expect(seven).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Prazo padrão - pagamento em 28 dias' })).toBeVisible();
    await expect(dialog.getByText(`Pagamento previsto em ${plusDays(delivery, 7)} · o desconto equivale a 69,8% ao ano`)).toBeVisible();
    await expect(dialog.getByText(`Pagamento previsto em ${plusDays(delivery, 14)} · o desconto equivale a 48,3% ao ano`)).toBeVisible();
    // The option in force (the standard term) comes chosen.
    await expect(dialog.getByRole('radio', { name: 'Prazo padrão - pagamento em 28 dias' })).toBeChecked();
    await seven.check();
    await dialog.getByRole('button', { name: 'APLICAR' }).click();

    const done = page.getByRole('dialog', { name: 'Opção de recebimento alterada' });
    await expect(done).toContainText('Feito escolha de antecipação!');
    await done.getByRole('button', { name: 'OK' }).click();
    // Reloaded 1 s after the save: the row is anticipated, paid in 7 days.
    await expect(row.locator('td').first()).toHaveText('Antecipado');
    await expect(row).toContainText('7 dias');
  });

  test('2000001, in no group, has no payment conditions released', async ({ page }) => {
    await loginAs(page, 'acessorios');
    await openReceivingOptions(page);
    await expect(page.getByText('Você não tem condições de pagamento liberadas', { exact: true })).toBeVisible();
    await expect(page.getByTestId('opcoesRecebimento-table').locator('tbody tr').first()).toBeVisible();
  });

  test('0000002 picks the large supplier 3000001 and sees the first page of its items', async ({ page }) => {
    await loginAs(page, 'comercial');
    await openReceivingOptions(page);
    await expect(page.getByText('Selecione o fornecedor')).toBeVisible();
    await page.getByRole('combobox', { name: 'Fornecedor' }).fill('3000001');
    await page.getByRole('option', { name: /^3000001 - / }).click();
    await expect(page.getByText('1-15 de 2000')).toBeVisible();
    await expect(page.getByTestId('opcoesRecebimento-table').locator('tbody tr')).toHaveCount(15);
    await expect(page.getByTestId('opcoesRecebimento-table').locator('tbody tr').first()).toContainText(/78\d{8}/);
  });
});
