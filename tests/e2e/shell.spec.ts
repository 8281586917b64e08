import { expect, test, type Page } from '@playwright/test';
import { loginAs, type DemoAccountName } from './helpers';

async function menuOf(page: Page, account: DemoAccountName): Promise<string[]> {
  await loginAs(page, account);
  const menu = page.getByTestId('side-menu');
  await expect(menu.getByRole('menuitem').first()).toBeVisible();
  return menu.getByRole('menuitem').allTextContents();
}

test.describe('shell', () => {
  test('the Master menu holds every entry of the supplier menu and the administration entries', async ({ browser }) => {
    const supplier = await menuOf(await browser.newPage(), 'moveis');
    const master = await menuOf(await browser.newPage(), 'master');
    expect(supplier).toEqual(['Início', 'Temas']);
    expect(master).toEqual(['Início', 'Temas', 'Logs']);
    expect(master).toEqual(expect.arrayContaining(supplier));
  });

  test('the home screen shows the cards and the supplier warnings', async ({ page }) => {
    await loginAs(page, 'moveis');
    await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible();
    await expect(page.getByText('Você tem pedidos pendentes. Acesse a página de Pedidos não agendados!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pendências' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Comunicados' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Contatos' })).toBeVisible();
  });
});
