import { expect, test, type Page } from '@playwright/test';
import { loginAs, mockTable } from './helpers';

const FOOTNOTE = '* - Dados não salvos, favor confirmar operação';

async function openRegistration(page: Page) {
  await loginAs(page, 'moveis');
  await expect(page.getByRole('heading', { name: 'Bem-vindo ao portal do fornecedor' })).toBeVisible();
  await page.goto('/#/cadastroComplementar');
  await expect(page.getByRole('heading', { name: 'Cadastro Complementar' })).toBeVisible();
}

const box = (scope: Page | ReturnType<Page['getByRole']>, name: string) => scope.getByRole('textbox', { name: new RegExp(`^${name}`) });

async function choose(page: Page, label: string, option: RegExp) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option }).click();
}

async function addBank(page: Page, bank: { typed: string; option: string; agency: string; account: string; notes: string }) {
  await page.getByRole('button', { name: 'Adicionar conta bancária' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar conta bancária' });
  await dialog.getByRole('combobox', { name: /^Banco/ }).fill(bank.typed);
  await page.getByRole('option', { name: bank.option }).click();
  await box(dialog, 'Agência').fill(bank.agency);
  await box(dialog, 'Conta corrente').fill(bank.account);
  await box(dialog, 'Observação').fill(bank.notes);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  return dialog;
}

/** updateSupplier sent from the signed-in page with its own session: the server's answer. */
async function updateAnotherSupplier(page: Page) {
  return page.evaluate(async () => {
    const token = document.cookie.split('; ').find((part) => part.startsWith('token='))?.slice('token='.length) ?? '';
    const response = await fetch('/api/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer portal', 'x-api-key': 'portal', 'User-Token': decodeURIComponent(token) },
      body: JSON.stringify({
        query: `mutation updateSupplier($supplier: SupplierRegistrationInput!, $assignors: [AssignorChange!]!, $banksDetails: [BankDetailsChange!]!, $personIdOperation: String!) {
          updateSupplier(supplier: $supplier, assignors: $assignors, banksDetails: $banksDetails, personIdOperation: $personIdOperation) { message } }`,
        variables: {
          supplier: { idFDEm: 501, personId: '2000001', cnpj: '11222333000181', riskClassification: 'H', annualBilling: 1, creditLimit: 1, socialCapital: 1, minApprovalSignatures: 0, constitutionDate: '01/01/2000', companyType: 1, companySize: 1, receitaRegistrationStatus: 'F' },
          assignors: [],
          banksDetails: [{ operation: 'E', bankDetails: { idFDBa: 8001 } }],
          personIdOperation: '1000001',
        },
      }),
    });
    return (await response.json()) as { data: unknown; errors?: { message: string }[] };
  });
}

