import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import JSZip from 'jszip';
import { issueOrders, loginAs } from './helpers';

const OVERLAY = 'Baixando as etiquetas...';

test.describe('shipping labels', () => {
  test('1000001 selects 50 products in Todos pedidos and downloads their labels as ZPL: the zip holds one valid file per product', async ({ page }) => {
    // A long flow (several logins or many calls): on CI's two busy workers it runs close to the 30 s default.
    test.slow();
    await loginAs(page, 'moveis');
    await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible();
    // The seed gives 1000001 48 products: the retailer issues a few more orders.
    await issueOrders(page, '1000001', 6);
    await page.getByTestId('side-menu').getByRole('menuitem', { name: 'Gerenciar pedidos' }).click();
    await expect(page.getByRole('tab', { name: 'Todos pedidos', selected: true })).toBeVisible();
    const table = page.getByRole('table', { name: 'Todos os pedidos' });
    await expect(table.getByRole('row')).not.toHaveCount(0);

    const download = page.getByRole('button', { name: 'DOWNLOAD ETIQUETA' });
    await expect(download).toBeDisabled();
    await expect(page.getByLabel('Selecione uma linha da tabela para seguir com a ação')).toBeVisible();

    await page.getByRole('combobox', { name: 'Linhas por página:' }).click();
    await page.getByRole('option', { name: '50', exact: true }).click();
    await expect(table.locator('tbody').getByRole('checkbox')).toHaveCount(50);
    await table.getByRole('checkbox', { name: 'Selecionar tudo' }).check();
    await expect(download).toBeEnabled();

    await download.click();
    const saved = page.waitForEvent('download');
    await page.getByRole('menu', { name: 'Formato das etiquetas' }).getByRole('menuitem', { name: /^ZPL/ }).click();
    await expect(page.getByText(OVERLAY)).toBeVisible();
    const file = await saved;
    expect(file.suggestedFilename()).toMatch(/^Etiquetas expedição T&S_\d{8}_\d{6}\.zip$/);
    await expect(page.getByText('100%')).toBeVisible();
    await expect(page.getByText(OVERLAY)).toBeHidden({ timeout: 3000 });

    const zip = await JSZip.loadAsync(await readFile(await file.path()));
    const names = Object.keys(zip.files);
    expect(names).toHaveLength(50);
    const products = new Set(names.map((name) => /^etiqueta_(\d+)_\d+\.zpl$/.exec(name)?.[1]));
    expect(products.size).toBe(50);
    for (const name of names) {
      const text = await zip.file(name)!.async('string');
      expect(text.startsWith('^XA'), name).toBe(true);
      expect(text.endsWith('^XZ'), name).toBe(true);
      expect(text).toContain(`Produto: ${/^etiqueta_(\d+)_/.exec(name)?.[1]}`);
      expect(text).toContain('^BC');
    }
  });
});
