import { expect, test, type Locator, type Page } from '@playwright/test';
import { field } from './helpers';

const PHONE = { width: 375, height: 740 };

/** The outline Chromium paints around the element that has the keyboard focus. */
function outline(element: Locator) {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    return { style: style.outlineStyle, width: style.outlineWidth };
  });
}

/** Presses Tab until `target` has the focus (at most 10 times). */
async function tabTo(page: Page, target: Locator) {
  for (let step = 0; step < 10; step += 1) {
    if (await target.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('never focused');
}

/** For each line of the login links: the room left of its first link and right of its last one. */
async function linkLineMargins(page: Page) {
  const row = page.getByRole('button', { name: 'Esqueceu sua senha?' }).locator('..');
  return row.evaluate((box) => {
    const outer = box.getBoundingClientRect();
    const lines = new Map<number, DOMRect[]>();
    for (const link of Array.from(box.children)) {
      const rect = link.getBoundingClientRect();
      lines.set(Math.round(rect.top), [...(lines.get(Math.round(rect.top)) ?? []), rect]);
    }
    return [...lines.values()].map((rects) => ({ left: rects[0].left - outer.left, right: outer.right - rects[rects.length - 1].right }));
  });
}

test.describe('login: focus, focus ring, links, modals', () => {
  test('the code field has the focus; Tab shows a 2 px ring on the Login button and on a link', async ({ page }) => {
    await page.goto('/');
    await expect(field(page, 'Código do fornecedor')).toBeFocused();
    for (const target of [page.getByRole('button', { name: 'Login', exact: true }), page.getByRole('button', { name: 'Esqueceu sua senha?' })]) {
      await tabTo(page, target);
      expect(await outline(target)).toEqual({ style: 'solid', width: '2px' });
    }
  });

  test("the reset modal's code field has the focus when it opens", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Esqueceu sua senha?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Redefinir senha' });
    await expect(dialog.getByLabel('Código')).toBeFocused();
  });

  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    test(`at ${viewport.width} px every line of login links is centred`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const lines = await linkLineMargins(page);
      expect(lines.length).toBeGreaterThan(0);
      for (const { left, right } of lines) expect(Math.abs(left - right)).toBeLessThanOrEqual(1);
    });
  }

  test('on a phone the reset modal takes the whole screen', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Esqueceu sua senha?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Redefinir senha' });
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box).toEqual({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
    expect(await dialog.evaluate((node) => getComputedStyle(node).borderRadius)).toBe('0px');
  });
});
