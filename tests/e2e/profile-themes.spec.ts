import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, field, login, loginAs } from './helpers';

/** The editable fields of the profile form (below the read-only 'Código' and 'Nome atual'). */
const editable = (page: Page, label: string) => page.getByTestId('profile-edit').getByLabel(new RegExp(`^\\s*${label}[\\s*]*$`));

/** Relative luminance of the body's computed background (0 black … 1 white). */
async function bodyLuminance(page: Page): Promise<number> {
  const color = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((value) => {
    const c = Number(value) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

test.describe('profile', () => {
  test('the renewal account changes its password, is reloaded and logs in with the new one', async ({ page }) => {
    await loginAs(page, 'renovacao');
    await expect(page.getByRole('heading', { name: 'Alterar senha' })).toBeVisible();
    await expect(page).toHaveURL(/#\/perfil$/);
    await expect(page.getByTestId('side-menu')).toHaveCount(0);

    // Any other route sends the user back until the password is renewed.
    await page.goto('/#/temas');
    await expect(page.getByRole('heading', { name: 'Alterar senha' })).toBeVisible();
    await expect(page).toHaveURL(/#\/perfil$/);

    await editable(page, 'Senha').fill('renovada9');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Dados editados com sucesso!')).toBeVisible();
    // The reload (1 s later) ends the session: the login form.
    await expect(field(page, 'Código do fornecedor')).toBeVisible({ timeout: 10_000 });

    await login(page, DEMO_ACCOUNTS.renovacao.codigo, DEMO_ACCOUNTS.renovacao.senha);
    await expect(page.getByText('Código ou senha inválidos!')).toBeVisible();
    await login(page, DEMO_ACCOUNTS.renovacao.codigo, 'renovada9');
    await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible();
    await expect(page.getByTestId('session-user')).toHaveText('1000003 - Madeiras Nova Era Ltda');
  });

  test('a supplier edits its name; after the reload the portal shows the new one', async ({ page }) => {
    await loginAs(page, 'moveis');
    await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible();
    await page.getByTestId('menu-header').click();
    await expect(page.getByRole('heading', { name: 'Perfil' })).toBeVisible();
    await expect(page.getByTestId('profile-current').getByLabel('Código')).toHaveValue('1000001');

    await editable(page, 'Senha').fill('abc');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Senha deve conter no mínimo 6 caracteres e no máximo 12!')).toBeVisible();

    await editable(page, 'Nome').fill('Móveis Serra Gaúcha');
    await editable(page, 'Senha').fill('moveis1234');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Dados editados com sucesso!')).toBeVisible();
    await expect(page.getByTestId('session-user')).toHaveText('1000001 - Móveis Serra Gaúcha', { timeout: 10_000 });
    await expect(page.getByTestId('profile-current').getByLabel('Nome atual')).toHaveValue('Móveis Serra Gaúcha');
  });
});

test.describe('themes', () => {
  test('DarkMode is stored in System-Color and survives a reload', async ({ page, context }) => {
    await loginAs(page, 'moveis');
    await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible();
    expect(await bodyLuminance(page)).toBeGreaterThan(0.5);

    await page.goto('/#/temas');
    await expect(page.getByRole('radio', { name: 'LightMode' })).toBeChecked();
    await page.getByRole('radio', { name: 'DarkMode' }).check();
    await expect(page.getByRole('radio', { name: 'DarkMode' })).toBeChecked();
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'System-Color')?.value).toBe('dark');
    await expect.poll(() => bodyLuminance(page)).toBeLessThan(0.05);

    await page.reload();
    await expect(page.getByRole('radio', { name: 'DarkMode' })).toBeChecked();
    expect(await bodyLuminance(page)).toBeLessThan(0.05);
    await page.goto('/#/');
    await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible();
    expect(await bodyLuminance(page)).toBeLessThan(0.05);
  });
});

test('the status path shows the version without login', async ({ page }) => {
  await page.goto('/#/status');
  await expect(page.getByText('Portal do Fornecedor 1.8.0', { exact: true })).toBeVisible();
  await expect(field(page, 'Código do fornecedor')).toHaveCount(0);
});
