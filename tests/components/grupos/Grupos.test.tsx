import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { db } from '../../../mocks/db/db';
import { setFault } from '../../../mocks/http/faults';
import { server } from '../../../mocks/node';
import { GrupoCreate } from '../../../src/resources/grupos/GrupoCreate';
import { GrupoEdit } from '../../../src/resources/grupos/GrupoEdit';
import { GrupoList } from '../../../src/resources/grupos/GrupoList';
import { renderScreenAs } from '../../helpers/renderScreen';
import { untranslated } from '../../helpers/untranslated';
import { advanceUntil } from '../../helpers/clock';

function Screens() {
  const { pathname } = useLocation();
  return (
    <>
      <Routes>
        <Route path="/grupos" element={<GrupoList />} />
        <Route path="/grupos-ae" element={<GrupoCreate />} />
        <Route path="/grupos-ae/:id" element={<GrupoEdit />} />
      </Routes>
      <p data-testid="location">{pathname}</p>
    </>
  );
}

const LOAD = { timeout: 8000 };
const open = (route: string, account: 'comercial' | 'sourcing' = 'comercial') => renderScreenAs(account, <Screens />, { route, path: '/*', resource: 'grupos' });
const headers = () => within(document.querySelector('thead') as HTMLElement).getAllByRole('columnheader').map((cell) => cell.textContent);
const bodyRows = () => within(document.querySelector('tbody') as HTMLElement).getAllByRole('row');
const description = () => screen.getByRole('textbox', { name: /^Descrição/ });
const location = () => screen.getByTestId('location').textContent;

/** The writes the screen sent, as 'METHOD /path' and their JSON bodies. */
function watchWrites(): { calls: string[]; bodies: unknown[] } {
  const calls: string[] = [];
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' || url.pathname.endsWith('/log') || url.pathname.endsWith('/auth')) return;
    calls.push(`${request.method} ${url.pathname.replace('/api/legacy', '')}`);
    void request
      .clone()
      .text()
      .then((text) => bodies.push(text ? JSON.parse(text) : undefined));
  });
  return { calls, bodies };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  server.events.removeAllListeners();
});

