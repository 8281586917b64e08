import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { db } from '../../../mocks/db/db';
import { setFault } from '../../../mocks/http/faults';
import { server } from '../../../mocks/node';
import { permissionsOf } from '../../../mocks/auth/permissions';
import { PermissaoCreate } from '../../../src/resources/permissao/PermissaoCreate';
import { PermissaoEdit } from '../../../src/resources/permissao/PermissaoEdit';
import { PermissaoList } from '../../../src/resources/permissao/PermissaoList';
import { setPageReload } from '../../../src/session/pageReload';
import { renderScreenAs } from '../../helpers/renderScreen';
import { advanceUntil } from '../../helpers/clock';
import { untranslated } from '../../helpers/untranslated';

function Screens() {
  const { pathname } = useLocation();
  return (
    <>
      <Routes>
        <Route path="/permissao" element={<PermissaoList />} />
        <Route path="/permissao-ae" element={<PermissaoCreate />} />
        <Route path="/permissao-ae/:id" element={<PermissaoEdit />} />
      </Routes>
      <p data-testid="location">{pathname}</p>
      <Link to="/logs">Logs</Link>
    </>
  );
}

const LOAD = { timeout: 8000 };
const open = (route: string, account: 'master' | 'sourcing' = 'master') => renderScreenAs(account, <Screens />, { route, path: '/*', resource: 'permissao' });
const location = () => screen.getByTestId('location').textContent;
const typeId = (descricao: string) => db.tables.accessTypes.find((type) => type.descricao === descricao)!.id_md5;
const featureId = (key: string) => db.tables.features.find((feature) => feature.descricao === key)!.id_md5;
const holds = (type: string, key: string) => db.tables.accessTypeFeatures.some((row) => row.accessTypeId === typeId(type) && row.featureId === featureId(key));
const sourcing = () => db.tables.pessoas.find((row) => row.codigo === '0000003')!;
// Label queries: role queries compute every accessible name of the table, which is slow in jsdom.
const toggle = (key: string) => screen.getByLabelText(`Ativo: ${key}`) as HTMLInputElement;
/** Types in the feature table's search and waits for the table to show `key`'s row. */
async function search(key: string) {
  const box = await screen.findByLabelText('Pesquisar funcionalidade');
  fireEvent.change(box, { target: { value: key } });
  await screen.findByLabelText(`Ativo: ${key}`);
}

/** The writes of the screen, as 'METHOD /path' (bodies are checked where they matter). */
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

/** Answers Sim (twice: it must count once) to the question `title` … `text`. */
async function confirm(title: string, text: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  expect(within(dialog).getByText(text)).toBeInTheDocument();
  const yes = within(dialog).getByRole('button', { name: 'Sim' });
  fireEvent.click(yes);
  fireEvent.click(yes);
}

let reload: ReturnType<typeof vi.fn<() => void>>;
let restoreReload: () => void;

beforeEach(() => {
  localStorage.clear();
  reload = vi.fn<() => void>();
  restoreReload = setPageReload(reload);
});
afterEach(() => {
  vi.useRealTimers();
  restoreReload();
  server.events.removeAllListeners();
});

