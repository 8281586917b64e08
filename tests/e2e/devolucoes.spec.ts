import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import JSZip from 'jszip';
import { openMenuEntry, setMockFault, signIn, signOut } from './helpers';

const png = (base64: string) => Buffer.from(base64, 'base64');
const FOTO_A = png('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==');
const FOTO_B = png('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==');
/** A PNG signature followed by 5 MB: an image by its content, refused by its size. */
const GRANDE = Buffer.concat([FOTO_A, Buffer.alloc(5_000_000)]);
const PRODUCT = '410004';

async function pick(page: Page, label: string, typed: string, option: RegExp) {
  await page.getByRole('combobox', { name: label }).fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

async function savedFile(page: Page, click: () => Promise<void>): Promise<Buffer> {
  const download = page.waitForEvent('download');
  await click();
  return readFile(await (await download).path());
}

test.describe('Devolução', () => {
  test('0000003 adds a report for 1000001 (bad quantities, a fake and an oversized image refused; a failed upload keeps everything); 1000001 downloads its photos byte for byte and as a zip; 0000003 deletes it', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'sourcing');
    await openMenuEntry(page, 'Qualidade', 'Devolução', /#\/qualidade\/devolucao/);
    await page.getByRole('link', { name: 'Adicionar novo relatório' }).click();
    await expect(page.getByRole('heading', { name: 'Novo Relatório de Devolução' })).toBeVisible();

    await pick(page, 'Fornecedor', '1000001', /^1000001 - /);
    await pick(page, 'Produto', PRODUCT, new RegExp(`^${PRODUCT} - `));
    const scheduled = page.getByRole('textbox', { name: 'Quantidade agendada' });
    await scheduled.fill('1O');
    await scheduled.blur();
    await expect(page.getByText('Informe apenas números inteiros')).toBeVisible();
    await scheduled.fill('-2');
    await scheduled.blur();
    await expect(page.getByText('A quantidade não pode ser menor que zero')).toBeVisible();
    await scheduled.fill('10');
    await page.getByRole('textbox', { name: 'Quantidade vistoriada' }).fill('8');
    await page.getByRole('textbox', { name: 'Quantidade devolvida' }).fill('3');
    await expect(page.getByRole('textbox', { name: 'Quantidade estocada' })).toHaveValue('7');
    await pick(page, 'Motivos', 'Defeito', /^Defeito de fabricação/);
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Observações adicionais' }).fill('riscos no tampo');

    await page.getByLabel('Selecionar imagens').setInputFiles([
      { name: 'foto-a.png', mimeType: 'image/png', buffer: FOTO_A },
      { name: 'foto-b.png', mimeType: 'image/png', buffer: FOTO_B },
      { name: 'grande.png', mimeType: 'image/png', buffer: GRANDE },
      { name: 'texto.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('apenas texto, não é imagem') },
    ]);
    const refused = page.getByRole('dialog', { name: 'Imagens não adicionadas' });
    await expect(refused).toContainText('Selecione arquivos com tamanho de até 5MB.');
    await expect(refused).toContainText('grande.png');
    await expect(refused).toContainText('texto.jpg');
    await refused.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('img', { name: 'foto-a.png' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'foto-b.png' })).toBeVisible();

    // The second picture's upload fails: the flow stops and every field is still filled in.
    await setMockFault(page, 'POST /api/sourcing/quality/upload-picture', { status: 500, after: 1, times: 1 });
    await page.getByRole('button', { name: 'SALVAR' }).click();
    await page.getByRole('dialog', { name: 'As informações fornecidas estão corretas?' }).getByRole('button', { name: 'SIM, SALVAR' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Ocorreu um problema ao carregar informações. Por favor, informe ao suporte.' });
    await expect(failure).toBeVisible();
    await failure.getByRole('button', { name: 'Fechar' }).click();
    await expect(page.getByRole('textbox', { name: 'Quantidade devolvida' })).toHaveValue('3');
    await expect(page.getByRole('textbox', { name: 'Observações adicionais' })).toHaveValue('RISCOS NO TAMPO');
    await expect(page.getByRole('img', { name: 'foto-b.png' })).toBeVisible();

    await page.getByRole('button', { name: 'SALVAR' }).click();
    await page.getByRole('dialog', { name: 'As informações fornecidas estão corretas?' }).getByRole('button', { name: 'SIM, SALVAR' }).click();
    await expect(page.getByText('Adicionado com sucesso')).toBeVisible();
    await expect(page.getByRole('link', { name: `Ver relatório do produto ${PRODUCT}` })).toBeVisible({ timeout: 10_000 });

    await signOut(page);
    await signIn(page, 'moveis');
    await openMenuEntry(page, 'Qualidade', 'Devolução', /#\/qualidade\/devolucao/);
    await page.getByRole('button', { name: `Ver fotos do produto ${PRODUCT}` }).click();
    const photos = page.getByRole('dialog', { name: 'IMAGENS' });
    await expect(photos.getByRole('img')).toHaveCount(2);
    const one = await savedFile(page, () => photos.getByRole('button', { name: 'Baixar imagem 1-foto-a.png' }).click());
    expect(Buffer.compare(one, FOTO_A)).toBe(0);
    const zip = await JSZip.loadAsync(await savedFile(page, () => photos.getByRole('button', { name: 'Baixar todas as imagens' }).click()));
    const entries = Object.keys(zip.files).sort();
    expect(entries).toEqual(['1-foto-a.png', '2-foto-b.png']);
    expect(Buffer.compare(await zip.file('2-foto-b.png')!.async('nodebuffer'), FOTO_B)).toBe(0);
    await photos.getByRole('button', { name: 'Fechar' }).click();
    await expect(page.getByRole('button', { name: `Excluir relatório do produto ${PRODUCT}` })).toHaveCount(0);

    await signOut(page);
    await signIn(page, 'sourcing');
    await openMenuEntry(page, 'Qualidade', 'Devolução', /#\/qualidade\/devolucao/);
    await pick(page, 'Selecione o fornecedor', '1000001', /^1000001 - /);
    await page.getByRole('button', { name: `Excluir relatório do produto ${PRODUCT}` }).click();
    const confirm = page.getByRole('dialog', { name: 'EXCLUIR REGISTRO DE DEVOLUÇÃO' });
    await expect(confirm).toContainText('Tem certeza que deseja excluir o registro de devolução?');
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Relatório excluído com sucesso!')).toBeVisible();
    await expect(page.getByRole('link', { name: `Ver relatório do produto ${PRODUCT}` })).toHaveCount(0);
  });
});
