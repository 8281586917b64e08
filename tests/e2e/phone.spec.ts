import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginAs } from './helpers';

const PHONE = { width: 375, height: 740 };

test.use({ viewport: PHONE });

/** The page never scrolls sideways. */
async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

async function expectWithinScreen(element: Locator) {
  const box = (await element.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
}

test.describe('phone (375 px)', () => {
  test('0000003 (Admin - sourcing) reads the Logs list: no sideways page, toolbar on screen, the table scrolls in its box', async ({ page }) => {
    await loginAs(page, 'sourcing');
    await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible();
    await page.goto('/#/logs');
    await expect(page.getByText(/^1-15 de \d+$/)).toBeVisible();

    await expectNoSideScroll(page);
    for (const name of ['Adicionar filtro', 'Colunas', 'Exportar']) await expectWithinScreen(page.getByRole('button', { name }));
    const tableBox = page.locator('.RaDataTable-tableWrapper');
    await expectWithinScreen(tableBox);
    expect(await tableBox.evaluate((box) => getComputedStyle(box).overflowX)).toBe('auto');
    await expect(page.getByRole('heading', { level: 1, name: 'Logs' })).toBeVisible();
    // The app bar keeps the screen's title whole: the portal's name gives way on a phone.
    await expect(page.getByTestId('app-name')).toBeHidden();
    await expectWithinScreen(page.locator('header').getByText('Logs', { exact: true }));
  });

  test('1000001 (supplier) opens Ver contatos: groups stacked, every address whole on its own line', async ({ page }) => {
    await loginAs(page, 'moveis');
    await page.getByRole('button', { name: 'Ver contatos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lista de contatos' });
    await expect(dialog.getByRole('heading', { level: 3, name: /^11 - Compras - Móveis$/ })).toBeVisible();
    await expect(dialog.getByRole('table')).toHaveCount(0);
    await expect(dialog.getByRole('heading', { level: 4, name: 'Analistas' }).first()).toBeVisible();
    await expectNoSideScroll(page);

    const links = dialog.locator('a[href^="mailto:"]');
    expect(await links.count()).toBeGreaterThan(5);
    for (const link of await links.all()) {
      await expectWithinScreen(link);
      // One line: no address is cut at a '-' or anywhere else at this width.
      const { height, lineHeight } = await link.evaluate((element) => ({
        height: element.getBoundingClientRect().height,
        lineHeight: parseFloat(getComputedStyle(element).lineHeight),
      }));
      expect(height).toBeLessThan(lineHeight * 1.5);
    }
  });

  test('the privacy notice fits its page to the width, large enough to read', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Aviso de privacidade' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aviso de privacidade' });
    const sheet = dialog.locator('[data-pdf-page="1"]');
    await expect(sheet.locator('canvas')).toBeVisible();
    await expectNoSideScroll(page);

    const viewer = dialog.getByRole('region', { name: 'Páginas do documento' });
    const { room, pageWidth } = await viewer.evaluate((box) => {
      const style = getComputedStyle(box);
      return {
        room: box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
        pageWidth: box.querySelector('[data-pdf-page="1"]')!.getBoundingClientRect().width,
      };
    });
    expect(Math.abs(pageWidth - room)).toBeLessThanOrEqual(1);
    // The 360 pt page at 75 % or more: its 12 pt text draws at 9 px or more even inside a dialog with margins.
    const zoom = Number((await dialog.getByRole('toolbar').textContent())!.match(/(\d+)%/)![1]);
    expect(zoom).toBeGreaterThanOrEqual(75);
  });
});
