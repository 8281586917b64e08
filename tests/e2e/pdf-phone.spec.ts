import { expect, test } from '@playwright/test';
import { loginAs } from './helpers';

const PHONE = { width: 375, height: 812 };

test.use({ viewport: PHONE });

test.setTimeout(120_000);

test("375 px: the announcement's PDF viewer fits the screen, every tool of its toolbar whole on screen", async ({ page }) => {
  await loginAs(page, 'moveis');
  await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible({ timeout: 60_000 });
  await page.goto('/#/comunicados');
  await page.getByRole('button', { name: 'Visualizar Manual do fornecedor 2026' }).click();
  const toolbar = page.getByRole('toolbar', { name: 'Ferramentas do documento' });
  await expect(toolbar.getByText('1 página(s)')).toBeVisible();
  await expect(page.locator('canvas').first()).toBeVisible();

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  for (const name of ['Diminuir zoom', 'Aumentar zoom', 'Ajustar à largura', 'Baixar', 'Imprimir']) {
    const button = toolbar.getByRole('button', { name });
    await expect(button).toBeVisible();
    const box = (await button.boundingBox())!;
    expect(box.x, name).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, name).toBeLessThanOrEqual(PHONE.width);
  }
});
