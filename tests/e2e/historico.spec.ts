import { expect, test } from '@playwright/test';
import { loginAs } from './helpers';

test.describe('scheduling history (/historico-de-agendamento)', () => {
  test('1000001 filters by a product, opens a line’s history and comes back to the same filter', async ({ page }) => {
    await loginAs(page, 'moveis');
    await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible();
    await page.getByTestId('side-menu').getByRole('menuitem', { name: 'Histórico de agendamento' }).click();
    await expect(page).toHaveURL(/\/historico-de-agendamento/);
    const table = page.getByRole('table', { name: 'Pedidos do histórico de agendamento' });
    const rows = table.locator('tbody tr');
    await expect(page.getByText(/^1-5 de \d+$/)).toBeVisible();
    await expect(rows).toHaveCount(5);

    const header = await table.locator('thead th').allTextContents();
    const productColumn = header.indexOf('ID do produto');
    const product = (await rows.first().locator('td').nth(productColumn).textContent()) ?? '';
    expect(product).toMatch(/^\d+$/);
    await page.getByRole('textbox', { name: 'ID do produto', exact: true }).fill(product);
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page).toHaveURL(new RegExp(`productId%22%3A%22${product}%22`));
    const products = rows.locator(`td:nth-child(${productColumn + 1})`);
    await expect.poll(async () => [...new Set(await products.allTextContents())]).toEqual([product]);
    const range = (await page.getByText(/^1-\d+ de \d+$/).textContent()) ?? '';

    await rows.first().getByRole('link', { name: new RegExp(`^Ver histórico do pedido \\d+, produto ${product}$`) }).click();
    await expect(page).toHaveURL(new RegExp(`/historico-de-agendamento/detalhes/\\d+/${product}/\\d{2}-\\d{2}-\\d{4}/\\d+$`));
    const card = page.getByTestId('history-card');
    await expect(card).toBeVisible();
    await expect(card.locator('dt', { hasText: 'Produto' }).locator('xpath=following-sibling::dd[1]')).toHaveText(new RegExp(`^${product} - `));
    await expect(card.getByText('Fornecedor', { exact: true })).toHaveCount(0);
    const changes = page.getByRole('table', { name: 'Histórico do pedido' }).locator('tbody tr');
    await expect(changes.first()).toBeVisible();

    await page.getByRole('button', { name: 'Voltar para o histórico' }).click();
    await expect(page.getByRole('textbox', { name: 'ID do produto', exact: true })).toHaveValue(product);
    await expect(page.getByText(range, { exact: true })).toBeVisible();
  });
});
