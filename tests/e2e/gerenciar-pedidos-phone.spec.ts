import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginAs } from './helpers';

const PHONE = { width: 375, height: 812 };

test.use({ viewport: PHONE });
// Seven tabs, each waited for: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 240_000 });
const LOAD = 60_000;

/** The page never scrolls sideways. */
async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

async function boxOf(element: Locator) {
  const box = await element.boundingBox();
  if (!box) throw new Error('not on the page');
  return box;
}

async function expectWithinScreen(element: Locator) {
  const box = await boxOf(element);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
}

/** Each tab of 1000001 and what shows once it has loaded. */
const TABS: [name: string, loaded: (page: Page) => Locator][] = [
  ['Todos pedidos', (page) => page.getByText(/^1-5 de \d+$/)],
  ['Confirmação pendente', (page) => page.getByTestId('schedule-card').first()],
  ['Agendamentos confirmados', (page) => page.getByTestId('schedule-card').first()],
  ['Agendamentos recusados', (page) => page.getByText(/^Total de \d+ agendamentos? recusados?$/)],
  ['Protocolo de agendamento', (page) => page.getByTestId('protocol-card').first()],
  ['Entregas concluídas', (page) => page.getByRole('heading', { level: 3 }).first()],
  ['Retiradas pendentes', (page) => page.getByRole('table', { name: 'Retiradas pendentes' }).getByRole('row').nth(1)],
];

test.describe('Gerenciar pedidos on a phone (375 px)', () => {
  test('no tab scrolls the page sideways; the tab strip scrolls in its own box', async ({ page }) => {
    await loginAs(page, 'moveis');
    await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible({ timeout: LOAD });
    await page.goto('/#/gerenciarPedidos');
    for (const [name, loaded] of TABS) {
      const tab = page.getByRole('tab', { name: new RegExp(`^${name}`) });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(loaded(page)).toBeVisible({ timeout: LOAD });
      await page.waitForLoadState('networkidle');
      await expectNoSideScroll(page);
      // The strip of tabs is on screen; its tabs scroll inside it.
      await expectWithinScreen(page.locator('.MuiTabs-root'));
    }
  });

  test('tab 1: the bulk buttons sit together on screen; the badge is whole inside its tab', async ({ page }) => {
    await loginAs(page, 'moveis');
    await expect(page.getByText('Bem-vindo ao portal do fornecedor')).toBeVisible({ timeout: LOAD });
    await page.goto('/#/gerenciarPedidos/tab/1');
    const card = page.getByTestId('schedule-card').first();
    await expect(card).toBeVisible({ timeout: LOAD });
    await card.getByRole('checkbox').check();
    const refuse = page.getByRole('button', { name: 'RECUSAR (1) AGENDAMENTOS' });
    const confirm = page.getByRole('button', { name: 'CONFIRMAR (1) AGENDAMENTOS' });
    await expectWithinScreen(refuse);
    await expectWithinScreen(confirm);
    await expectNoSideScroll(page);
    // Side by side or one under the other, never further apart than the group's 8 px gap.
    const [first, second] = [await boxOf(refuse), await boxOf(confirm)];
    const sideBySide = Math.abs(first.y - second.y) < 2 && second.x - (first.x + first.width) <= 9;
    const stacked = Math.abs(first.x - second.x) < 2 && second.y - (first.y + first.height) <= 9;
    expect(sideBySide || stacked).toBe(true);

    // At 1366 px too: the two buttons are neighbours.
    await page.setViewportSize({ width: 1366, height: 800 });
    const [wideFirst, wideSecond] = [await boxOf(refuse), await boxOf(confirm)];
    expect(Math.abs(wideFirst.y - wideSecond.y)).toBeLessThan(2);
    expect(wideSecond.x - (wideFirst.x + wideFirst.width)).toBeLessThanOrEqual(9);

    const tab = page.getByRole('tab', { name: /^Confirmação pendente, \d+ pendentes?$/ });
    const badge = tab.locator('.MuiBadge-badge');
    await expect(badge).toHaveText(/^\d+$/);
    const [tabBox, badgeBox] = [await boxOf(tab), await boxOf(badge)];
    expect(badgeBox.x).toBeGreaterThanOrEqual(tabBox.x);
    expect(badgeBox.y).toBeGreaterThanOrEqual(tabBox.y);
    expect(badgeBox.x + badgeBox.width).toBeLessThanOrEqual(tabBox.x + tabBox.width);
    expect(badgeBox.y + badgeBox.height).toBeLessThanOrEqual(tabBox.y + tabBox.height);
  });
});
