import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, field, login, loginAs } from './helpers';

const SIGNING_IN = ['master', 'comercial', 'sourcing', 'moveis', 'acessorios'] as const;

test.describe('login', () => {
  for (const account of SIGNING_IN) {
    const { nome } = DEMO_ACCOUNTS[account];
    test(`${DEMO_ACCOUNTS[account].codigo} (${DEMO_ACCOUNTS[account].role}) logs in and sees its name`, async ({ page }) => {
      await loginAs(page, account);
      await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible();
      await expect(page.getByTestId('session-user')).toHaveText(`${DEMO_ACCOUNTS[account].codigo} - ${nome}`);
      await expect(page).toHaveTitle(/^Portal do Fornecedor/);
    });
  }

  test('the blocked account sees the server message', async ({ page }) => {
    await loginAs(page, 'bloqueado');
    await expect(page.getByText('Usuário bloqueado! Entre em contato com o seu analista de compras.')).toBeVisible();
    await expect(field(page, 'Código do fornecedor')).toHaveValue('1000002');
  });

  test('a wrong password shows the server message and keeps the input', async ({ page }) => {
    await login(page, '1000001', 'errada999');
    await expect(page.getByText('Código ou senha inválidos!')).toBeVisible();
    await expect(field(page, 'Senha')).toHaveValue('errada999');
  });

  test('the reset modal asks for the code and shows the server message', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Esqueceu sua senha?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Redefinir senha' });
    await dialog.getByRole('button', { name: 'Redefinir' }).click();
    await expect(dialog.getByText('Preencha seu código!')).toBeVisible();
    await dialog.getByLabel('Código').fill('1000001');
    await dialog.getByRole('button', { name: 'Redefinir' }).click();
    await expect(page.getByText('Se o código estiver cadastrado, uma nova senha será enviada para o e-mail cadastrado.')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('the privacy notice shows the PDF and offers it for download', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Aviso de privacidade' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aviso de privacidade' });
    await expect(dialog.locator('canvas').first()).toBeVisible();
    const download = page.waitForEvent('download');
    await dialog.getByRole('link', { name: 'Baixar' }).click();
    expect((await download).suggestedFilename()).toBe('aviso-de-privacidade.pdf');
  });

  test('a supplier typing a forbidden route does not see it', async ({ page }) => {
    await loginAs(page, 'moveis');
    await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible();
    for (const route of ['/logs', '/usuarios', '/permissao', '/manutencaoCondicoesPagamento']) {
      await page.goto(`/#${route}`);
      await expect(page.getByTestId('access-denied')).toBeVisible();
    }
  });

  test('a reload with a session shows the bar with the portal name at once, while the app loads', async ({ page }) => {
    await loginAs(page, 'moveis');
    await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible();
    // The app's chunk held back: what the page shows meanwhile comes from the small entry alone.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/App-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await expect(page.getByRole('progressbar', { name: 'Carregando…' })).toBeVisible();
    await expect(page.getByText('Portal do Fornecedor', { exact: true })).toBeVisible();
    await expect(page.getByTestId('session-user')).toHaveCount(0);
    release();
    await expect(page.getByTestId('session-user')).toHaveText(/^1000001 - /);
    await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible();
  });

  test('the session survives a reload and logout returns to the login form', async ({ page }) => {
    await loginAs(page, 'moveis');
    await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('session-user')).toHaveText(/^1000001 - /);
    await page.getByTestId('side-menu').getByRole('button', { name: 'Sair' }).click();
    await expect(field(page, 'Código do fornecedor')).toBeVisible();
  });
});
