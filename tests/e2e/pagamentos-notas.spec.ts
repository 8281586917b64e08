import { expect, test } from '@playwright/test';
import { loginAs } from './helpers';

/** 'R$ 1.234,56' as a number. */
const money = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

test.describe('payments', () => {
  test('1000001: the last 30 days; the card adds up what the rows will pay and have paid', async ({ page }) => {
    await loginAs(page, 'moveis');
    await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible();
    await page.getByTestId('side-menu').getByRole('menuitem', { name: 'Pagamentos' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamentos' })).toBeVisible();
    const range = page.getByText(/^1-\d+ de \d+$/);
    await expect(range).toBeVisible();
    const total = Number(/de (\d+)$/.exec((await range.textContent()) ?? '')?.[1]);
    // Every row on one page, to add them up.
    await page.getByRole('combobox', { name: 'Linhas por página:' }).click();
    await page.getByRole('option', { name: '50' }).click();
    const rows = page.getByTestId('pagamentos-table').locator('tbody tr');
    await expect(rows).toHaveCount(Math.min(total, 50));
    const header = await page.getByTestId('pagamentos-table').locator('thead th').allTextContents();
    const paidColumn = header.indexOf('Valor a pagar');
    const totalColumn = header.indexOf('Valor total');
    const statusColumn = header.indexOf('Situação');
    let paid = 0;
    let toReceive = 0;
    let value = 0;
    for (const row of await rows.all()) {
      const cells = await row.locator('td').allTextContents();
      value += money(cells[totalColumn]);
      if (cells[statusColumn] === 'Pago') paid += money(cells[paidColumn]);
      else toReceive += money(cells[paidColumn]);
    }
    const card = page.getByRole('region', { name: 'Resumo financeiro' });
    const fact = async (label: string) => money((await card.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').textContent()) ?? '');
    expect(await fact('Notas fiscais')).toBe(total);
    expect(await fact('Valor total')).toBeCloseTo(value, 2);
    expect(await fact('Total pago')).toBeCloseTo(paid, 2);
    expect(await fact('Total a receber')).toBeCloseTo(toReceive, 2);
  });

  test('0000002 picks the large supplier and pages through its payments', async ({ page }) => {
    await loginAs(page, 'comercial');
    await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible();
    await page.getByTestId('side-menu').getByRole('menuitem', { name: 'Pagamentos' }).click();
    await page.getByRole('combobox', { name: 'Fornecedor' }).fill('3000001');
    await page.getByRole('option', { name: /^3000001 - / }).click();
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByText(/^1-15 de \d+$/)).toBeVisible();
    await page.getByRole('button', { name: 'Ir para a próxima página' }).click();
    await expect(page.getByText(/^16-30 de \d+$/)).toBeVisible();
    await expect(page.getByTestId('pagamentos-table').locator('tbody tr')).toHaveCount(15);
  });
});

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
