import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS } from '../helpers/accounts';
import { login, transitionsSettled } from './helpers';
import { concreteUrl, hashUrl, type CatalogueAccount, type CatalogueEntry } from './routeCatalogue';

/** The WCAG 2.0 and 2.1 A/AA rules of axe (issue 24: none may fail with a serious or critical impact). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Signs in as a demo account by its code and waits for the home screen. */
/** The demo account of a code. */
export function accountOf(code: CatalogueAccount): { codigo: string; senha: string } {
  const account = Object.values(ACCOUNTS).find((candidate) => candidate.codigo === code);
  if (!account) throw new Error(`unknown demo account ${code}`);
  return account;
}

export async function signInAs(page: Page, code: CatalogueAccount): Promise<void> {
  const account = accountOf(code);
  await login(page, account.codigo, account.senha);
  await expect(page.getByRole('heading', { name: 'Bem-vindo ao portal do fornecedor' })).toBeVisible({ timeout: 30_000 });
}

/** Opens a catalogue entry in the signed-in page and waits until its title is set and its progress bars are gone. */
export async function openEntry(page: Page, entry: Pick<CatalogueEntry, 'url' | 'ready'>): Promise<void> {
  await page.goto(hashUrl(concreteUrl(entry.url, new Date())));
  await expect(page).toHaveTitle(entry.ready, { timeout: 20_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
}

/** Each serious or critical axe violation of the page (or of `include`) as 'where: rule: targets'. */
export async function axeViolations(page: Page, where: string, options: { include?: string; rules?: string[] } = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  builder = options.rules ? builder.withRules(options.rules) : builder.withTags(WCAG_TAGS);
  if (options.include) builder = builder.include(options.include);
  await transitionsSettled(page);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${where}: ${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

/** English words an icon-only button's name must not hold (MUI's and react-admin's own defaults, untranslated). */
const ENGLISH = /\b(open|close|clear|next|previous|page|choose|date|show|hide|toggle|sort|delete|edit|search|remove|add|select|more|expand|collapse|back|go to|menu button|refresh|export|download|upload|view)\b/i;

/** Each visible button without text whose name (aria-label, aria-labelledby, title) is missing or English. */
export async function iconButtonProblems(page: Page, where: string): Promise<string[]> {
  const buttons = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('button, [role="button"], a[href]'))
      .filter((button) => button.getClientRects().length > 0 && !button.closest('[aria-hidden="true"]') && (button.textContent ?? '').trim() === '')
      .map((button) => {
        const labelledBy = (button.getAttribute('aria-labelledby') ?? '')
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
          .trim();
        return { name: (button.getAttribute('aria-label') ?? '').trim() || labelledBy || (button.getAttribute('title') ?? '').trim(), html: button.outerHTML.slice(0, 160) };
      }),
  );
  return buttons.filter(({ name }) => name === '' || ENGLISH.test(name)).map(({ name, html }) => `${where}: icon button named '${name}': ${html}`);
}

/** Whether the focused element is inside `container`. */
const focusInside = (container: Locator) => container.evaluate((node) => node.contains(document.activeElement));

/**
 * A dialog's keyboard contract, opened from `opener` with Enter: focus moves inside, axe finds nothing serious in it,
 * Tab and Shift+Tab (`steps` times each) keep the focus inside, Escape closes it and the focus returns to the opener.
 */
export async function dialogProblems(page: Page, where: string, opener: Locator, dialog: Locator, steps = 8): Promise<string[]> {
  const problems: string[] = [];
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => focusInside(dialog), { message: `${where}: focus moves into the dialog` }).toBe(true);
  problems.push(...(await axeViolations(page, where, { include: '[role="dialog"]' })));
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let step = 0; step < steps; step += 1) {
      await page.keyboard.press(key);
      if (!(await focusInside(dialog))) {
        problems.push(`${where}: ${key} ×${step + 1} left the dialog`);
        break;
      }
    }
  }
  await page.keyboard.press('Escape');
  await expect(dialog, `${where}: Escape closes the dialog`).toBeHidden();
  await expect(opener, `${where}: the focus returns to the opener`).toBeFocused();
  return problems;
}
