import { expect, test } from '@playwright/test';
import { loginAs } from './helpers';

/** 'R$ 1.234,56' as a number. */
const money = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

test.describe('payments', () => {
  test('1000001: the last 30 days; the card adds up what the rows will pay and have paid', async ({ page }) => {
    await loginAs(page, 'moveis');
    await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible();
    await page.getByTestId('side-menu').getByRole('menuitem', { name: 'Pagamentos' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamentos' })).toBeVisible();
    const range = page.getByText(/^1-\d+ de \d+$/);
    await expect(range).toBeVisible();
    const total = Number(/de (\d+)$/.exec((await range.textContent()) ?? '')?.[1]);
    // Every row on one page, to add them up.
    await page.getByRole('combobox', { name: 'Linhas por página:' }).click();
    await page.getByRole('option', { name: '50' }).click();
    const rows = page.getByTestId('pagamentos-table').locator('tbody tr');
    await expect(rows).toHaveCount(Math.min(total, 50));
    const header = await page.getByTestId('pagamentos-table').locator('thead th').allTextContents();
    const paidColumn = header.indexOf('Valor a pagar');
    const statusColumn = header.indexOf('Situação');
    let paid = 0;
    let toReceive = 0;
    for (const row of await rows.all()) {
      const cells = await row.locator('td').allTextContents();
      if (cells[statusColumn] === 'Pago') paid += money(cells[paidColumn]);
      else toReceive += money(cells[paidColumn]);
    }
    const card = page.getByRole('region', { name: 'Resumo financeiro' });
    const value = async (label: string) => money((await card.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').textContent()) ?? '');
    expect(await value('Notas fiscais')).toBe(total);
    expect(await value('Total pago')).toBeCloseTo(paid, 2);
    expect(await value('Total a receber')).toBeCloseTo(toReceive, 2);
  });

  test('0000002 picks the large supplier and pages through its payments', async ({ page }) => {
    await loginAs(page, 'comercial');
    await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible();
    await page.getByTestId('side-menu').getByRole('menuitem', { name: 'Pagamentos' }).click();
    await page.getByRole('combobox', { name: 'Fornecedor' }).fill('3000001');
    await page.getByRole('option', { name: /^3000001 - / }).click();
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByText(/^1-15 de \d+$/)).toBeVisible();
    await page.getByRole('button', { name: 'Ir para a próxima página' }).click();
    await expect(page.getByText(/^16-30 de \d+$/)).toBeVisible();
    await expect(page.getByTestId('pagamentos-table').locator('tbody tr')).toHaveCount(15);
  });
});
