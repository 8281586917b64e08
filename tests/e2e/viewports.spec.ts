import { join } from 'node:path';
import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { signIn, supplierOptions, type DemoAccountName } from './helpers';
import { ROUTE_CATALOGUE, concreteUrl, hashUrl, isSupplier, viewerOf, type CatalogueAccount } from './routeCatalogue';
import { bodySideScroll, clippedMenuLabels, clippedSideways, coveredControls, outsideWindow, scrollToBottom } from './viewportProbes';

/**
 * Issue 24, phones and tablets: every route of the catalogue at a phone's, a tablet's and a desktop's size, as one
 * account that may see it (a supplier where one may: it sees data without picking one). The page never scrolls
 * sideways, no side-menu label is cut, the route's main dialog fits the window, a floating button covers no control,
 * and a screenshot of each route at each size lands in test-results/screenshots/<width>x<height>/<route>.png.
 */

const SIZES = [
  { width: 375, height: 812 },
  { width: 800, height: 1000 },
  { width: 1440, height: 900 },
] as const;

const ACCOUNT_NAMES: Record<CatalogueAccount, DemoAccountName> = {
  '0000001': 'master',
  '0000002': 'comercial',
  '0000003': 'sourcing',
  '1000001': 'moveis',
  '2000001': 'acessorios',
};

/** What a route shows before its checks: the state that brings out its floating button. */
const PREPARE: Partial<Record<string, (page: Page) => Promise<void>>> = {
  // Lines with a chosen date bring out the floating 'Agendar' button.
  calendario: async (page) => {
    await page.getByRole('checkbox', { name: 'Selecionar todos desta página' }).check();
    await page.getByRole('button', { name: /^primeira data disponível para cada$/i }).click();
    await expect(page.getByRole('button', { name: 'Agendar' })).toBeVisible();
  },
};

/** The main dialog of a route: the control that opens it, the dialog's accessible name. */
interface RouteDialog {
  opener: (page: Page) => Locator;
  dialog: string | RegExp;
}

const DIALOGS: Partial<Record<string, RouteDialog>> = {
  home: { opener: (page) => page.getByRole('button', { name: 'Ver contatos' }), dialog: 'Lista de contatos' },
  calendario: { opener: (page) => page.getByRole('button', { name: 'Agendar' }), dialog: 'Confirmar agendamento' },
  fichasTecnicas: { opener: (page) => page.getByRole('button', { name: 'VER FICHA TÉCNICA' }).first(), dialog: /./ },
  devolucoes: { opener: (page) => page.getByRole('button', { name: /^Ver fotos do produto / }).first(), dialog: 'IMAGENS' },
  compliance: {
    opener: (page) => page.getByRole('button', { name: 'Clique aqui para assinar' }).first(),
    dialog: 'Aceite do termo de condições gerais',
  },
  cadastroComplementar: { opener: (page) => page.getByRole('button', { name: 'Adicionar conta bancária' }), dialog: 'Adicionar conta bancária' },
};

type SignedIn = (account: CatalogueAccount) => Promise<Page>;

/** One signed-in page per account and worker, reused by every route the account opens. */
const test = base.extend<object, { signedIn: SignedIn }>({
  signedIn: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, locale, timezoneId } = workerInfo.project.use;
      const pages = new Map<CatalogueAccount, Page>();
      await use(async (account) => {
        const known = pages.get(account);
        if (known) return known;
        const page = await (await browser.newContext({ baseURL, locale, timezoneId })).newPage();
        await signIn(page, ACCOUNT_NAMES[account]);
        pages.set(account, page);
        return page;
      });
      for (const page of pages.values()) await page.context().close();
    },
    { scope: 'worker' },
  ],
});

test.describe.configure({ mode: 'parallel', timeout: 60_000 });

/** Two frames: layout after a resize or a click has settled. */
const frames = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/**
 * Puts the page at `size`, loaded at that size as a user of that size loads it (a resize alone would keep the layout
 * state of the former size: react-admin's open desktop menu becomes a phone's drawer), with the side menu open from
 * 600 px.
 */
async function atSize(page: Page, size: { width: number; height: number }) {
  const current = page.viewportSize();
  if (current?.width !== size.width || current.height !== size.height) {
    await page.setViewportSize(size);
    await page.reload();
  }
  await page.keyboard.press('Escape');
  if (size.width >= 600) {
    const open = page.locator('header').getByRole('button', { name: 'Abrir menu' });
    if (await open.isVisible()) await open.click();
  }
}

