import type { Page } from '@playwright/test';

/** The mock backend's control surface (exposed as window.__mock in the demo build). */
export interface MockControl {
  reset(): Promise<void>;
  setFault(key: string, fault: object): void;
  clearFaults(): void;
}

export type DemoRole = 'Master' | 'Admin - Comercial' | 'Admin - sourcing' | 'Fornecedor';

export interface DemoAccount {
  codigo: string;
  senha: string;
  role: DemoRole;
  /** What makes the account special, see ../shared/demo-accounts.md. */
  note: string;
}

/** Seeded accounts of the mock backend (../shared/demo-accounts.md). */
export const DEMO_ACCOUNTS = {
  master: { codigo: '0000001', senha: 'master123', role: 'Master', note: 'internal staff, every permission' },
  comercial: { codigo: '0000002', senha: 'comercial1', role: 'Admin - Comercial', note: 'internal buyer' },
  sourcing: { codigo: '0000003', senha: 'sourcing1', role: 'Admin - sourcing', note: 'internal quality and compliance' },
  moveis: { codigo: '1000001', senha: 'moveis123', role: 'Fornecedor', note: 'furniture supplier (type M)' },
  acessorios: { codigo: '2000001', senha: 'acess123', role: 'Fornecedor', note: 'accessories supplier (type A)' },
  bloqueado: { codigo: '1000002', senha: 'bloq1234', role: 'Fornecedor', note: 'blocked: login is refused' },
  renovacao: { codigo: '1000003', senha: 'renova12', role: 'Fornecedor', note: 'password renewal: profile opens in Alterar senha' },
} as const satisfies Record<string, DemoAccount>;

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

export async function clearMockFaults(page: Page): Promise<void> {
  await page.evaluate(() => (window as MockWindow).__mock?.clearFaults());
}
