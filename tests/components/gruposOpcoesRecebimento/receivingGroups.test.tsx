import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { BLOCKED_SUPPLIER } from '../../../mocks/gruposOpcoesRecebimento/handlers';
import { db } from '../../../mocks/db/db';
import { setFault } from '../../../mocks/http/faults';
import { server } from '../../../mocks/node';
import { GroupConditionsPage } from '../../../src/resources/gruposOpcoesRecebimento/GroupConditionsPage';
import { GroupSuppliersEditPage } from '../../../src/resources/gruposOpcoesRecebimento/GroupSuppliersEditPage';
import { GroupSuppliersPage } from '../../../src/resources/gruposOpcoesRecebimento/GroupSuppliersPage';
import { GrupoOpcaoCreate } from '../../../src/resources/gruposOpcoesRecebimento/GrupoOpcaoCreate';
import { GrupoOpcaoEdit } from '../../../src/resources/gruposOpcoesRecebimento/GrupoOpcaoEdit';
import { GrupoOpcaoList } from '../../../src/resources/gruposOpcoesRecebimento/GrupoOpcaoList';
import { dismissCurrent } from '../../../src/kit/snackbar/queue';
import { renderScreenAs } from '../../helpers/renderScreen';
import { untranslated } from '../../helpers/untranslated';
import { clearSnackbars } from '../../../src/kit/snackbar/queue';

function Screens() {
  return (
    <Routes>
      <Route path="/grupoOpcoesRecebimento" element={<GrupoOpcaoList />} />
      <Route path="/grupoOpcoesRecebimento-ae" element={<GrupoOpcaoCreate />} />
      <Route path="/grupoOpcoesRecebimento-ae/:id" element={<GrupoOpcaoEdit />} />
      <Route path="/confOpcoesRecebimento/:id" element={<GroupConditionsPage />} />
      <Route path="/fornecedoresGrupo/:id" element={<GroupSuppliersPage />} />
      <Route path="/fornecedoresGrupo-ae/:id" element={<GroupSuppliersEditPage />} />
    </Routes>
  );
}

const LOAD = { timeout: 8000 };
const open = (route: string) => renderScreenAs('comercial', <Screens />, { route, path: '/*', resource: 'gruposOpcoesRecebimento' });

/** The JSON bodies of the POSTs to `path`. */
function watchPosts(path: string): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith(path)) void request.clone().json().then((body) => bodies.push(body));
  });
  return bodies;
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