/** Picks the catalogue's supplier in the kit's picker; its options fit the window. */
async function pickSupplier(page: Page, supplier: string) {
  const options = await supplierOptions(page, supplier);
  if (!options) return;
  expect(await outsideWindow(options.list, 'the supplier picker’s options')).toEqual([]);
  await options.option.click();
}

/** Waits for the screen's loading indicators to go (a slow panel is not this suite's subject: it goes on after 5 s). */
async function settle(page: Page) {
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 5000 }).catch(() => undefined);
  await frames(page);
}

const today = new Date();

for (const size of SIZES) {
  const folder = `${size.width}x${size.height}`;
  test.describe(folder, () => {
    for (const entry of ROUTE_CATALOGUE) {
      const account = viewerOf(entry);
      test(`${entry.name} as ${account}`, async ({ signedIn }, testInfo) => {
        const page = await signedIn(account);
        await atSize(page, size);
        await page.goto(hashUrl(concreteUrl(entry.url, today)));
        await expect(page).toHaveTitle(entry.ready, { timeout: 15_000 });
        if (entry.pickSupplier && !isSupplier(account)) await pickSupplier(page, entry.pickSupplier);
        await settle(page);
        await PREPARE[entry.name]?.(page);
        await frames(page);
        await page.screenshot({ path: join(testInfo.project.outputDir, 'screenshots', folder, `${entry.name}.png`), animations: 'disabled' });

        expect(await bodySideScroll(page), 'no sideways scroll of the page').toEqual([]);
        expect(await coveredControls(page), 'floating buttons at rest').toEqual([]);
        await scrollToBottom(page);
        expect(await coveredControls(page), 'floating buttons at the bottom').toEqual([]);
        await page.evaluate(() => window.scrollTo(0, 0));

        const main = DIALOGS[entry.name];
        if (main) {
          await main.opener(page).click();
          const dialog = page.getByRole('dialog', { name: main.dialog }).last();
          await expect(dialog).toBeVisible();
          await frames(page);
          expect(await outsideWindow(dialog, 'the dialog'), 'the dialog fits the window').toEqual([]);
          expect(await clippedSideways(dialog), 'nothing in the dialog is cut at its sides').toEqual([]);
          expect(await bodySideScroll(page), 'no sideways scroll with the dialog open').toEqual([]);
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
        }
      });
    }

    for (const account of [...new Set(ROUTE_CATALOGUE.map(viewerOf))]) {
      test(`side menu of ${account}: no label cut`, async ({ signedIn }) => {
        const page = await signedIn(account);
        await atSize(page, size);
        await page.goto(hashUrl('/'));
        const menu = page.getByTestId('side-menu');
        // Opened (again when the click was lost to a page still loading after a reload); a phone's drawer hides the app bar.
        if (size.width < 600) await page.locator('header').getByRole('button', { name: 'Abrir menu' }).click();
        else await expect(async () => {
          const open = page.locator('header').getByRole('button', { name: 'Abrir menu' });
          if (await open.isVisible()) await open.click();
          await expect(page.locator('header').getByRole('button', { name: 'Fechar menu' })).toBeVisible({ timeout: 2000 });
        }).toPass({ timeout: 15_000 });
        await expect(menu).toBeVisible();
        const folded = menu.locator('[aria-expanded="false"]');
        while ((await folded.count()) > 0) await folded.first().click();
        await frames(page);
        expect(await clippedMenuLabels(menu), 'open menu').toEqual([]);
        if (size.width >= 600) {
          // Folded to its icons, each entry tells its whole label in a tooltip.
          await page.locator('header').getByRole('button', { name: 'Fechar menu' }).click();
          await frames(page);
          expect(await clippedMenuLabels(menu), 'folded menu').toEqual([]);
        }
        if (account === '0000001') {
          // The long labels the issue names are among the checked ones.
          for (const label of ['Pedidos não agendados', 'Histórico de agendamento', 'Grupos opções recebimento']) {
            await expect(menu.getByRole('menuitem', { name: label })).toBeVisible();
          }
        }
      });
    }
  });
}
