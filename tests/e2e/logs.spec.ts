import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './helpers';

const rows = (page: Page) => page.getByTestId('app-shell').locator('tbody tr');

test.describe('logs', () => {
  test('0000003 (Admin - sourcing) sees 15 rows of the server total and pages on the server', async ({ page }) => {
    const reads: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname.endsWith('/api/legacy/log')) reads.push(url);
    });
    await loginAs(page, 'sourcing');
    await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible();
    await expect(page.getByTestId('side-menu').getByRole('menuitem', { name: 'Logs' })).toBeVisible();
    await page.goto('/#/logs');
    await expect(page).toHaveTitle('Portal do Fornecedor - Logs');

    const label = page.getByText(/^1-15 de \d+$/);
    await expect(label).toBeVisible();
    const total = Number((await label.textContent())!.split(' de ')[1]);
    expect(total).toBeGreaterThanOrEqual(1000);
    await expect(rows(page)).toHaveCount(15);
    await expect(page.getByRole('columnheader')).toHaveText(['Tipo', 'Data', 'Descrição']);
    expect(reads.some((url) => url.searchParams.get('linhaInicial') === '0' && url.searchParams.get('qtdRegistro') === '15')).toBe(true);
    const firstPage = await rows(page).allTextContents();

    await page.getByRole('button', { name: 'Ir para a próxima página' }).click();
    await expect(page.getByText(/^16-30 de \d+$/)).toBeVisible();
    await expect(rows(page)).toHaveCount(15);
    await expect.poll(() => reads.some((url) => url.searchParams.get('linhaInicial') === '15' && url.searchParams.get('qtdRegistro') === '15')).toBe(true);
    // react-admin keeps the previous page on screen until the server's answer arrives.
    await expect.poll(() => rows(page).allTextContents()).not.toEqual(firstPage);
    for (const text of await rows(page).locator('td:first-child').allTextContents()) expect(['Auditória', 'Erro']).toContain(text);
  });

  test('a supplier (1000001) opening /#/logs sees the access-denied page', async ({ page }) => {
    await loginAs(page, 'moveis');
    await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible();
    await expect(page.getByTestId('side-menu').getByRole('menuitem', { name: 'Logs' })).toHaveCount(0);
    await page.goto('/#/logs');
    await expect(page.getByTestId('access-denied')).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
  });
});
