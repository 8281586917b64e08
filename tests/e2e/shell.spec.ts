import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, field, loginAs, setMockFault, type DemoAccountName } from './helpers';

async function menuOf(page: Page, account: DemoAccountName): Promise<string[]> {
  await loginAs(page, account);
  const menu = page.getByTestId('side-menu');
  await expect(menu.getByRole('menuitem').first()).toBeVisible();
  // A group's header is a menu item too (it unfolds its entries): only the entries count.
  return menu.locator('[role="menuitem"]:not([aria-expanded])').allTextContents();
}

test.describe('shell', () => {
  test('the Master menu holds every entry of the supplier menu and the administration entries', async ({ browser }) => {
    const supplier = await menuOf(await browser.newPage(), 'moveis');
    const master = await menuOf(await browser.newPage(), 'master');
    const orders = ['Pedidos não agendados', 'Pedidos agendados', 'Protocolos', 'Gerenciar pedidos', 'Histórico de agendamento', 'Pagamentos', 'Opções de recebimento', 'Notas'];
    expect(supplier).toEqual(['Início', ...orders, 'Scorecard', 'Fale Conosco', 'Temas']);
    expect(master).toEqual(['Início', ...orders, 'Grupos de contatos', 'Scorecard', 'Fale Conosco', 'Temas', 'Liberação de acesso', 'Tipo de Acesso', 'Grupos opções recebimento', 'Condições de pagamento', 'Logs']);
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

  test('a desktop window narrowed to a phone width closes its open menu: the page stays on screen and readable', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAs(page, 'moveis');
    await expect(page.getByTestId('side-menu').getByRole('menuitem', { name: 'Temas' })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 812 });
    // getByRole leaves out what is hidden from assistive technology (an open modal drawer hides the rest of the page).
    await expect(page.getByRole('heading', { level: 1, name: 'Bem-vindo ao portal do fornecedor' })).toBeVisible();
    await expect(page.getByTestId('side-menu')).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(page.getByTestId('side-menu').getByRole('menuitem', { name: 'Temas' })).toBeVisible();
  });

  test("'Sair' is one row: a click on the blank menu space above it keeps the session", async ({ page }) => {
    // Tall enough for blank menu space between the last entry and 'Sair'.
    await page.setViewportSize({ width: 1280, height: 1000 });
    await loginAs(page, 'moveis');
    const logout = page.getByTestId('logout');
    await expect(logout).toBeVisible();
    await expect(page.getByTestId('side-menu').getByRole('menuitem', { name: 'Temas' })).toBeVisible();
    const box = (await logout.boundingBox())!;
    expect(box.height).toBeLessThan(60);
    const lastEntry = (await page.getByTestId('side-menu').getByRole('menuitem').last().boundingBox())!;
    expect(lastEntry.y + lastEntry.height).toBeLessThan(box.y - 40);
    await page.mouse.click(box.x + box.width / 2, box.y - 40);
    await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible();
    await expect(field(page, 'Código do fornecedor')).toHaveCount(0);
  });

  test('a 406 right after login ends on the login form with a message, after the reload', async ({ page }) => {
    await page.goto('/');
    await page.waitForFunction(() => Boolean((window as Window & { __mock?: unknown }).__mock));
    await setMockFault(page, 'GET /api/legacy/permissaoFuncionalidade/checkPermission', { status406: true });
    await field(page, 'Código do fornecedor').fill(DEMO_ACCOUNTS.moveis.codigo);
    await field(page, 'Senha').fill(DEMO_ACCOUNTS.moveis.senha);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('O servidor não aceita mais esta sessão. Entre novamente.')).toBeVisible();
    // The login form is back (the page reloaded) and still says why.
    await expect(field(page, 'Código do fornecedor')).toBeVisible();
    await expect(page.getByText('O servidor não aceita mais esta sessão. Entre novamente.')).toBeVisible();
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'token')).toBe(false);
  });
});
