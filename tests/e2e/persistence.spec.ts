import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './helpers';

/** A call through the page (and so through the mock's service worker), with the session's token. */
function call(page: Page, method: string, path: string, token: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ([m, p, t, b]) => {
      const headers: Record<string, string> = { 'User-Token': t, 'Content-Type': 'application/json' };
      const response = await fetch(`/api/legacy${p}`, { method: m, headers, body: b === undefined ? undefined : JSON.stringify(b) });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    [method, path, token, body] as const,
  );
}

async function sessionToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'token');
  expect(cookie?.value).toBeTruthy();
  return cookie!.value;
}

test.describe('the mock keeps what it answered across an immediate reload', () => {
  test.describe.configure({ timeout: 90_000 });

  test("'Sair' ends the session for good: the old token is refused after the reload", async ({ page }) => {
    await loginAs(page, 'moveis');
    await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible({ timeout: 20_000 });
    const token = await sessionToken(page);
    await page.getByTestId('logout').click();
    await expect(page.getByLabel(/^\s*Código do fornecedor/)).toBeVisible({ timeout: 20_000 });
    // Another sign-in, so that the page runs the mock again before the old token is tried.
    await loginAs(page, 'master');
    await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible({ timeout: 20_000 });
    expect(await call(page, 'GET', '/pessoa/token', token)).toEqual({ status: 401, body: { status: false, message: 'Token inválido!' } });
  });

  test('POST /grupo then a reload at once: the group is still there', async ({ page }) => {
    await loginAs(page, 'master');
    await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible({ timeout: 20_000 });
    const token = await sessionToken(page);
    const created = await call(page, 'POST', '/grupo', token, { descricao: 'Grupo salvo antes do reload' });
    expect(created).toMatchObject({ status: 200, body: { status: true, message: 'Grupo adicionado com sucesso!' } });
    const { id } = (created.body as { itens: { id: number } }).itens;
    await page.reload();
    await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible({ timeout: 20_000 });
    expect(await call(page, 'GET', `/grupo/${id}`, token)).toMatchObject({ status: 200, body: { itens: { id, descricao: 'Grupo salvo antes do reload' } } });
  });
});
