import { expect, test, type Page } from '@playwright/test';
import { field, loginAs, mockTable } from './helpers';

const menu = (page: Page) => page.getByTestId('side-menu');
const WELCOME = 'Bem-vindo ao portal do fornecedor';

/**
 * Leaves the session for the next account. 'Sair' hands over to the login entry with a reload that can land after
 * the next login form is already filled (it then comes back empty); dropping the session cookie is enough here,
 * since these journeys are about what the next account is allowed, not about logging out.
 */
async function switchAccount(page: Page) {
  await page.context().clearCookies();
  await page.goto('/');
  await expect(field(page, 'Código do fornecedor')).toBeVisible();
}

/** The access type and feature ids as the browser's mock stored them (saves are batched, so poll). */
async function storedHolds(page: Page, typeName: string, key: string): Promise<boolean> {
  const [types, features, links] = await Promise.all([
    mockTable<{ id_md5: string; descricao: string }>(page, 'accessTypes'),
    mockTable<{ id_md5: string; descricao: string }>(page, 'features'),
    mockTable<{ accessTypeId: string; featureId: string }>(page, 'accessTypeFeatures'),
  ]);
  const type = types.find((row) => row.descricao === typeName)?.id_md5;
  const feature = features.find((row) => row.descricao === key)?.id_md5;
  return links.some((row) => row.accessTypeId === type && row.featureId === feature);
}

/** In an access type's form: finds a feature with the table's search and toggles it. */
async function toggleFeature(page: Page, key: string, expectedBefore: boolean) {
  await page.getByRole('textbox', { name: 'Pesquisar funcionalidade' }).fill(key);
  const box = page.getByRole('checkbox', { name: `Ativo: ${key}`, exact: true });
  if (expectedBefore) await expect(box).toBeChecked();
  else await expect(box).not.toBeChecked();
  await box.click();
}

/** 'Salvar alterações', then Sim to 'Finalizar seleção!'. */
async function saveFeatures(page: Page, count: number) {
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  const dialog = page.getByRole('dialog', { name: 'Finalizar seleção!' });
  await expect(dialog).toContainText(`As alterações pendentes (${count}) serão salvas.`);
  await dialog.getByRole('button', { name: 'Sim' }).click();
}

async function openAccessType(page: Page, name: string) {
  await menu(page).getByRole('menuitem', { name: 'Tipo de Acesso' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tipo de acesso' })).toBeVisible();
  await page.getByRole('cell', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar Tipo de Acesso' })).toBeVisible();
  await expect(page).toHaveURL(/#\/permissao-ae\/[0-9a-f]{32}$/);
  await expect(page.getByText(/^\d+ de \d+ funcionalidade\(s\)$/)).toBeVisible();
}

test.describe('access administration (0000001)', () => {
  test("turning 'logs' off for Admin - sourcing takes the Logs entry away from 0000003", async ({ page }) => {
    await loginAs(page, 'sourcing');
    await expect(page.getByText(WELCOME)).toBeVisible();
    await expect(menu(page).getByRole('menuitem', { name: 'Logs' })).toBeVisible();
    await switchAccount(page);

    await loginAs(page, 'master');
    await expect(page.getByText(WELCOME)).toBeVisible();
    await openAccessType(page, 'Admin - sourcing');
    await toggleFeature(page, 'logs', true);
    await expect(page.getByText('Alterações pendentes: 1')).toBeVisible();
    await saveFeatures(page, 1);
    await expect(page.getByText('Alteração realizada!')).toBeVisible();
    await expect(page.getByText('Alterações pendentes: 0')).toBeVisible();
    // Not Master's own type: no reload, Master keeps its Logs entry.
    await expect(menu(page).getByRole('menuitem', { name: 'Logs' })).toBeVisible();
    await expect.poll(() => storedHolds(page, 'Admin - sourcing', 'logs')).toBe(false);
    await switchAccount(page);

    await loginAs(page, 'sourcing');
    await expect(page.getByText(WELCOME)).toBeVisible();
    await expect(menu(page).getByRole('menuitem', { name: 'Liberação de acesso' })).toBeVisible();
    await expect(menu(page).getByRole('menuitem', { name: 'Logs' })).toHaveCount(0);
    await page.goto('/#/logs');
    await expect(page.getByTestId('access-denied')).toBeVisible();
  });

  test("saving Master's own features reloads the page and the menu follows", async ({ page }) => {
    await loginAs(page, 'master');
    await expect(page.getByText(WELCOME)).toBeVisible();
    await expect(menu(page).getByRole('menuitem', { name: 'Grupos de contatos' })).toBeVisible();
    await openAccessType(page, 'Master');
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await toggleFeature(page, 'manter-grupos', true);
    await saveFeatures(page, 1);
    await expect.poll(() => loads.length).toBe(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Editar Tipo de Acesso' })).toBeVisible();
    await expect(menu(page).getByRole('menuitem', { name: 'Tipo de Acesso' })).toBeVisible();
    await expect(menu(page).getByRole('menuitem', { name: 'Grupos de contatos' })).toHaveCount(0);

    // Back on: after the next reload the entry returns.
    await toggleFeature(page, 'manter-grupos', false);
    await saveFeatures(page, 1);
    await expect.poll(() => loads.length).toBe(2);
    await expect(menu(page).getByRole('menuitem', { name: 'Grupos de contatos' })).toBeVisible();
  });

  test("a user blocked in /usuarios is refused at login with the server's message", async ({ page }) => {
    await loginAs(page, 'master');
    await expect(page.getByText(WELCOME)).toBeVisible();
    await menu(page).getByRole('menuitem', { name: 'Liberação de acesso' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Liberação de acesso' })).toBeVisible();
    const active = page.getByRole('checkbox', { name: 'Ativo: Móveis Serra Gaúcha Indústria Ltda' });
    await expect(active).toBeChecked();
    await active.click();
    await expect(active).not.toBeChecked();
    await expect(page.getByText('Alteração realizada!')).toBeVisible();
    // The mock keeps it (saved in the browser's store), so a reload still shows the user blocked.
    await expect.poll(async () => (await mockTable<{ codigo: string; bloqueado: boolean }>(page, 'pessoas')).find((row) => row.codigo === '1000001')?.bloqueado).toBe(true);
    await page.reload();
    // A reload starts the app and its mock worker again: under CI load that alone can take more than the 5 s default.
    await expect(page.getByRole('checkbox', { name: 'Ativo: Móveis Serra Gaúcha Indústria Ltda' })).not.toBeChecked({ timeout: 20_000 });
    await switchAccount(page);

    await loginAs(page, 'moveis');
    await expect(page.getByText('Usuário bloqueado! Entre em contato com o seu analista de compras.')).toBeVisible();
    await expect(page.getByText(WELCOME)).toHaveCount(0);
  });
});
