import { expect, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS as DEMO_ACCOUNTS } from '../helpers/accounts';

/** The mock backend's control surface (exposed as window.__mock in the demo build). */
export interface MockControl {
  reset(): Promise<void>;
  setFault(key: string, fault: object): void;
  clearFaults(): void;
  /** Takes every free slot of a branch's day ('yyyy-MM-dd'), as other suppliers' bookings would. */
  fillScheduleDay(branchId: number, day: string): void;
  /** Issues `count` new one-line purchase orders, waiting for a date, to a supplier. */
  issueOrders(personId: string, count: number): void;
  /** Moves the mock server's clock whole days forward; reset() puts it back. */
  advanceClock(days: number): void;
}

/** Seeded accounts of the mock backend (../shared/demo-accounts.md), shared with the component tests. */
export { DEMO_ACCOUNTS };

export type DemoAccountName = keyof typeof DEMO_ACCOUNTS;

/** Escapes a string for use inside a RegExp. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The field whose label is exactly `label`. Playwright's getByLabel(..., { exact: true }) compares the
 * label's whole text, including MUI's/react-admin's aria-hidden required marker ("Senha *"), so the
 * match is anchored but tolerates that trailing asterisk.
 */
export function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^\\s*${escapeRegExp(label)}[\\s*]*$`));
}

/** Opens the login screen and submits the given credentials (does not wait for the result). */
export async function login(page: Page, codigo: string, senha: string): Promise<void> {
  await page.goto('/');
  await field(page, 'Código do fornecedor').fill(codigo);
  await field(page, 'Senha').fill(senha);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Logs in with one of the demo accounts by name. */
export function loginAs(page: Page, name: DemoAccountName): Promise<void> {
  const account = DEMO_ACCOUNTS[name];
  return login(page, account.codigo, account.senha);
}

/** Logs in and waits for the home screen. */
export async function signIn(page: Page, name: DemoAccountName): Promise<void> {
  await loginAs(page, name);
  await expect(page.getByRole('heading', { name: 'Bem-vindo ao portal do fornecedor' })).toBeVisible();
}

/** 'Sair' in the side menu, back to the login form; clicked again if the click was lost (a menu still settling). */
export async function signOut(page: Page): Promise<void> {
  await expect(async () => {
    const leave = page.getByTestId('side-menu').getByRole('button', { name: 'Sair' });
    if (await leave.isVisible()) await leave.click({ timeout: 2000 });
    await expect(field(page, 'Código do fornecedor')).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 15_000 });
}

/** A side-menu group's entry, clicked again until its route opens (a click while the group unfolds can be lost). */
export async function openMenuEntry(page: Page, group: string, entry: string, url: RegExp): Promise<void> {
  const menu = page.getByTestId('side-menu');
  await menu.getByRole('menuitem', { name: group }).click();
  await expect(async () => {
    await menu.getByRole('menuitem', { name: entry }).click();
    await expect(page).toHaveURL(url, { timeout: 1000 });
  }).toPass();
}

/** The ddMMyyyy digits of today plus `days`, in the browser's time zone (what a date picker's sections take). */
export function dayDigits(page: Page, days = 0): Promise<string> {
  return page.evaluate((offset) => {
    const day = new Date();
    day.setDate(day.getDate() + offset);
    return `${String(day.getDate()).padStart(2, '0')}${String(day.getMonth() + 1).padStart(2, '0')}${day.getFullYear()}`;
  }, days);
}

/** Types a date into the `index`-th date picker's sections, as a user does. */
export async function typeDate(page: Page, index: number, digits: string): Promise<void> {
  await page.getByRole('spinbutton', { name: 'Dia' }).nth(index).click();
  await page.keyboard.type(digits);
}

type MockWindow = Window & { __mock?: MockControl };

/** Resets the mock backend's persisted state (IndexedDB) when the page has the mock loaded. */
export async function resetMock(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await (window as MockWindow).__mock?.reset();
  });
}

/** Makes the mock answer `key` (e.g. 'GET /api/legacy/auth') with a fault: { status }, { tokenInvalid }, { status406 }, { delayMs }. */
export async function setMockFault(page: Page, key: string, fault: object): Promise<void> {
  await page.evaluate(([k, f]) => (window as MockWindow).__mock?.setFault(k, f), [key, fault] as const);
}

/** Leaves no room at a branch on a day ('yyyy-MM-dd'): a schedule sent for it afterwards is refused. */
export async function fillScheduleDay(page: Page, branchId: number, day: string): Promise<void> {
  await page.evaluate(([branch, date]) => (window as MockWindow).__mock?.fillScheduleDay(branch, date), [branchId, day] as const);
}

/** The retailer issues `count` new one-line orders to a supplier (1000001 has 48 products in the seed: more for 50 labels). */
export async function issueOrders(page: Page, personId: string, count: number): Promise<void> {
  await page.evaluate(([person, lines]) => (window as MockWindow).__mock?.issueOrders(person, lines), [personId, count] as const);
}

/** Moves the mock server's clock `days` whole days forward (a form starting tomorrow is published after 1). */
export async function advanceMockClock(page: Page, days: number): Promise<void> {
  await page.evaluate((count) => (window as MockWindow).__mock?.advanceClock(count), days);
}

export async function clearMockFaults(page: Page): Promise<void> {
  await page.evaluate(() => (window as MockWindow).__mock?.clearFaults());
}

/**
 * The rows of a mock table as the browser's mock last saved them (IndexedDB, one key per table; saves are
 * coalesced, so poll: `await expect.poll(() => mockTable(page, 'sentEmails')).toHaveLength(1)`).
 */
export function mockTable<T = Record<string, unknown>>(page: Page, table: string): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('portal-fornecedor-mock');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('tables', 'readonly').objectStore('tables').get(name);
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            open.result.close();
            resolve((read.result as T[] | undefined) ?? []);
          };
        };
      }),
    table,
  );
}

/**
 * Types a supplier's code into the kit's picker (each screen names it its own way) and waits for its option; null when
 * the screen shows no picker (a list whose supplier filter sits behind 'Adicionar filtro', as Logs).
 */
export async function supplierOptions(page: Page, supplier: string): Promise<{ list: Locator; option: Locator } | null> {
  const picker = page.getByRole('combobox', { name: /fornecedor/i }).first();
  if (!(await picker.isVisible())) return null;
  await picker.fill(supplier);
  const list = page.getByRole('listbox');
  const option = list.getByRole('option', { name: new RegExp(`^${supplier} - `) });
  await expect(option).toBeVisible();
  return { list, option };
}

/**
 * Waits for running CSS transitions to end (a snackbar fading, the app bar sliding): axe reads a passing opacity as low
 * contrast, and a box measured mid-move is not where it stays. Endless animations (spinners) do not count.
 */
export async function transitionsSettled(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running' && Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity)).length), { timeout: 5_000 })
    .toBe(0);
}
