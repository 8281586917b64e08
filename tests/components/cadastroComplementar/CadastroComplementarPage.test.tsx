import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { db } from '../../../mocks/db/db';
import { setFault } from '../../../mocks/http/faults';
import { server } from '../../../mocks/node';
import { CadastroComplementarPage } from '../../../src/custom/cadastroComplementar/CadastroComplementarPage';
import type { AccountName } from '../../helpers/accounts';
import { renderScreenAs } from '../../helpers/renderScreen';
import { watchMessages } from '../../helpers/snackbarLog';
import { advanceUntil } from '../../helpers/clock';

const LOAD = { timeout: 8000 };
const ROUTE = '/cadastroComplementar';
const FAILURE = 'Ocorreu um problema ao executar a ação. Por favor, informe ao suporte.';

async function openPage(account: AccountName) {
  const messages = watchMessages();
  await renderScreenAs(account, <CadastroComplementarPage />, { route: ROUTE });
  await screen.findByRole('heading', { name: 'Cadastro Complementar' }, LOAD);
  return { messages, user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

type Page = Awaited<ReturnType<typeof openPage>>;

const textbox = (name: string, within_: HTMLElement = document.body) => within(within_).getByRole('textbox', { name: new RegExp(`^${name}`) });

async function typeInto(page: Page, input: HTMLElement, text: string) {
  await page.user.clear(input);
  if (text !== '') await page.user.paste(text);
}

async function choose(page: Page, label: string, option: RegExp) {
  await page.user.click(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  await page.user.click(await screen.findByRole('option', { name: option }));
}

async function fillGeneral(page: Page) {
  await typeInto(page, textbox('CNPJ'), '04921884000178');
  await choose(page, 'Classificação de risco', /^A$/);
  await choose(page, 'Tipo de empresa', /Ltda/);
  await choose(page, 'Porte da empresa', /Médio/);
  await choose(page, 'Situação na Receita Federal', /Ativa/);
  await typeInto(page, textbox('Faturamento anual'), '125000050');
  await typeInto(page, textbox('Limite de crédito'), '8000000');
  await typeInto(page, textbox('Capital social'), '50000000');
  await typeInto(page, textbox('Mínimo de assinaturas'), '2');
  fireEvent.change(document.querySelector('input[name="constitutionDate"]')!, { target: { value: '20/05/2011' } });
}

async function addAssignor(page: Page, fields: { cpf?: string; cnpj?: string; name: string }) {
  await page.user.click(screen.getByRole('button', { name: 'Adicionar pessoa cedente' }));
  const dialog = await screen.findByRole('dialog', { name: 'Adicionar pessoa cedente' });
  if (fields.cpf) await typeInto(page, textbox('CPF', dialog), fields.cpf);
  if (fields.cnpj) await typeInto(page, textbox('CNPJ', dialog), fields.cnpj);
  await typeInto(page, textbox('Nome completo', dialog), fields.name);
  await typeInto(page, textbox('E-mail pessoal', dialog), 'Carla@Moveis.com.br');
  await typeInto(page, textbox('DDD', dialog), '54');
  await typeInto(page, textbox('Telefone', dialog), '999887766');
  await page.user.click(within(dialog).getByRole('checkbox', { name: 'Representante' }));
  await page.user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
  return dialog;
}

async function addBank(page: Page, agency: string, account: string) {
  await page.user.click(screen.getByRole('button', { name: 'Adicionar conta bancária' }));
  const dialog = await screen.findByRole('dialog', { name: 'Adicionar conta bancária' });
  await page.user.click(within(dialog).getByRole('combobox', { name: /^Banco/ }));
  await page.user.paste('caixa');
  await page.user.click(await screen.findByRole('option', { name: '104 - Caixa Econômica Federal' }, LOAD));
  await typeInto(page, textbox('Agência', dialog), agency);
  await typeInto(page, textbox('Conta corrente', dialog), account);
  await typeInto(page, textbox('Observação', dialog), 'conta principal');
  await page.user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
  return dialog;
}

describe('Cadastro Complementar', () => {
  // Every field typed one by one: slow on a busy machine, hence its own time limit.
  it('1000001 registers: empty lists, the rules of each field, the one-assignor-one-bank rule, then CADASTRAR becomes ATUALIZAR with the stored rows', async () => {
    const page = await openPage('moveis');
    expect(await screen.findByRole('button', { name: 'CADASTRAR' }, LOAD)).toBeVisible();
    expect(screen.getByText('Não há registros de pessoas cedentes.')).toBeVisible();
    expect(screen.getByText('Não há registros de dados bancários.')).toBeVisible();
    expect(textbox('Fornecedor')).toHaveValue('1000001 - Móveis Serra Gaúcha Indústria Ltda');

    await page.user.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    for (const message of [
      'Digite um CNPJ',
      'Selecione a classificação de risco',
      'Selecione o tipo de empresa',
      'Selecione o porte da empresa',
      'Selecione a situação na Receita Federal',
      'Digite um valor de faturamento anual',
      'Digite um valor de limite de crédito',
      'Digite um valor de capital social',
      'Digite a quantidade mínima de assinaturas',
      'Digite a data de constituição',
    ]) {
      expect(screen.getByText(message)).toBeVisible();
    }
    await typeInto(page, textbox('CNPJ'), '04921884000179');
    expect(screen.getByText('Digite um CNPJ válido')).toBeVisible();
    await typeInto(page, textbox('Mínimo de assinaturas'), '-1');
    expect(screen.getByText('A quantidade mínima de assinaturas não pode ser menor que zero')).toBeVisible();

    await fillGeneral(page);
    expect(textbox('CNPJ')).toHaveValue('04.921.884/0001-78');
    expect(textbox('Faturamento anual')).toHaveValue('1.250.000,50');
    await page.user.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    await waitFor(() => expect(page.messages).toContain('Adicione uma pessoa cedente e uma conta bancária para continuar.'));

    const assignorDialog = await addAssignor(page, { cpf: '52998224725', cnpj: '11222333000181', name: 'carla mendes' });
    expect(within(assignorDialog).getByText('Digite um CNPJ ou CPF')).toBeVisible();
    await typeInto(page, textbox('CNPJ', assignorDialog), '');
    await page.user.click(within(assignorDialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const bankDialog = await addBank(page, '12345', '12345x');
    expect(within(bankDialog).getByText('Digite uma agência com até 4 dígitos, sem dígito verificador')).toBeVisible();
    expect(textbox('Conta corrente', bankDialog)).toHaveValue('12345X');
    expect(within(bankDialog).getByText('15/200')).toBeVisible();
    await typeInto(page, textbox('Agência', bankDialog), '0412');
    await page.user.click(within(bankDialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const assignors = screen.getByRole('table', { name: 'Pessoas cedentes' });
    expect(within(assignors).getByText('CARLA MENDES')).toBeVisible();
    expect(within(assignors).getByText('carla@moveis.com.br')).toBeVisible();
    expect(within(assignors).getByText('529.982.247-25')).toBeVisible();
    expect(within(assignors).getByText('I *')).toBeVisible();
    expect(screen.getByText('* - Dados não salvos, favor confirmar operação')).toBeVisible();
    expect(within(assignors).getByRole('button', { name: 'Excluir pessoa cedente CARLA MENDES' })).toBeDisabled();

    await page.user.click(screen.getByRole('button', { name: 'CADASTRAR' }));
    await waitFor(() => expect(page.messages).toContain('Cadastro criado com sucesso!'), LOAD);
    expect(await screen.findByRole('button', { name: 'ATUALIZAR' }, LOAD)).toBeVisible();
    expect(screen.queryByText('* - Dados não salvos, favor confirmar operação')).toBeNull();
    const stored = db.tables.supplierRegistrations.find((row) => row.personId === 1000001);
    expect(stored).toMatchObject({ cnpj: '04921884000178', riskClassification: 'A', annualBilling: 1_250_000.5, constitutionDate: '20/05/2011', companyType: 4, companySize: 3 });
    expect(db.tables.registrationBankDetails.filter((row) => row.idFDEm === stored?.idFDEm)).toEqual([
      expect.objectContaining({ bankInstitutionId: '104', agency: '0412', checkingAccount: '12345X', bankDataNotes: 'CONTA PRINCIPAL' }),
    ]);
  }, 90_000);

  it('2000001 updates: an edit gives A, a deleted saved row E (struck through), a failed save keeps everything, the retry stores exactly the new state', async () => {
    const page = await openPage('acessorios');
    expect(await screen.findByRole('button', { name: 'ATUALIZAR' }, LOAD)).toBeVisible();
    expect(textbox('CNPJ')).toHaveValue('11.222.333/0001-81');
    const banks = screen.getByRole('table', { name: 'Dados bancários' });
    expect(within(banks).getByRole('button', { name: 'Excluir conta bancária 456789' })).toBeDisabled();

    await page.user.click(screen.getByRole('button', { name: 'Editar pessoa cedente RAFAEL TEIXEIRA LIMA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar pessoa cedente' });
    await typeInto(page, textbox('Telefone', dialog), '33334444');
    await page.user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const assignors = screen.getByRole('table', { name: 'Pessoas cedentes' });
    expect(within(assignors).getByText('A *')).toBeVisible();

    await addBank(page, '0001', '998877');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await page.user.click(within(banks).getByRole('button', { name: 'Excluir conta bancária 456789' }));
    await page.user.click(within(await screen.findByRole('dialog', { name: 'Excluir conta bancária' })).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const deleted = within(banks).getByText('456789').closest('tr')!;
    expect(deleted).toHaveAttribute('data-operation', 'E');
    expect(within(deleted).getByText('E *')).toBeVisible();
    expect(within(banks).getByRole('button', { name: 'Excluir conta bancária 998877' })).toBeDisabled();

    setFault('GRAPHQL updateSupplier', { status: 500, times: 1 });
    await page.user.click(screen.getByRole('button', { name: 'ATUALIZAR' }));
    await waitFor(() => expect(page.messages).toContain(FAILURE), LOAD);
    expect(within(banks).getByText('E *')).toBeVisible();
    expect(within(assignors).getByText('33334444')).toBeVisible();

    await page.user.click(screen.getByRole('button', { name: 'ATUALIZAR' }));
    await waitFor(() => expect(page.messages).toContain('Cadastro atualizado com sucesso!'), LOAD);
    await waitFor(() => expect(screen.queryByText('E *')).toBeNull(), LOAD);
    expect(db.tables.registrationBankDetails.filter((row) => row.idFDEm === 501).map((row) => row.checkingAccount)).toEqual(['998877']);
    expect(db.tables.registrationAssignors.filter((row) => row.idFDEm === 501).map((row) => row.phone)).toEqual(['33334444']);
  });

  it('staff pick the supplier first, then see its registration', async () => {
    const page = await openPage('sourcing');
    expect(screen.getByText('Selecione o fornecedor')).toBeVisible();
    await page.user.click(screen.getByRole('combobox', { name: /^Fornecedor/ }));
    await page.user.paste('3000001');
    await page.user.click(await screen.findByRole('option', { name: /^3000001 - / }, LOAD));
    expect(await screen.findByRole('button', { name: 'ATUALIZAR' }, LOAD)).toBeVisible();
    expect(within(screen.getByRole('table', { name: 'Pessoas cedentes' })).getByText('33.901.572/0001-09')).toBeVisible();
  });

  it('a failed read says the spec\'s message', async () => {
    setFault('GRAPHQL getSupplier', { status: 500, times: 1 });
    const failed = await openPage('acessorios');
    await waitFor(() => expect(failed.messages).toContain(FAILURE), LOAD);
    expect(screen.getAllByRole('alert').filter((element) => element.textContent === FAILURE).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /^(CADASTRAR|ATUALIZAR)$/ })).toBeNull();
  });

  it('a double click on ATUALIZAR sends one updateSupplier', async () => {
    const updates: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method !== 'POST' || !request.url.endsWith('/graphql')) return;
      void request
        .clone()
        .text()
        .then((body) => {
          if (body.includes('mutation updateSupplier')) updates.push(body);
        });
    });
    const page = await openPage('acessorios');
    const button = await screen.findByRole('button', { name: 'ATUALIZAR' }, LOAD);
    // The server's 400 ms answer passes on a fake clock that otherwise follows real time.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setFault('GRAPHQL updateSupplier', { delayMs: 400, times: 1 });
    await page.user.dblClick(button);
    await advanceUntil(() => expect(page.messages).toContain('Cadastro atualizado com sucesso!'));
    expect(updates).toHaveLength(1);
  });
});
