import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './helpers';

const PHONE = { width: 375, height: 812 };

test.use({ viewport: PHONE });

/** The page never scrolls sideways (375 px is the spec's phone width). */
async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test.describe('receiving-option group screens at 375 px', () => {
  test("0000002 adds suppliers to a group (/fornecedoresGrupo-ae/1): no sideways page, the table scrolls in its own box", async ({ page }) => {
    await loginAs(page, 'comercial');
    await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible({ timeout: 20_000 });
    await page.goto('/#/fornecedoresGrupo-ae/1');
    const table = page.getByRole('table', { name: 'Adicionar ou remover fornecedores do grupo' });
    await expect(table).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel(/^Fornecedor .+ no grupo$/).first()).toBeVisible({ timeout: 20_000 });

    await expectNoSideScroll(page);
    const box = await table.evaluateHandle((element) => element.parentElement as HTMLElement);
    expect(await box.evaluate((element) => getComputedStyle(element).overflowX)).toBe('auto');
    expect(await box.evaluate((element) => element.getBoundingClientRect().right)).toBeLessThanOrEqual(375);
    for (const name of ['Voltar', 'Próxima página']) {
      const button = (await page.getByRole('button', { name }).boundingBox())!;
      expect(button.x + button.width).toBeLessThanOrEqual(375);
    }
  });

  test('0000002 reads a group and its conditions (/fornecedoresGrupo/1, /confOpcoesRecebimento/1, /grupoOpcoesRecebimento): no sideways page', async ({ page }) => {
    await loginAs(page, 'comercial');
    await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible({ timeout: 20_000 });
    for (const [route, ready] of [
      ['/#/fornecedoresGrupo/1', 'Fornecedores ativos no Grupo'],
      ['/#/confOpcoesRecebimento/1', 'Condições ativas no grupo'],
      ['/#/grupoOpcoesRecebimento', 'Portal do Fornecedor - Grupos opções recebimento'],
    ] as const) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1, name: ready })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('table').first()).toBeVisible({ timeout: 20_000 });
      await expectNoSideScroll(page);
    }
  });
});
