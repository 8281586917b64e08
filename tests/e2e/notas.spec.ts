import { expect, test } from '@playwright/test';
import { loginAs } from './helpers';

test.describe('invoices', () => {
  test('1000001 lists its invoices and, for type U, opens the city hall site in a new tab', async ({ page, context }) => {
    await loginAs(page, 'moveis');
    await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible();
    await page.getByTestId('side-menu').getByRole('menuitem', { name: 'Notas', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Notas Fiscais' })).toBeVisible();
    await expect(page.getByText(/^1-\d+ de \d+$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Site de nota fiscal eletrônica da prefeitura' })).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Tipo de nota' }).click();
    await page.getByRole('option', { name: 'Descargas' }).click();
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByTestId('notas-table')).toContainText('Serviço de descarga');
    await context.route('https://extrema.mg.gov.br/**', (route) => route.fulfill({ body: '<title>NFS-e</title>', contentType: 'text/html' }));
    const [site] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Site de nota fiscal eletrônica da prefeitura' }).click()]);
    await expect(site).toHaveURL('https://extrema.mg.gov.br/nota-fiscal-eletronica');
  });

  test('0000002 picks the large supplier: 5,000 order invoices at once, paged 15 by 15', async ({ page }) => {
    await loginAs(page, 'comercial');
    await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible();
    await page.getByTestId('side-menu').getByRole('menuitem', { name: 'Notas', exact: true }).click();
    await expect(page.getByText('Selecione o fornecedor')).toBeVisible();
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByText('Fornecedor deve ser selecionado!')).toBeVisible();
    await page.getByRole('combobox', { name: 'Fornecedor' }).fill('3000001');
    await page.getByRole('option', { name: /^3000001 - / }).click();
    await page.getByRole('combobox', { name: 'Tipo de nota' }).click();
    await page.getByRole('option', { name: 'Pedidos' }).click();
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByText('1-15 de 5000')).toBeVisible();
    await page.getByRole('button', { name: 'Ir para a próxima página' }).click();
    await expect(page.getByText('16-30 de 5000')).toBeVisible();
    await expect(page.getByTestId('notas-table').locator('tbody tr')).toHaveCount(15);
  });
});
