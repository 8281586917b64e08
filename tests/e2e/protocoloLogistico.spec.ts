import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { field, loginAs, type DemoAccountName } from './helpers';
import { twoPagePdf } from './pdfFiles';

/** A menu entry inside its group ('Documentos', 'Qualidade'), opened as a user would. */
async function openFromGroup(page: Page, group: string, entry: string, path: string) {
  const menu = page.getByTestId('side-menu');
  await menu.getByRole('menuitem', { name: group }).click();
  // A click while the group still unfolds can fall between two moving entries: click again until the route opens.
  await expect(async () => {
    await menu.getByRole('menuitem', { name: entry }).click();
    await expect(page).toHaveURL(new RegExp(`#${path}$`), { timeout: 1000 });
  }).toPass();
}

async function openProtocol(page: Page, account: DemoAccountName) {
  await loginAs(page, account);
  await expect(page.getByRole('heading', { name: 'Bem-vindo ao portal do fornecedor' })).toBeVisible();
  await openFromGroup(page, 'Documentos', 'Protocolo Logístico', '/protocoloLogistico');
  await expect(page.getByRole('heading', { name: 'Protocolo Logístico', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Protocolo logístico atual' }).locator('canvas').first()).toBeVisible({ timeout: 15_000 });
}

/** The protocol the viewer shows, as the bytes its download button saves. */
async function shownProtocol(page: Page): Promise<Buffer> {
  const download = page.waitForEvent('download');
  await page.getByRole('toolbar', { name: 'Ferramentas do documento' }).getByRole('button', { name: 'Baixar' }).click();
  return readFile(await (await download).path());
}

test.describe('Protocolo Logístico', () => {
  test('0000003 replaces the logistics protocol (a non-PDF and an oversized file refused first); 1000001 then sees the new one', async ({ page }) => {
    test.setTimeout(60_000);
    await openProtocol(page, 'sourcing');
    const chooser = page.getByLabel('Selecionar PDF do protocolo');

    await chooser.setInputFiles({ name: 'planilha.xlsx', mimeType: 'application/vnd.ms-excel', buffer: Buffer.from('PK not a pdf') });
    await expect(page.getByRole('alert').filter({ hasText: 'Extensão precisa ser pdf!' })).toBeVisible();
    const big = Buffer.concat([twoPagePdf('Grande'), Buffer.alloc(5 * 1024 * 1024)]);
    await chooser.setInputFiles({ name: 'grande.pdf', mimeType: 'application/pdf', buffer: big });
    await expect(page.getByRole('alert').filter({ hasText: 'Tamanho máximo de arquivo 5mb' })).toBeVisible();

    const protocol = twoPagePdf('Protocolo logistico E2E');
    await chooser.setInputFiles({ name: 'protocolo-novo.pdf', mimeType: 'application/pdf', buffer: protocol });
    await expect(page.getByText('Protocolo logístico atualizado com sucesso!')).toBeVisible();
    expect(Buffer.compare(await shownProtocol(page), protocol)).toBe(0);

    await page.getByTestId('side-menu').getByRole('button', { name: 'Sair' }).click();
    await expect(field(page, 'Código do fornecedor')).toBeVisible();
    await openProtocol(page, 'moveis');
    await expect(page.getByLabel('Selecionar PDF do protocolo')).toHaveCount(0);
    expect(Buffer.compare(await shownProtocol(page), protocol)).toBe(0);
  });

  test("1000001 previews a note in 'Prévia Nota' without sending it", async ({ page }) => {
    await loginAs(page, 'moveis');
    await expect(page.getByRole('heading', { name: 'Bem-vindo ao portal do fornecedor' })).toBeVisible();
    await openFromGroup(page, 'Qualidade', 'Prévia Nota', '/previaNota');
    await expect(page.getByRole('heading', { name: 'Prévia Nota', level: 1 })).toBeVisible();
    let sent = 0;
    page.on('request', (request) => {
      if (request.method() !== 'GET') sent += 1;
    });
    await page.getByLabel('Selecionar nota (PDF)').setInputFiles({ name: 'nota-123.pdf', mimeType: 'application/pdf', buffer: twoPagePdf('Nota 123') });
    await expect(page.getByRole('region', { name: 'Prévia da nota nota-123.pdf' }).locator('canvas').first()).toBeVisible({ timeout: 15_000 });
    expect(sent).toBe(0);
  });
});