test.describe('Cadastro Complementar', () => {
  test('1000001 registers with one assignor and one bank account (bad inputs refused), then edits the assignor and swaps the bank account; reloads show exactly the stored state; updating another supplier is refused', async ({ page }) => {
    test.slow();
    await openRegistration(page);
    await expect(page.getByRole('button', { name: 'CADASTRAR' })).toBeVisible();
    await expect(page.getByText('Não há registros de pessoas cedentes.')).toBeVisible();
    await expect(page.getByText('Não há registros de dados bancários.')).toBeVisible();

    // A CNPJ with a wrong check digit.
    await box(page, 'CNPJ').fill('04921884000179');
    await box(page, 'CNPJ').blur();
    await expect(page.getByText('Digite um CNPJ válido')).toBeVisible();
    await box(page, 'CNPJ').fill('04921884000178');
    await expect(page.getByText('Digite um CNPJ válido')).toHaveCount(0);
    await choose(page, 'Classificação de risco', /^B$/);
    await choose(page, 'Tipo de empresa', /Ltda/);
    await choose(page, 'Porte da empresa', /Médio/);
    await choose(page, 'Situação na Receita Federal', /Ativa/);
    await box(page, 'Faturamento anual').fill('250000000');
    await box(page, 'Limite de crédito').fill('15000000');
    await box(page, 'Capital social').fill('80000000');
    await box(page, 'Mínimo de assinaturas').fill('1');
    await page.getByRole('spinbutton', { name: 'Dia' }).click();
    await page.keyboard.type('20052011');

    // Both CPF and CNPJ on an assignor.
    await page.getByRole('button', { name: 'Adicionar pessoa cedente' }).click();
    const assignor = page.getByRole('dialog', { name: 'Adicionar pessoa cedente' });
    await box(assignor, 'CPF').fill('52998224725');
    await box(assignor, 'CNPJ').fill('11222333000181');
    await box(assignor, 'Nome completo').fill('carla mendes ribeiro');
    await box(assignor, 'E-mail pessoal').fill('Carla.Ribeiro@MoveisDemo.com.br');
    await box(assignor, 'DDD').fill('54');
    await box(assignor, 'Telefone').fill('999887766');
    await assignor.getByRole('checkbox', { name: 'Representante' }).check();
    await assignor.getByRole('button', { name: 'Confirmar' }).click();
    await expect(assignor.getByText('Digite um CNPJ ou CPF')).toBeVisible();
    await box(assignor, 'CNPJ').fill('');
    await assignor.getByRole('button', { name: 'Confirmar' }).click();
    await expect(assignor).toBeHidden();

    // An agency with 5 digits.
    const bank = await addBank(page, { typed: 'caixa', option: '104 - Caixa Econômica Federal', agency: '12345', account: '123456x', notes: 'conta principal' });
    await expect(bank.getByText('Digite uma agência com até 4 dígitos, sem dígito verificador')).toBeVisible();
    await box(bank, 'Agência').fill('0412');
    await bank.getByRole('button', { name: 'Confirmar' }).click();
    await expect(bank).toBeHidden();

    await expect(page.getByText(FOOTNOTE)).toBeVisible();
    await page.getByRole('button', { name: 'CADASTRAR' }).click();
    await expect(page.getByText('Cadastro criado com sucesso!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'ATUALIZAR', exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('button', { name: 'ATUALIZAR', exact: true })).toBeVisible({ timeout: 10_000 });
    await expect(box(page, 'CNPJ')).toHaveValue('04.921.884/0001-78');
    await expect(box(page, 'Faturamento anual')).toHaveValue('2.500.000,00');
    await expect(page.locator('input[name="constitutionDate"]')).toHaveValue('20/05/2011');
    const assignors = page.getByRole('table', { name: 'Pessoas cedentes' });
    const banks = page.getByRole('table', { name: 'Dados bancários' });
    await expect(assignors.getByRole('row')).toHaveCount(2);
    await expect(assignors).toContainText('CARLA MENDES RIBEIRO');
    await expect(assignors).toContainText('carla.ribeiro@moveisdemo.com.br');
    await expect(assignors).toContainText('529.982.247-25');
    await expect(banks.getByRole('row')).toHaveCount(2);
    await expect(banks).toContainText('104 - Caixa Econômica Federal');
    await expect(banks).toContainText('123456X');
    await expect(page.getByText(FOOTNOTE)).toHaveCount(0);

    // Edit the assignor; delete the bank account while adding another.
    await page.getByRole('button', { name: 'Editar pessoa cedente CARLA MENDES RIBEIRO' }).click();
    const editing = page.getByRole('dialog', { name: 'Editar pessoa cedente' });
    await box(editing, 'Telefone').fill('33334444');
    await editing.getByRole('button', { name: 'Confirmar' }).click();
    await expect(assignors).toContainText('A *');
    await expect(banks.getByRole('button', { name: 'Excluir conta bancária 123456X' })).toBeDisabled();
    await addBank(page, { typed: '260', option: '260 - Nu Pagamentos S.A. (Nubank)', agency: '0001', account: '9876543', notes: 'conta digital' });
    await banks.getByRole('button', { name: 'Excluir conta bancária 123456X' }).click();
    await page.getByRole('dialog', { name: 'Excluir conta bancária' }).getByRole('button', { name: 'Excluir' }).click();
    await expect(banks.getByRole('row').filter({ hasText: '123456X' })).toContainText('E *');
    await page.getByRole('button', { name: 'ATUALIZAR', exact: true }).click();
    await expect(page.getByText('Cadastro atualizado com sucesso!')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('button', { name: 'ATUALIZAR', exact: true })).toBeVisible({ timeout: 10_000 });
    await expect(assignors.getByRole('row')).toHaveCount(2);
    await expect(assignors).toContainText('33334444');
    await expect(banks.getByRole('row')).toHaveCount(2);
    await expect(banks).toContainText('260 - Nu Pagamentos S.A. (Nubank)');
    await expect(banks).toContainText('9876543');
    await expect(banks).toContainText('CONTA DIGITAL');
    await expect(banks).not.toContainText('123456X');

    // The same session calling updateSupplier for 2000001: refused, and 2000001's bank account is still there.
    const refused = await updateAnotherSupplier(page);
    expect(refused.errors?.[0]?.message).toBe('Um fornecedor só pode consultar e alterar o próprio cadastro complementar.');
    expect(refused.data).toBeNull();
    await expect
      .poll(async () => (await mockTable<{ idFDBa: number; idFDEm: number }>(page, 'registrationBankDetails')).filter((row) => row.idFDEm === 501).map((row) => row.idFDBa))
      .toEqual([8001]);
  });
});