describe('Grupos de contatos (/grupos)', { timeout: 30_000 }, () => {
  it('lists Código and Descrição by description, with Adicionar, edit and delete; the search filters in the browser', async () => {
    await open('/grupos');
    const total = db.tables.contactGroups.length;
    expect(await screen.findByText(`1-${total} de ${total}`, {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Grupos de contatos' })).toBeInTheDocument();
    expect(headers()).toEqual(['Código', 'Descrição', 'Ações']);
    const names = bodyRows().map((row) => within(row).getAllByRole('cell')[1].textContent);
    expect(names).toEqual(db.tables.contactGroups.map((group) => group.descricao).sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect(screen.getByRole('link', { name: 'Adicionar' })).toHaveAttribute('href', '/grupos-ae');
    const row = screen.getByText('Qualidade').closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('40');
    expect(within(row).getByRole('link', { name: 'Editar Qualidade' })).toHaveAttribute('href', '/grupos-ae/40');
    expect(untranslated()).toEqual([]);

    // The search's pause passes on a fake clock that otherwise follows real time.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(screen.getByPlaceholderText('Pesquisar'), { target: { value: 'COMPRAS' } });
    await advanceUntil(() => expect(screen.getByText('1-2 de 2')).toBeInTheDocument());
    expect(bodyRows().map((item) => within(item).getAllByRole('cell')[1].textContent)).toEqual(['Compras - Acessórios e Utilidades', 'Compras - Móveis']);
  });

  it('the row icons (edit, remove) show their tooltips on hover', async () => {
    await open('/grupos');
    const row = (await screen.findByText('Qualidade', {}, LOAD)).closest('tr') as HTMLElement;
    for (const name of ['Editar Qualidade', 'Remover Qualidade']) {
      const icon = within(row).getByLabelText(name);
      fireEvent.mouseOver(icon);
      expect(await screen.findByRole('tooltip')).toHaveTextContent(name);
      fireEvent.mouseLeave(icon);
      await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    }
  });

  it("a group that contacts use is not removed: 'Grupo vinculado a outro registro. ERRO:[-2292]'; the list reloads all the same", async () => {
    const writes = watchWrites();
    await open('/grupos');
    const row = (await screen.findByText('Qualidade', {}, LOAD)).closest('tr') as HTMLElement;
    let reads = 0;
    const deleteTypes: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname.endsWith('/grupo')) reads += 1;
      if (request.method === 'DELETE') deleteTypes.push(request.headers.get('Content-Type'));
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Remover Qualidade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover item' });
    expect(within(dialog).getByText('Deseja realmente remover esse item?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Grupo vinculado a outro registro. ERRO:[-2292]', {}, LOAD)).toBeInTheDocument();
    expect(writes.calls).toEqual(['DELETE /grupo/40']);
    expect(db.tables.contactGroups.some((group) => group.id === 40)).toBe(true);
    expect(deleteTypes).toEqual(['application/json']); // spec part 1, section 7: 'DELETE /{route}/{id} with JSON headers'
    await waitFor(() => expect(reads).toBe(1));
  });

  it('an unused group is removed once, however many clicks on Sim, and the list reloads without it', async () => {
    db.tables.contactGroups.push({ id: 70, descricao: 'Marketing' });
    const writes = watchWrites();
    await open('/grupos');
    const row = (await screen.findByText('Marketing', {}, LOAD)).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Remover Marketing' }));
    const yes = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sim' });
    fireEvent.click(yes);
    fireEvent.click(yes);
    expect(await screen.findByText('Grupo removido com sucesso!', {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Marketing')).not.toBeInTheDocument());
    expect(writes.calls).toEqual(['DELETE /grupo/70']);
    expect(db.tables.contactGroups.some((group) => group.id === 70)).toBe(false);
  });

  it("Adicionar Grupo: an empty or blank description says 'Preencha o campo descrição!' and sends nothing", async () => {
    const writes = watchWrites();
    await open('/grupos-ae');
    expect(await screen.findByRole('heading', { level: 1, name: 'Adicionar Grupo' }, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Portal do Fornecedor - Adicionar Grupo'));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Preencha o campo descrição!')).toBeInTheDocument();
    fireEvent.change(description(), { target: { value: '   ' } });
    expect(screen.queryByText('Preencha o campo descrição!')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Preencha o campo descrição!')).toBeInTheDocument();
    expect(description()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument(); // under the field, not a snackbar
    expect(writes.calls).toEqual([]);
  });

  it("Adicionar Grupo: sends the trimmed description once, says 'Grupo adicionado com sucesso!' and goes back after 1 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const writes = watchWrites();
    await open('/grupos-ae');
    await screen.findByRole('heading', { name: 'Adicionar Grupo' }, LOAD);
    fireEvent.change(description(), { target: { value: '  Marketing e Eventos  ' } });
    const save = screen.getByRole('button', { name: 'Salvar' });
    fireEvent.click(save);
    fireEvent.click(save);
    expect(await screen.findByText('Grupo adicionado com sucesso!', {}, LOAD)).toBeInTheDocument();
    expect(save).toBeDisabled();
    expect(writes.calls).toEqual(['POST /grupo']);
    await waitFor(() => expect(writes.bodies).toEqual([{ descricao: 'Marketing e Eventos' }]));
    expect(db.tables.contactGroups.at(-1)).toEqual({ id: 61, descricao: 'Marketing e Eventos' });
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(location()).toBe('/grupos-ae');
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(location()).toBe('/grupos'));
  });

  it("Editar Grupo: loads the description and sends PUT /grupo/{id}; 'Grupo editado com sucesso!'", async () => {
    const writes = watchWrites();
    await open('/grupos-ae/40');
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar Grupo' }, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(description()).toHaveValue('Qualidade'));
    fireEvent.change(description(), { target: { value: 'Qualidade e Laudos' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Grupo editado com sucesso!', {}, LOAD)).toBeInTheDocument();
    expect(writes.calls).toEqual(['PUT /grupo/40']);
    await waitFor(() => expect(writes.bodies).toEqual([{ descricao: 'Qualidade e Laudos' }]));
    expect(db.tables.contactGroups.find((group) => group.id === 40)?.descricao).toBe('Qualidade e Laudos');
  });

  it("a failed create says 'Não foi possível criar um novo grupo!', stays and keeps what was typed", async () => {
    setFault('POST /api/legacy/grupo', { status: 500 });
    await open('/grupos-ae');
    await screen.findByRole('heading', { name: 'Adicionar Grupo' }, LOAD);
    fireEvent.change(description(), { target: { value: 'Marketing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Não foi possível criar um novo grupo!', {}, LOAD)).toBeInTheDocument();
    expect(location()).toBe('/grupos-ae');
    expect(description()).toHaveValue('Marketing');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  });

  it("a list that does not load says 'Não foi possível carregador os dados!' (snackbar and panel)", async () => {
    setFault('GET /api/legacy/grupo', { status: 500 });
    await open('/grupos');
    await waitFor(() => expect(screen.getAllByText('Não foi possível carregador os dados!')).toHaveLength(2), LOAD);
    expect(screen.getByTestId('list-error')).toHaveTextContent('Não foi possível carregador os dados!');
    expect(screen.queryByText('Erro ao carregar dados!')).not.toBeInTheDocument();
  });

  it("a failed save says 'Não foi possível editar o grupo!', stays and keeps what was typed", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setFault('PUT /api/legacy/grupo/40', { status: 500 });
    await open('/grupos-ae/40');
    await waitFor(() => expect(description()).toHaveValue('Qualidade'), LOAD);
    fireEvent.change(description(), { target: { value: 'Qualidade e Laudos' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Não foi possível editar o grupo!', {}, LOAD)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(location()).toBe('/grupos-ae/40');
    expect(description()).toHaveValue('Qualidade e Laudos');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
    expect(db.tables.contactGroups.find((group) => group.id === 40)?.descricao).toBe('Qualidade');
  });

  it("a group that does not load says 'Erro na recuperação de dados de grupo!' and goes back to the list", async () => {
    await open('/grupos-ae/999');
    expect(await screen.findByText('Erro na recuperação de dados de grupo!', {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/grupos'));
  });

  it("Cancelar goes back to the list without sending", async () => {
    const writes = watchWrites();
    await open('/grupos-ae');
    await screen.findByRole('heading', { name: 'Adicionar Grupo' }, LOAD);
    fireEvent.change(description(), { target: { value: 'Rascunho' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(location()).toBe('/grupos'));
    expect(writes.calls).toEqual([]);
  });

  it("a list read after the permission was taken away says 'Usuário não tem permissão para acessar funcionalidades'", async () => {
    await open('/grupos');
    await screen.findByText('Qualidade', {}, LOAD);
    const comercial = db.tables.accessTypes.find((type) => type.descricao === 'Admin - Comercial')!.id_md5;
    const revoked = new Set(db.tables.features.filter((feature) => ['manter-grupos', 'manter-contatos'].includes(feature.descricao)).map((feature) => feature.id_md5));
    db.tables.accessTypeFeatures = db.tables.accessTypeFeatures.filter((row) => !(row.accessTypeId === comercial && revoked.has(row.featureId)));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(screen.getByPlaceholderText('Pesquisar'), { target: { value: 'Compras' } });
    await advanceUntil(() => expect(screen.getByText('Usuário não tem permissão para acessar funcionalidades')).toBeInTheDocument());
    expect(screen.getByTestId('list-error')).toHaveTextContent('Não foi possível carregador os dados!');
  });
});