describe('Tipo de acesso (/permissao)', { timeout: 30_000 }, () => {
  it('lists the access types by description; a row opens its form, Adicionar opens an empty one', async () => {
    await open('/permissao');
    const total = db.tables.accessTypes.length;
    expect(await screen.findByText(`1-${total} de ${total}`, {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Tipo de acesso' })).toBeInTheDocument();
    const rows = within(document.querySelector('tbody') as HTMLElement).getAllByRole('row');
    expect(rows.map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual([
      'Admin - Comercial',
      'Admin - sourcing',
      'Fornecedor',
      'Fornecedor - pendentes (tela antiga)',
      'Master',
    ]);
    expect(within(rows[0]).getAllByRole('cell')[2].textContent).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(screen.getByRole('link', { name: 'Adicionar' })).toHaveAttribute('href', '/permissao-ae');
    fireEvent.click(screen.getByText('Admin - sourcing'));
    await waitFor(() => expect(location()).toBe(`/permissao-ae/${typeId('Admin - sourcing')}`));
  });

  it("removes the selected types after 'Tem certeza que deseja excluir o(s) registro(s) selecionado(s)?', one call each", async () => {
    db.tables.accessTypes.push(
      { id_md5: 'a'.repeat(32), descricao: 'Auditoria', role: 'Auditoria', dt_criacao: '2026-01-05T10:00:00' },
      { id_md5: 'b'.repeat(32), descricao: 'Consulta', role: 'Consulta', dt_criacao: '2026-01-06T10:00:00' },
    );
    const writes = watchWrites();
    await open('/permissao');
    for (const name of ['Auditoria', 'Consulta']) {
      const row = (await screen.findByText(name, {}, LOAD)).closest('tr') as HTMLElement;
      fireEvent.click(within(row).getByRole('checkbox'));
    }
    expect(untranslated()).toEqual([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    await confirm('Excluir registros', 'Tem certeza que deseja excluir o(s) registro(s) selecionado(s)?');
    expect(await screen.findByText('Registro(s) excluído(s) com sucesso!', {}, LOAD)).toBeInTheDocument();
    expect(writes.calls).toEqual([`DELETE /permissao/${'a'.repeat(32)}`, `DELETE /permissao/${'b'.repeat(32)}`]);
    await waitFor(() => expect(screen.queryByText('Auditoria')).not.toBeInTheDocument());
    expect(db.tables.accessTypes.map((type) => type.descricao)).not.toContain('Consulta');
  });

  it('a type users hold is not removed: the server says why', async () => {
    await open('/permissao');
    const row = (await screen.findByText('Master', {}, LOAD)).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    await confirm('Excluir registros', 'Tem certeza que deseja excluir o(s) registro(s) selecionado(s)?');
    expect(await screen.findByText('Tipo de acesso vinculado a usuários! Altere o tipo de acesso desses usuários antes de excluí-lo.', {}, LOAD)).toBeInTheDocument();
    expect(db.tables.accessTypes.some((type) => type.descricao === 'Master')).toBe(true);
  });

  it("Adicionar Tipo de Acesso: an empty description is a warning 'Preencha o campo descrição!'; a valid one is sent once and its own form (its features) opens after 1 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const writes = watchWrites();
    await open('/permissao-ae');
    expect(await screen.findByRole('heading', { level: 1, name: 'Adicionar Tipo de Acesso' }, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Funcionalidades' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const warnings = await screen.findAllByText('Preencha o campo descrição!');
    expect(warnings).toHaveLength(2); // under the field and in the snackbar
    expect(warnings.some((node) => node.closest('.MuiAlert-colorWarning'))).toBe(true);
    expect(writes.calls).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: /^Descrição/ }), { target: { value: ' Auditoria externa ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    // Said after the warning's seconds on screen, which pass on the fake clock.
    await advanceUntil(() => expect(screen.getByText('Tipo de acesso adicionado com sucesso!')).toBeInTheDocument());
    expect(writes.calls).toEqual(['POST /permissao']);
    await waitFor(() => expect(writes.bodies).toEqual([{ descricao: 'Auditoria externa' }]));
    const created = db.tables.accessTypes.at(-1)!;
    expect(created).toMatchObject({ descricao: 'Auditoria externa', role: 'Auditoria externa' });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(location()).toBe(`/permissao-ae/${created.id_md5}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar Tipo de Acesso' }, LOAD)).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Funcionalidades' }, LOAD)).toBeInTheDocument();
  });

  it('Editar Tipo de Acesso: toggles are pending until Finalizar seleção!, which adds and removes one feature per call', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const writes = watchWrites();
    const id = typeId('Admin - sourcing');
    await open(`/permissao-ae/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar Tipo de Acesso' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Descrição/ })).toHaveValue('Admin - sourcing');
    const total = db.tables.features.length;
    expect(await screen.findByText(`${total} de ${total} funcionalidade(s)`, {}, LOAD)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Funcionalidades' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Ativo', 'Descrição']);
    expect(screen.getByText('Alterações pendentes: 0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar alterações' })).toBeDisabled();

    await search('logs');
    expect(screen.getByText(`1 de ${total} funcionalidade(s)`)).toBeInTheDocument();
    expect(toggle('logs').checked).toBe(true);
    fireEvent.click(toggle('logs'));
    expect(toggle('logs').checked).toBe(false);
    expect(screen.getByText('Alterações pendentes: 1')).toBeInTheDocument();
    fireEvent.click(toggle('logs'));
    expect(screen.getByText('Alterações pendentes: 0')).toBeInTheDocument(); // back to the server's value: no change
    fireEvent.click(toggle('logs'));
    await search('manter-grupos');
    expect(toggle('manter-grupos').checked).toBe(false);
    fireEvent.click(toggle('manter-grupos'));
    expect(screen.getByText('Alterações pendentes: 2')).toBeInTheDocument();
    expect(writes.calls).toEqual([]);
    expect(untranslated()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await confirm('Finalizar seleção!', 'As alterações pendentes (2) serão salvas.');
    expect(await screen.findByText('Alteração realizada!', {}, LOAD)).toBeInTheDocument();
    expect([...writes.calls].sort()).toEqual([`DELETE /permissaoFuncionalidade/${id}/${featureId('logs')}`, `POST /permissaoFuncionalidade/${id}/${featureId('manter-grupos')}`]);
    expect(screen.getByText('Alterações pendentes: 0')).toBeInTheDocument();
    await waitFor(() => expect(toggle('manter-grupos').checked).toBe(true));
    expect(holds('Admin - sourcing', 'logs')).toBe(false);
    expect(holds('Admin - sourcing', 'manter-grupos')).toBe(true);
    // What the permission check answers for the users of that type changed with it.
    expect(permissionsOf(sourcing()).has('logs')).toBe(false);
    expect(permissionsOf(sourcing()).has('manter-grupos')).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(reload).not.toHaveBeenCalled(); // not the user's own type
  });

  it("Cancelar toda seleção! puts every toggle back and sends nothing", async () => {
    const writes = watchWrites();
    await open(`/permissao-ae/${typeId('Fornecedor')}`);
    await screen.findByText(/funcionalidade\(s\)$/, {}, LOAD);
    await search('qualidade');
    fireEvent.click(toggle('qualidade'));
    expect(toggle('qualidade').checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar alterações' }));
    await confirm('Cancelar toda seleção!', 'As alterações pendentes (1) serão descartadas.');
    await waitFor(() => expect(toggle('qualidade').checked).toBe(true));
    expect(screen.getByText('Alterações pendentes: 0')).toBeInTheDocument();
    expect(writes.calls).toEqual([]);
  });

  it("saving the user's own access type reloads the page 300 ms later", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await open(`/permissao-ae/${typeId('Master')}`);
    await screen.findByText(/funcionalidade\(s\)$/, {}, LOAD);
    await search('logs');
    fireEvent.click(toggle('logs'));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await confirm('Finalizar seleção!', 'As alterações pendentes (1) serão salvas.');
    expect(await screen.findByText('Alteração realizada!', {}, LOAD)).toBeInTheDocument();
    expect(holds('Master', 'logs')).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(reload).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a refused feature stays pending with the server message; the others are saved', async () => {
    const id = typeId('Fornecedor');
    setFault(`POST /api/legacy/permissaoFuncionalidade/${id}/${featureId('logs')}`, { status: 403, body: { status: false, message: 'Usuário não tem permissão para acessar funcionalidades' } });
    await open(`/permissao-ae/${id}`);
    await screen.findByText(/funcionalidade\(s\)$/, {}, LOAD);
    await search('logs');
    fireEvent.click(toggle('logs'));
    await search('manter-grupos');
    fireEvent.click(toggle('manter-grupos'));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await confirm('Finalizar seleção!', 'As alterações pendentes (2) serão salvas.');
    expect(await screen.findByText('Usuário não tem permissão para acessar funcionalidades', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Alterações pendentes: 1')).toBeInTheDocument();
    expect(holds('Fornecedor', 'manter-grupos')).toBe(true);
    expect(holds('Fornecedor', 'logs')).toBe(false);
    await search('logs');
    expect(toggle('logs').checked).toBe(true); // still the user's choice, waiting
  });

  it('Salvar saves the pending toggles with the description: Alterações pendentes goes to 0 and the list comes back after 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const writes = watchWrites();
    const id = typeId('Fornecedor');
    await open(`/permissao-ae/${id}`);
    await screen.findByText(/funcionalidade\(s\)$/, {}, LOAD);
    await search('logs');
    fireEvent.click(toggle('logs'));
    await search('manter-grupos');
    fireEvent.click(toggle('manter-grupos'));
    expect(screen.getByText('Alterações pendentes: 2')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /^Descrição/ }), { target: { value: 'Fornecedor padrão' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Tipo de acesso editado com sucesso!', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Alterações pendentes: 0')).toBeInTheDocument();
    expect([...writes.calls].sort()).toEqual([
      `POST /permissaoFuncionalidade/${id}/${featureId('logs')}`,
      `POST /permissaoFuncionalidade/${id}/${featureId('manter-grupos')}`,
      `PUT /permissao/${id}`,
    ].sort());
    expect(db.tables.accessTypes.find((type) => type.id_md5 === id)?.descricao).toBe('Fornecedor padrão');
    expect(holds('Fornecedor padrão', 'logs')).toBe(true);
    expect(holds('Fornecedor padrão', 'manter-grupos')).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(location()).toBe('/permissao')); // nothing pending: no question on the way out
    expect(screen.queryByRole('dialog', { name: 'Sair da página' })).not.toBeInTheDocument();
  });

  it('Salvar says which toggles it did not save, keeps them pending and stays', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const id = typeId('Fornecedor');
    setFault(`POST /api/legacy/permissaoFuncionalidade/${id}/${featureId('logs')}`, { status: 403, body: { status: false, message: 'Usuário não tem permissão para acessar funcionalidades' } });
    await open(`/permissao-ae/${id}`);
    await screen.findByText(/funcionalidade\(s\)$/, {}, LOAD);
    await search('logs');
    fireEvent.click(toggle('logs'));
    await search('manter-grupos');
    fireEvent.click(toggle('manter-grupos'));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText(
        'Descrição salva, mas 1 alteração(ões) de funcionalidades não foram salvas (destacadas na tabela): Usuário não tem permissão para acessar funcionalidades',
        {},
        LOAD,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Tipo de acesso editado com sucesso!')).not.toBeInTheDocument();
    expect(screen.getByText('Alterações pendentes: 1')).toBeInTheDocument();
    expect(holds('Fornecedor', 'manter-grupos')).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(location()).toBe(`/permissao-ae/${id}`);
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  });

  it('leaving with pending toggles (Cancelar or the menu) asks first; Não stays with them, Sim leaves', async () => {
    const writes = watchWrites();
    const id = typeId('Fornecedor');
    await open(`/permissao-ae/${id}`);
    await screen.findByText(/funcionalidade\(s\)$/, {}, LOAD);
    await search('logs');
    fireEvent.click(toggle('logs'));
    const question = 'Há 1 alteração(ões) de funcionalidades não salva(s). Tem certeza que deseja sair dessa página e perdê-las?';

    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    let dialog = await screen.findByRole('dialog', { name: 'Sair da página' });
    expect(within(dialog).getByText(question)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sair da página' })).not.toBeInTheDocument());
    expect(location()).toBe(`/permissao-ae/${id}`);
    expect(toggle('logs').checked).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: 'Logs' }));
    dialog = await screen.findByRole('dialog', { name: 'Sair da página' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(location()).toBe('/logs'));
    expect(writes.calls).toEqual([]);
  });
});
