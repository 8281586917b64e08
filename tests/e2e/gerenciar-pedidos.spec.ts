import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './helpers';

const tab = (page: Page, name: string | RegExp) => page.getByRole('tab', { name });
const ordersTable = (page: Page) => page.getByRole('table', { name: 'Todos os pedidos' });
const openFromMenu = async (page: Page) => {
  await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible();
  await page.getByTestId('side-menu').getByRole('menuitem', { name: 'Gerenciar pedidos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gerenciar pedidos' })).toBeVisible();
};

test.describe('Gerenciar pedidos', () => {
  test("0000002 (internal) picks a supplier: before that every tab warns 'Selecione o fornecedor', after it the tabs open", async ({ page }) => {
    await loginAs(page, 'comercial');
    await openFromMenu(page);
    await expect(tab(page, 'Todos pedidos')).toHaveAttribute('aria-disabled', 'true');
    // Playwright waits for aria-disabled elements to enable; a user can click them, and is told why nothing opens.
    await tab(page, 'Agendamentos confirmados').click({ force: true });
    await expect(page.getByRole('alert').filter({ hasText: 'Selecione o fornecedor' })).toBeVisible();
    await expect(tab(page, 'Todos pedidos')).toHaveAttribute('aria-selected', 'true');
    await expect(ordersTable(page)).toHaveCount(0);

    const picker = page.getByRole('combobox', { name: 'Selecione o fornecedor' });
    await picker.fill('1000001');
    await page.getByRole('option', { name: /^1000001 - / }).click();
    await expect(tab(page, 'Todos pedidos')).toHaveAttribute('aria-disabled', 'false');
    await expect(page.getByText(/^1-5 de \d+$/)).toBeVisible();
    await expect(ordersTable(page).locator('tbody tr')).toHaveCount(5);
    await tab(page, 'Agendamentos confirmados').click();
    await expect(tab(page, 'Agendamentos confirmados')).toHaveAttribute('aria-selected', 'true');
    await expect(ordersTable(page)).toHaveCount(0);
  });

  test('1000001 filters tab 0 by status and opens a line’s scheduling history', async ({ page }) => {
    await loginAs(page, 'moveis');
    await openFromMenu(page);
    await expect(tab(page, 'Todos pedidos')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(/^1-5 de 48$/)).toBeVisible();

    await page.getByRole('combobox', { name: 'Status do pedido' }).click();
    await page.getByRole('option', { name: 'Confirmação Pendente' }).click();
    await expect(page.getByText('1-4 de 4', { exact: true })).toBeVisible();
    const rows = ordersTable(page).locator('tbody tr');
    await expect(rows).toHaveCount(4);
    for (const row of await rows.all()) await expect(row).toContainText('Confirmação pendente');

    const link = rows.first().getByRole('link', { name: /^Ver histórico de agendamento do pedido \d+, produto \d+$/ });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^#\/historico-de-agendamento\/detalhes\/\d+\/\d+\/\d{2}-\d{2}-\d{4}\/(101|40)$/);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`));
  });
});
