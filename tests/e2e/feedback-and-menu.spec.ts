import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginAs, resetMock } from './helpers';

const PENDING_ORDERS = 'Você tem pedidos pendentes. Acesse a página de Pedidos não agendados!';

async function boxOf(element: Locator) {
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

/** The page never scrolls sideways. */
async function expectNoSideScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test.describe('desktop (1366 px): warnings and the side menu', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test("1000001: the home warnings never cover the menu or 'Sair', every menu label is whole, and the pending-orders warning goes on its page", async ({ page }) => {
    await page.goto('/');
    await resetMock(page);
    await loginAs(page, 'moveis');
    const warning = page.getByRole('alert').filter({ hasText: /pendentes/ });
    await expect(warning).toBeVisible({ timeout: 10_000 });

    const menu = await boxOf(page.getByTestId('side-menu'));
    const alert = await boxOf(warning);
    expect(alert.x).toBeGreaterThanOrEqual(menu.x + menu.width);
    const sair = await boxOf(page.getByTestId('logout'));
    expect(alert.x).toBeGreaterThan(sair.x + sair.width);

    for (const item of await page.getByTestId('side-menu').getByRole('menuitem').all()) {
      const cut = await item.evaluate((element) =>
        [...element.querySelectorAll<HTMLElement>('*')].some((child) => child.scrollWidth > child.clientWidth + 1 && child.clientWidth > 0),
      );
      expect(cut, (await item.textContent()) ?? '').toBe(false);
    }

    await page.getByTestId('side-menu').getByRole('menuitem', { name: 'Pedidos não agendados' }).click();
    await expect(page).toHaveURL(/#\/pendentesNova$/);
    await expect(page.getByText(PENDING_ORDERS)).toHaveCount(0);
  });
});

test.describe('phone (375 px): the announcement supplier table', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('0000001: searching, the code column and the next-page arrow all fit the screen', async ({ page }) => {
    await loginAs(page, 'master');
    await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible();
    await page.goto('/#/comunicados-ae');
    await page.getByRole('switch', { name: 'Todos fornecedores podem visualizar' }).click();
    const table = page.getByTestId('supplier-visibility');
    await expect(table.getByRole('columnheader', { name: 'Código' })).toBeVisible();
    const next = table.getByRole('button', { name: 'Ir para a próxima página' });
    await expect(next).toBeEnabled();
    const arrow = await boxOf(next);
    expect(arrow.x).toBeGreaterThanOrEqual(0);
    expect(arrow.x + arrow.width).toBeLessThanOrEqual(375);
    await expectNoSideScroll(page, 375);

    await table.getByRole('searchbox', { name: 'Pesquisar fornecedor' }).fill('1000001');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expectNoSideScroll(page, 375);
  });
});
