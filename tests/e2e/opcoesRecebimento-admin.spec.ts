import { expect, test, type Page } from '@playwright/test';
import { field, loginAs } from './helpers';

const CONDITION = 'Antecipação 10 dias E2E';
const GROUP = 'Grupo E2E';
const WELCOME = 'Bem-vindo ao portal do fornecedor';

/** Drops the session (the next account logs in on a fresh form). */
async function switchAccount(page: Page) {
  await page.context().clearCookies();
  await page.goto('/');
  await expect(field(page, 'Código do fornecedor')).toBeVisible();
}

const menuEntry = (page: Page, name: string) => page.getByTestId('side-menu').getByRole('menuitem', { name });

test.describe('receiving options', () => {
  test('0000002 creates a condition, a group with it and 1000001; 1000001 chooses it; 2000001 has no conditions', async ({ page }) => {
    // A long flow (several logins or many calls): on CI's two busy workers it runs close to the 30 s default.
    test.slow();
    await loginAs(page, 'comercial');
    await expect(page.getByText(WELCOME)).toBeVisible();

    // A payment condition attached to the 28-day default.
    await menuEntry(page, 'Condições de pagamento').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Condições Pagamento' })).toBeVisible();
    await page.getByTestId('list-toolbar').getByRole('link', { name: 'Adicionar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Adicionar' })).toBeVisible();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Preencha o campo de nome da condição!')).toBeVisible();
    await field(page, 'Nome da condição').fill(CONDITION);
    await field(page, 'Prazo de atendimento (dias)').fill('10');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Preencha o campo de condição padrão atrelada!')).toBeVisible();
    await field(page, 'Condição padrão atrelada').click();
    await page.getByRole('option', { name: 'Padrão 28 dias' }).click();
    await field(page, 'Percentual desconto').fill('2.5');
    await expect(field(page, 'Percentual desconto')).toHaveValue('2,5');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Condição de pagamento inserida com sucesso!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Condições Pagamento' })).toBeVisible();
    await expect(page.getByTestId('condicoes-table').getByRole('row').filter({ hasText: CONDITION })).toContainText('Padrão 28 dias');

    // A group, with the condition switched on and 1000001 in it.
    await menuEntry(page, 'Grupos opções recebimento').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Portal do Fornecedor - Grupos opções recebimento' })).toBeVisible();
    await page.getByTestId('list-toolbar').getByRole('link', { name: 'Adicionar' }).click();
    await field(page, 'Descrição').fill(GROUP);
    await field(page, 'Descrição').press('Enter');
    await expect(page.getByText('Grupo adicionado com sucesso!')).toBeVisible();
    await page.getByRole('link', { name: `Configurar opção de recebimento de ${GROUP}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Condições ativas no grupo' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Condições de pagamento padrão de 28 dias' });
    const box = table.getByRole('checkbox', { name: `Ativar ${CONDITION} no grupo` });
    await expect(box).not.toBeChecked();
    await box.click();
    await expect(page.getByText('Condição ativada no grupo!')).toBeVisible();
    await expect(box).toBeChecked();

    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.getByRole('link', { name: `Adicionar fornecedor a ${GROUP}` }).click();
    await expect(page.getByText('Adicione fornecedores ao grupo')).toBeVisible();
    await page.getByRole('link', { name: 'Editar', exact: true }).click();
    await field(page, 'Pesquisar fornecedor').fill('1000001');
    await page.getByRole('checkbox', { name: 'Fornecedor Móveis Serra Gaúcha Indústria Ltda no grupo' }).click();
    await expect(page.getByText('Fornecedor adicionado ao grupo!')).toBeVisible();
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page.getByRole('table', { name: 'Fornecedores ativos no Grupo' })).toContainText('Móveis Serra Gaúcha Indústria Ltda');

    // 1000001 sees the new option, with its payment date and annual rate, and chooses it.
    await switchAccount(page);
    await loginAs(page, 'moveis');
    await expect(page.getByText(WELCOME)).toBeVisible();
    await page.goto('/#/opcoesRecebimento?sort=deliveryDate&order=DESC');
    await expect(page.getByRole('heading', { level: 1, name: 'Opções de recebimento' })).toBeVisible();
    const rows = page.getByTestId('opcoesRecebimento-table').locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'Opção de recebimento do produto' });
    let chosen = 0;
    for (; chosen < 5; chosen += 1) {
      await rows.nth(chosen).locator('td').nth(2).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      if (await dialog.isVisible()) break;
      await page.getByRole('button', { name: 'OK' }).click();
    }
    const option = dialog.getByRole('radio', { name: '2,5% de desconto - pagamento em 10 dias' });
    await expect(option).toBeVisible();
    await expect(dialog.getByText(/^Pagamento previsto em \d{2}\/\d{2}\/\d{4} · o desconto equivale a \d+,\d% ao ano$/).first()).toBeVisible();
    // The option in force comes chosen.
    await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(1);
    await option.check();
    await dialog.getByRole('button', { name: 'APLICAR' }).click();
    const done = page.getByRole('dialog', { name: 'Opção de recebimento alterada' });
    await expect(done).toContainText('Feito escolha de antecipação!');
    await done.getByRole('button', { name: 'OK' }).click();
    // Reloaded 1 s later: the row is anticipated, paid in 10 days.
    await expect(rows.nth(chosen)).toContainText('Antecipado');
    await expect(rows.nth(chosen)).toContainText('10 dias');

    // 2000001 is in no group: no condition is released.
    await switchAccount(page);
    await loginAs(page, 'acessorios');
    await expect(page.getByText(WELCOME)).toBeVisible();
    await page.goto('/#/opcoesRecebimento');
    await expect(page.getByText('Você não tem condições de pagamento liberadas', { exact: true })).toBeVisible();
  });
});