describe('receiving-option groups', { timeout: 30_000 }, () => {
  it('lists the groups 7 per page (code hidden) with their three actions; without groups, the empty state', async () => {
    db.tables.receivingGroups.push(...[3, 4, 5, 6, 7, 8, 9].map((id) => ({ id, name: `Novo grupo ${id}` })));
    const view = await open('/grupoOpcoesRecebimento');
    expect(await screen.findByText('Móveis - antecipação', {}, LOAD)).toBeInTheDocument();
    expect(document.querySelectorAll('tbody tr')).toHaveLength(7);
    expect(screen.getByText('1-7 de 9')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Portal do Fornecedor - Grupos opções recebimento' })).toBeInTheDocument();
    expect(document.title).toBe('Portal do Fornecedor - Grupos opções recebimento');
    expect([...document.querySelectorAll('thead th')].map((cell) => cell.textContent)).toEqual(['Descrição', 'Ações']);
    expect(screen.getByLabelText('Configurar opção de recebimento de Móveis - antecipação')).toHaveAttribute('href', '/confOpcoesRecebimento/1');
    expect(screen.getByLabelText('Adicionar fornecedor a Móveis - antecipação')).toHaveAttribute('href', '/fornecedoresGrupo/1');
    expect(screen.getByLabelText('Editar Móveis - antecipação')).toHaveAttribute('href', '/grupoOpcoesRecebimento-ae/1');
    expect(untranslated()).toEqual([]);
    view.unmount();

    db.tables.receivingGroups = [];
    await open('/grupoOpcoesRecebimento');
    expect(await screen.findByText('Crie seu primeiro grupo', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Adicione um novo grupo clicando em adicionar')).toBeInTheDocument();
  });

  it('each row icon of the group list shows its tooltip on hover', async () => {
    await open('/grupoOpcoesRecebimento');
    await screen.findByText('Móveis - antecipação', {}, LOAD);
    for (const label of ['Configurar opção de recebimento de Móveis - antecipação', 'Adicionar fornecedor a Móveis - antecipação', 'Editar Móveis - antecipação']) {
      const icon = screen.getByLabelText(label);
      fireEvent.mouseOver(icon);
      expect(await screen.findByRole('tooltip')).toHaveTextContent(label);
      fireEvent.mouseLeave(icon);
      await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    }
  });

  it("the edit form's remove icon: a group with suppliers says 'Grupo vinculado a outro registro. ERRO:[-2292]'", async () => {
    await open('/grupoOpcoesRecebimento-ae/1');
    expect(await screen.findByDisplayValue('Móveis - antecipação', {}, LOAD)).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Remover grupo'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Grupo vinculado a outro registro. ERRO:[-2292]', {}, LOAD)).toBeInTheDocument();
    expect(db.tables.receivingGroups).toHaveLength(2);
  });

  it('Adicionar: Enter with no description warns; Enter saves once and goes back to the list 1 s later', async () => {
    const bodies = watchPosts('/grupoOpcoesRecebimento/');
    await open('/grupoOpcoesRecebimento-ae');
    const description = await screen.findByLabelText(/^Descrição/, {}, LOAD);
    fireEvent.submit(description.closest('form') as HTMLFormElement);
    expect(screen.getByText('Preencha o campo descrição!')).toBeInTheDocument();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(description, { target: { value: 'Grupo novo' } });
    fireEvent.submit(description.closest('form') as HTMLFormElement);
    fireEvent.submit(description.closest('form') as HTMLFormElement);
    expect(await screen.findByText('Grupo adicionado com sucesso!', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    expect(bodies).toEqual([{ nm_org: 'Grupo novo' }]);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByText('Grupo novo', { selector: 'td, td *' }, LOAD)).toBeInTheDocument();
  });

  it("tables that do not load say so in their panel and in a snackbar: 'Erro na recuperação de dados de condições!', 'Não foi possível carregador os dados!'", async () => {
    setFault('GET /api/legacy/condicoesGrupo/1', { status: 500 });
    const view = await open('/confOpcoesRecebimento/1');
    await waitFor(() => expect(screen.getAllByText('Erro na recuperação de dados de condições!', { selector: '.MuiAlert-message' })).toHaveLength(2), LOAD);
    view.unmount();
    act(() => clearSnackbars());
    setFault('GET /api/legacy/fornecedoresGrupo', { status: 500 });
    await open('/fornecedoresGrupo/1');
    await waitFor(() => expect(screen.getAllByText('Não foi possível carregador os dados!', { selector: '.MuiAlert-message' })).toHaveLength(2), LOAD);
  });

  it('a condition box sends the inverse of its state; no conditions at all reads Nenhum registro foi encontrado!', async () => {
    const bodies = watchPosts('/condicoesGrupo');
    const view = await open('/confOpcoesRecebimento/1');
    expect(await screen.findByRole('table', { name: 'Condições de pagamento padrão de 28 dias' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Condições de pagamento padrão de 45 dias' })).toBeInTheDocument();
    const seven = screen.getByLabelText('Ativar Antecipação 7 dias no grupo');
    expect(seven).toBeChecked();
    expect(screen.getByText('Antecipação 7 dias (7 dias, 3,0% de desconto)')).toBeInTheDocument();
    fireEvent.click(seven);
    expect(await screen.findByText('Condição desativada no grupo!', {}, LOAD)).toBeInTheDocument();
    expect(bodies).toEqual([{ id_org: 1, id_cond_tcc: 7, in_ativar: 'N' }]);
    expect(db.tables.groupConditions.find((row) => row.groupId === 1 && row.paymentId === 7)?.active).toBe(false);
    expect(untranslated()).toEqual([]);
    act(() => dismissCurrent());
    setFault('POST /api/legacy/condicoesGrupo', { status: 500, times: 1 });
    const fourteen = screen.getByLabelText('Ativar Antecipação 14 dias no grupo');
    fireEvent.click(fourteen);
    expect(await screen.findByText('Não foi possível inserir os dados!', {}, LOAD)).toBeInTheDocument();
    expect(fourteen).toBeChecked();
    view.unmount();

    db.tables.paymentConditions = db.tables.paymentConditions.filter((row) => row.standard === 'S');
    await open('/confOpcoesRecebimento/1');
    expect(await screen.findByText('Nenhum registro foi encontrado!', {}, LOAD)).toBeInTheDocument();
  });

  it("'Fornecedores ativos no Grupo' lists the members (code, name); a group without any says how to add them", async () => {
    const view = await open('/fornecedoresGrupo/1');
    const table = await screen.findByRole('table', { name: 'Fornecedores ativos no Grupo' }, LOAD);
    expect([...table.querySelectorAll('tbody tr')].map((row) => row.querySelector('td')?.textContent)).toEqual(['1000001', '3000001']);
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/fornecedoresGrupo-ae/1');
    expect(untranslated()).toEqual([]);
    view.unmount();
    await open('/fornecedoresGrupo/2');
    expect(await screen.findByText('Adicione fornecedores ao grupo', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Adicione ou remova fornecedores clicando em editar')).toBeInTheDocument();
  });

  it('a box waits for its own answer while another box changes: one call each, however many clicks', async () => {
    const bodies = watchPosts('/fornecedoresGrupo');
    await open('/fornecedoresGrupo-ae/2');
    fireEvent.change(await screen.findByLabelText('Pesquisar fornecedor', {}, LOAD), { target: { value: '000001' } });
    const moveis = await screen.findByLabelText('Fornecedor Móveis Serra Gaúcha Indústria Ltda no grupo');
    const accessories = screen.getByLabelText('Fornecedor Acessórios Casa Bela Comércio Ltda no grupo');
    setFault('POST /api/legacy/fornecedoresGrupo', { delayMs: 300, times: 1 });
    fireEvent.click(moveis);
    fireEvent.click(accessories);
    fireEvent.click(moveis);
    fireEvent.click(moveis);
    await waitFor(() => expect(bodies).toHaveLength(2));
    await waitFor(() => expect(moveis).toBeEnabled(), LOAD);
    await waitFor(() => expect(accessories).toBeEnabled(), LOAD);
    expect(bodies).toEqual([
      { id_org: 2, id_pessoa: 1000001, in_ativar: 'S' },
      { id_org: 2, id_pessoa: 2000001, in_ativar: 'S' },
    ]);
  });

  it('a supplier box joins the group; a 300 answer warns and puts the box back', async () => {
    const bodies = watchPosts('/fornecedoresGrupo');
    await open('/fornecedoresGrupo-ae/2');
    fireEvent.change(await screen.findByLabelText('Pesquisar fornecedor', {}, LOAD), { target: { value: '1000002' } });
    const blocked = await screen.findByLabelText('Fornecedor Estofados Vale Verde Ltda no grupo');
    fireEvent.click(blocked);
    expect(await screen.findByText(BLOCKED_SUPPLIER, {}, LOAD)).toBeInTheDocument();
    expect(blocked).not.toBeChecked();
    act(() => dismissCurrent());
    fireEvent.change(screen.getByLabelText('Pesquisar fornecedor'), { target: { value: '2000001' } });
    const accessories = await screen.findByLabelText('Fornecedor Acessórios Casa Bela Comércio Ltda no grupo');
    fireEvent.click(accessories);
    expect(await screen.findByText('Fornecedor adicionado ao grupo!', {}, LOAD)).toBeInTheDocument();
    expect(accessories).toBeChecked();
    expect(untranslated()).toEqual([]);
    expect(bodies).toEqual([
      { id_org: 2, id_pessoa: 1000002, in_ativar: 'S' },
      { id_org: 2, id_pessoa: 2000001, in_ativar: 'S' },
    ]);
  });
});
