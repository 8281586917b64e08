import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { field, signIn } from './helpers';
import { twoPagePdf } from './pdfFiles';

async function openSheets(page: Page, tab: 'Acessórios' | 'Móveis') {
  await page.evaluate(() => {
    window.location.hash = '#/qualidade';
  });
  await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
}

test.describe('Ficha Técnica', () => {
  test('1000001 sends the sheet of a pending furniture product: the card turns to VER FICHA TÉCNICA, the viewer shows it, the download is byte for byte', async ({ page }) => {
    await signIn(page, 'moveis');
    await openSheets(page, 'Móveis');
    const send = page.getByRole('button', { name: 'ENVIAR FICHA TÉCNICA' }).first();
    const card = page.getByRole('listitem').filter({ has: send }).first();
    const name = (await card.getAttribute('aria-label')) ?? '';
    expect(name).not.toBe('');
    const pdf = twoPagePdf('Ficha tecnica E2E');
    const chooser = page.waitForEvent('filechooser');
    await card.getByRole('button', { name: 'ENVIAR FICHA TÉCNICA' }).click();
    await (await chooser).setFiles({ name: 'ficha-e2e.pdf', mimeType: 'application/pdf', buffer: pdf });
    const done = page.getByRole('dialog', { name: 'ENVIAR FICHA TÉCNICA' });
    await expect(done).toContainText('A ficha técnica de produto foi enviada com sucesso!');
    await done.getByRole('button').first().click();

    const same = page.getByRole('listitem', { name, exact: true });
    await expect(same.getByRole('button', { name: 'VER FICHA TÉCNICA' })).toBeVisible();
    await expect(same.getByRole('button', { name: 'ENVIAR FICHA TÉCNICA' })).toHaveCount(0);

    await same.getByRole('button', { name: 'VER FICHA TÉCNICA' }).click();
    const viewer = page.getByRole('dialog');
    await expect(viewer.locator('canvas').first()).toBeVisible({ timeout: 15_000 });
    await viewer.getByRole('button', { name: 'Fechar' }).first().click();

    const alpha = name.split(' - ')[0];
    const download = page.waitForEvent('download');
    await same.getByRole('button', { name: `Baixar ficha técnica de ${alpha}` }).click();
    const saved = await (await download).path();
    expect(Buffer.compare(await readFile(saved), pdf)).toBe(0);
  });

  test('0000003 adds an accessory sheet for two products of 2000001; 2000001 then sees both approved', async ({ page }) => {
    await signIn(page, 'sourcing');
    await page.evaluate(() => {
      window.location.hash = '#/qualidade/adicionar-ficha-tecnica';
    });
    await page.getByRole('textbox', { name: 'Número da Ficha' }).fill('FT-E2E-77');
    await page.getByRole('combobox', { name: 'Fornecedor' }).fill('2000001');
    await page.getByRole('option', { name: /^2000001 - / }).click();
    // The first alpha with two open products.
    let alpha = '';
    for (let index = 0; !alpha; index += 1) {
      await page.getByRole('combobox', { name: 'Alfa numérico' }).click();
      const option = page.getByRole('option').nth(index);
      const text = ((await option.textContent()) ?? '').trim();
      await option.click();
      await page.getByRole('combobox', { name: 'ID do Produto' }).click();
      if ((await page.getByRole('option').count()) >= 2) alpha = text;
      await page.keyboard.press('Escape');
    }
    const products: string[] = [];
    for (const index of [0, 1]) {
      await page.getByRole('combobox', { name: 'ID do Produto' }).click();
      const option = page.getByRole('option').nth(index);
      products.push(((await option.textContent()) ?? '').split(' - ')[0].trim());
      await option.click();
      await page.getByRole('button', { name: 'Adicionar produto' }).click();
    }
    await page.locator('input[type="file"]').setInputFiles({ name: 'acessorios.pdf', mimeType: 'application/pdf', buffer: twoPagePdf('Acessorios E2E') });
    await page.getByRole('button', { name: 'Enviar ficha técnica' }).click();
    const done = page.getByRole('dialog', { name: 'ENVIAR FICHA TÉCNICA' });
    await expect(done).toContainText('A ficha técnica de produto foi enviada com sucesso!');
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('textbox', { name: 'Número da Ficha' })).toHaveValue('');

    await page.getByTestId('side-menu').getByRole('button', { name: 'Sair' }).click();
    // Sair reloads the page: the next login starts once the form is back.
    await expect(field(page, 'Código do fornecedor')).toBeVisible();
    await signIn(page, 'acessorios');
    await openSheets(page, 'Acessórios');
    await page.getByRole('textbox', { name: 'Pesquisar Alfa Numérico' }).fill(alpha);
    await page.getByRole('button', { name: 'Pesquisar', exact: true }).click();
    // One approved card for the new sheet, listing both products.
    const card = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'VER FICHA TÉCNICA' }) });
    for (const product of products) await expect(card.filter({ hasText: product }).first()).toBeVisible();
  });
});
