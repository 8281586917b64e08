import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, signIn, type DemoAccountName } from './helpers';
import { concreteUrl, hashUrl, ROUTE_CATALOGUE, type CatalogueAccount, type CatalogueEntry } from './routeCatalogue';

/**
 * Issue 24, security: server text with <script>, <img onerror>, javascript: and data: links in every free-text and
 * link field of the seed (window.__mock.poisonText()) is shown as text and never runs or opens, on every route of the
 * route catalogue, as a supplier where one may see it (their own data), else as staff.
 */

const SUPPLIERS: readonly CatalogueAccount[] = ['1000001', '2000001'];

const accountName = (codigo: CatalogueAccount): DemoAccountName =>
  (Object.keys(DEMO_ACCOUNTS) as DemoAccountName[]).find((name) => DEMO_ACCOUNTS[name].codigo === codigo)!;

const visitor = (entry: CatalogueEntry): CatalogueAccount => entry.accounts.find((account) => SUPPLIERS.includes(account)) ?? entry.accounts[0];

const byAccount = new Map<CatalogueAccount, CatalogueEntry[]>();
for (const entry of ROUTE_CATALOGUE) byAccount.set(visitor(entry), [...(byAccount.get(visitor(entry)) ?? []), entry]);

type Findings = { ran: boolean; scripts: number; handlers: string[]; links: string[]; frames: string[]; shownAsText: boolean };

/** What of the poison got into the page as markup, and whether it shows as text. */
const findings = (page: Page): Promise<Findings> =>
  page.evaluate(() => {
    const all = Array.from(document.querySelectorAll('*'));
    // http(s), or the portal's own mailto: contact addresses (the home screen's); never javascript:, data: or others.
    const safe = (url: string) => /^(https?|mailto):$/.test(new URL(url, location.href).protocol);
    return {
      ran: (window as Window & { __xss?: unknown }).__xss !== undefined,
      scripts: Array.from(document.scripts).filter((script) => script.text.includes('__xss')).length,
      handlers: all.flatMap((element) =>
        Array.from(element.attributes)
          .filter((attribute) => attribute.name.startsWith('on') && attribute.value.includes('__xss'))
          .map((attribute) => `<${element.tagName.toLowerCase()} ${attribute.name}>`),
      ),
      links: Array.from(document.querySelectorAll('a[href]'))
        .map((link) => link.getAttribute('href')!)
        .filter((href) => !safe(href)),
      frames: Array.from(document.querySelectorAll('iframe[src], embed[src], object[data]'))
        .map((frame) => frame.getAttribute('src') ?? frame.getAttribute('data') ?? '')
        .filter((src) => /^(javascript|data):/i.test(src.trim())),
      shownAsText: document.body.innerText.includes('window.__xss=1'),
    };
  });

for (const [account, entries] of byAccount) {
  test(`poisoned server text renders as text and never runs, as ${account}: ${entries.length} routes`, async ({ page }) => {
    test.setTimeout(30_000 + entries.length * 6_000);
    await page.goto('/');
    await page.waitForFunction(() => 'poisonText' in ((window as Window & { __mock?: object }).__mock ?? {}));
    const seedDay = await page.evaluate(async () => {
      const mock = (window as Window & { __mock?: { poisonText(): Promise<void>; seedDate(): string } }).__mock!;
      await mock.poisonText();
      return mock.seedDate();
    });
    await signIn(page, accountName(account));
    const [year, month, day] = seedDay.split('-').map(Number);
    const problems: string[] = [];
    let shown = 0;
    for (const entry of entries) {
      await page.goto(hashUrl(concreteUrl(entry.url, new Date(year, month - 1, day))));
      // A title made of server text shows the poison too, as text.
      await expect(page, entry.name).toHaveTitle(new RegExp(`^${entry.ready.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 10_000 });
      const found = await findings(page);
      if (found.ran) problems.push(`${entry.name}: window.__xss was set`);
      if (found.scripts > 0) problems.push(`${entry.name}: ${found.scripts} <script> from data`);
      problems.push(...found.handlers.map((handler) => `${entry.name}: ${handler} from data`));
      problems.push(...found.links.map((href) => `${entry.name}: link to ${href}`));
      problems.push(...found.frames.map((src) => `${entry.name}: frame of ${src}`));
      if (found.shownAsText) shown += 1;
    }
    expect(problems).toEqual([]);
    // The poison reached the screens, as text.
    expect(shown).toBeGreaterThan(0);
  });
}
