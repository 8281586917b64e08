import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { dayDigits, field, openMenuEntry, signIn, signOut, typeDate } from './helpers';
import { pagedPdf, pdfText } from './pdfFiles';

const TITLE = 'Termo de Sustentabilidade 2026';
const DOCUMENT = pagedPdf('Termo de Sustentabilidade', 3);
const WARNING = 'Você possui alguns documentos pendentes de aceite!';
/** 1000001's seeded documents waiting for its signature (mocks/compliance/seed.ts). */
const SEEDED_PENDING = [302, 303, 305];

/**
 * The home's sticky warnings show one at a time: closes the others until `text` shows (true) or none is left to
 * show within the counters' 3 s (false).
 */
async function homeWarningShows(page: Page, text: string): Promise<boolean> {
  const warning = page.getByRole('alert');
  for (let shown = 0; shown < 4; shown += 1) {
    try {
      await expect(warning.first()).toBeVisible({ timeout: 4000 });
    } catch {
      return false;
    }
    if ((await warning.first().innerText()).includes(text)) return true;
    await warning.first().getByRole('button', { name: 'Fechar' }).click();
  }
  return false;
}

/** POST /documents/signDocumentCompliance with the session's token, as the portal sends it; the answer's status. */
function signThroughApi(page: Page, complianceId: number, personId: string): Promise<number> {
  return page.evaluate(
    async ({ complianceId, personId }) => {
      const token = decodeURIComponent(/(?:^|; )token=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const response = await fetch('/api/sourcing/documents/signDocumentCompliance', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'User-Token': token, Authorization: 'Bearer e2e', 'x-api-key': 'e2e' },
        body: JSON.stringify({
          complianceId,
          personId,
          logonPersonId: personId,
          representativeName: 'Carlos Eduardo Serra',
          cpfNumber: '52998224725',
          mailAddress: 'carlos.serra@moveisserragaucha.com.br',
          roleDescription: 'Diretor',
        }),
      });
      return response.status;
    },
    { complianceId, personId },
  );
}

test.describe('Compliance', () => {
  test('0000003 adds a 3-page document valid today; 1000001 reads it to page 3 before accepting, is refused 111.111.111-11, signs, sees the date, the warning gone and a receipt with the file hash; Master may not sign', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'sourcing');
    await openMenuEntry(page, 'Documentos', 'Compliance', /#\/compliance$/);
    await page.getByRole('link', { name: 'Adicionar permissão' }).click();
    await expect(page.getByRole('heading', { name: 'Adicionar Compliance' })).toBeVisible();
    await field(page, 'Título').fill(TITLE);
    await field(page, 'Descrição').fill('Compromissos de origem da madeira e gestão de resíduos.');
    await typeDate(page, 0, await dayDigits(page, 0));
    await typeDate(page, 1, await dayDigits(page, 60));
    await page.getByLabel('Selecionar arquivo').setInputFiles({ name: 'sustentabilidade.pdf', mimeType: 'application/pdf', buffer: DOCUMENT });
    await expect(page.getByText('sustentabilidade.pdf')).toBeVisible();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Compliance adicionado com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/#\/compliance$/, { timeout: 10_000 });
    await expect(page.getByRole('cell', { name: TITLE })).toBeVisible();
    const documentId = Number(await page.getByRole('row').filter({ hasText: TITLE }).getByRole('cell', { name: /^\d+$/ }).first().innerText());
    await signOut(page);

    await signIn(page, 'moveis');
    expect(await homeWarningShows(page, WARNING)).toBe(true);
    for (const seeded of SEEDED_PENDING) expect(await signThroughApi(page, seeded, '1000001')).toBe(200);
    await openMenuEntry(page, 'Documentos', 'Compliance', /#\/compliance$/);
    const row = page.getByRole('row').filter({ hasText: TITLE });
    await row.getByRole('button', { name: 'Clique aqui para assinar' }).click();
    await expect(page.getByRole('dialog', { name: 'Aceite do termo de condições gerais' })).toBeVisible();
    await page.getByRole('button', { name: 'continuar' }).click();
    await expect(page).toHaveURL(new RegExp(`#/document-signature/${documentId}$`));
    await expect(page.getByRole('img', { name: 'Página 1 de 3' })).toBeVisible();
    const accept = page.getByRole('button', { name: 'Aceitar' });
    // The watch starts 2 s after the page opens: still disabled past it, with page 3 unseen.
    await page.waitForTimeout(2500);
    await expect(accept).toBeDisabled();
    await page.getByRole('region', { name: 'Páginas do documento' }).focus();
    await page.keyboard.press('End');
    await expect(page.getByRole('img', { name: 'Página 3 de 3' })).toBeInViewport();
    await expect(accept).toBeEnabled();
    await accept.click();

    const signer = page.getByRole('dialog', { name: 'Dados do representante' });
    await signer.getByRole('textbox', { name: 'Nome completo' }).fill('Carlos Eduardo Serra');
    await signer.getByRole('textbox', { name: 'Cargo' }).fill('Diretor Comercial');
    await signer.getByRole('textbox', { name: 'E-mail' }).fill('carlos.serra@moveisserragaucha.com.br');
    const cpf = signer.getByRole('textbox', { name: 'CPF' });
    await cpf.pressSequentially('11111111111');
    await expect(cpf).toHaveValue('111.111.111-11');
    await signer.getByRole('button', { name: 'Assinar' }).click();
    await expect(signer.getByText('CPF inválido!')).toBeVisible();
    await cpf.fill('');
    await cpf.pressSequentially('52998224725');
    await expect(cpf).toHaveValue('529.982.247-25');
    await signer.getByRole('button', { name: 'Assinar' }).click();
    await expect(page.getByText('Documento assinado com sucesso!')).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/#\/compliance$/);

    const today = await dayDigits(page, 0);
    const signedOn = `${today.slice(0, 2)}/${today.slice(2, 4)}/${today.slice(4)}`;
    await expect(row).toContainText(signedOn);
    await expect(row.getByRole('button', { name: 'Clique aqui para assinar' })).toHaveCount(0);
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: `Comprovante de assinatura de ${TITLE}` }).click();
    const receipt = await pdfText(await readFile(await (await download).path()));
    expect(receipt).toContain(createHash('sha256').update(DOCUMENT).digest('hex'));
    expect(receipt).toContain('Carlos Eduardo Serra');

    await signOut(page);
    await signIn(page, 'moveis');
    expect(await homeWarningShows(page, WARNING)).toBe(false);
    await signOut(page);

    await signIn(page, 'master');
    await openMenuEntry(page, 'Documentos', 'Compliance', /#\/compliance$/);
    await expect(page.getByRole('row').filter({ hasText: TITLE })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clique aqui para assinar' })).toHaveCount(0);
    expect(await signThroughApi(page, documentId, '0000001')).toBe(403);
  });
});
