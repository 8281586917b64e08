import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../mocks/db/db';
import { setFault } from '../../../mocks/http/faults';
import { server } from '../../../mocks/node';
import { UsuarioList } from '../../../src/resources/usuarios/UsuarioList';
import { setPageReload } from '../../../src/session/pageReload';
import { advanceUntil } from '../../helpers/clock';
import { readBlob, spyDownload } from '../../helpers/downloads';
import { renderScreenAs } from '../../helpers/renderScreen';
import { untranslated } from '../../helpers/untranslated';

const LOAD = { timeout: 8000 };
const open = (account: 'sourcing' | 'master' = 'sourcing') => renderScreenAs(account, <UsuarioList />, { route: '/usuarios', resource: 'usuarios' });
const headers = () => within(document.querySelector('thead') as HTMLElement).getAllByRole('columnheader').map((cell) => cell.textContent);
// Text and label queries: role queries compute every accessible name of the table, which is slow in jsdom.
const rowOf = (codigo: string) => screen.getByText(codigo, { selector: 'td, td *' }).closest('tr') as HTMLElement;
const active = (name: string) => screen.getByLabelText(`Ativo: ${name}`) as HTMLInputElement;
const typeId = (descricao: string) => db.tables.accessTypes.find((type) => type.descricao === descricao)!.id_md5;
const person = (codigo: string) => db.tables.pessoas.find((row) => row.codigo === codigo)!;

/** Turns the Rotação column on in the column chooser, then closes the chooser. */
async function showRotation() {
  fireEvent.click(screen.getByRole('button', { name: 'Colunas' }));
  const chooser = await waitFor(() => {
    const box = document.getElementById('usuarios.datatable-columnsSelector');
    expect(within(box as HTMLElement).getByLabelText('Rotação')).toBeInTheDocument();
    return box as HTMLElement;
  });
  expect(within(chooser).getByLabelText('Rotação')).not.toBeChecked();
  expect(within(chooser).getByLabelText('Tipo de acesso')).toBeChecked();
  fireEvent.click(within(chooser).getByLabelText('Rotação'));
  fireEvent.keyDown(chooser, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('presentation')).not.toBeInTheDocument());
}

function choose(combobox: HTMLElement, option: string) {
  fireEvent.mouseDown(combobox);
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

/** The users screen's writes: path and JSON body. */
function watchWrites(): { path: string; body: unknown }[] {
  const writes: { path: string; body: unknown }[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method !== 'PUT') return;
    const entry = { path: url.pathname.replace('/api/legacy', ''), body: undefined as unknown };
    writes.push(entry);
    void request
      .clone()
      .json()
      .then((body: unknown) => {
        entry.body = body;
      });
  });
  return writes;
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

describe('Liberação de acesso (/usuarios)', { timeout: 30_000 }, () => {
  it('shows Ativo, Código, Nome, E-mail and Tipo de acesso; Rotação waits in the column chooser and sends its own call', async () => {
    const writes = watchWrites();
    await open();
    const users = db.tables.pessoas.filter((row) => row.senha !== null);
    expect(await screen.findByText(`1-${users.length} de ${users.length}`, {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Liberação de acesso' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Portal do Fornecedor - Liberação de acesso'));
    expect(headers()).toEqual(['Ativo', 'Código', 'Nome', 'E-mail', 'Tipo de acesso']);
    const row = rowOf('1000001');
    expect(within(row).getByRole('cell', { name: 'Móveis Serra Gaúcha Indústria Ltda' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'comercial@moveisserragaucha.com.br' })).toBeInTheDocument();
    expect(active('Móveis Serra Gaúcha Indústria Ltda').checked).toBe(true);
    expect(active('Estofados Vale Verde Ltda').checked).toBe(false); // 1000002 is blocked
    await waitFor(() => expect(within(row).getByRole('combobox', { name: 'Tipo de acesso de Móveis Serra Gaúcha Indústria Ltda' })).toHaveTextContent('Fornecedor'));
    expect(within(rowOf('2000001')).getByRole('combobox')).toHaveTextContent('Fornecedor - pendentes (tela antiga)');
    // The CSV holds the columns of the spec's list (rotation is not one of them).
    const download = spyDownload();
    fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(download.blobs).toHaveLength(1));
    expect((await readBlob(download.blobs[0])).split('\r\n')[0]).toBe('\uFEFFAtivo;Código;Nome;E-mail;Tipo de acesso');
    vi.restoreAllMocks();

    await showRotation();
    await waitFor(() => expect(headers()).toEqual(['Ativo', 'Código', 'Nome', 'E-mail', 'Tipo de acesso', 'Rotação']));
    expect(within(rowOf('1000001')).getByRole('combobox', { name: 'Rotação de Móveis Serra Gaúcha Indústria Ltda' })).toHaveTextContent('Rotação a');
    expect(untranslated()).toEqual([]);
    choose(within(rowOf('1000001')).getByRole('combobox', { name: /^Rotação de/ }), 'Rotação c');
    await waitFor(() => expect(writes).toEqual([{ path: '/pessoa/updateRotacao', body: { codigo: '1000001', id_tipoRotacao: 2 } }]));
    await waitFor(() => expect(person('1000001').rotacao).toBe(2));
  });

  it('the Ativo and Tipo de acesso filters ask the server (GET /pessoa?ativo=&permissao_id_md5=) and show what it answers', async () => {
    const queries: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (request.method === 'GET' && url.pathname.endsWith('/pessoa')) queries.push(url.search);
    });
    await open();
    const users = db.tables.pessoas.filter((row) => row.senha !== null);
    expect(await screen.findByText(`1-${users.length} de ${users.length}`, {}, LOAD)).toBeInTheDocument();
    // The filter form's 500 ms pause after each choice passes on a fake clock.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    choose(screen.getByRole('combobox', { name: 'Ativo' }), 'Não');
    await advanceUntil(() => expect(screen.getByText('1-1 de 1')).toBeInTheDocument());
    expect(rowOf('1000002')).toBeInTheDocument();
    expect(queries.at(-1)).toBe('?ativo=N');

    choose(screen.getByRole('combobox', { name: 'Ativo' }), 'Sim');
    const supplier = typeId('Fornecedor');
    await advanceUntil(() => expect(queries.at(-1)).toBe('?ativo=S'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Tipo de acesso' })).toBeInTheDocument());
    choose(screen.getByRole('combobox', { name: 'Tipo de acesso' }), 'Fornecedor');
    await advanceUntil(() => expect(queries.at(-1)).toBe(`?ativo=S&permissao_id_md5=${supplier}`));
    const expected = users.filter((row) => !row.bloqueado && row.accessTypeId === supplier).length;
    expect(await screen.findByText(`1-${expected} de ${expected}`, {}, LOAD)).toBeInTheDocument();
    expect(rowOf('1000001')).toBeInTheDocument();
    expect(screen.queryByText('2000001', { selector: 'td, td *' })).not.toBeInTheDocument();
    expect(untranslated()).toEqual([]);
  });

  it("Ativo flips at once, sends PUT /pessoa/setAtivo once and says 'Alteração realizada!'", async () => {
    const writes = watchWrites();
    setFault('PUT /api/legacy/pessoa/setAtivo', { delayMs: 300, times: 1 });
    await open();
    await screen.findByText('1000001', {}, LOAD);
    const checkbox = active('Móveis Serra Gaúcha Indústria Ltda');
    fireEvent.click(checkbox);
    fireEvent.click(checkbox);
    expect(checkbox.checked).toBe(false);
    expect(checkbox).toBeDisabled();
    expect(await screen.findByText('Alteração realizada!', {}, LOAD)).toBeInTheDocument();
    expect(writes).toEqual([{ path: '/pessoa/setAtivo', body: { codigo: '1000001', Valor: 'S' } }]);
    expect(person('1000001').bloqueado).toBe(true);
    await waitFor(() => expect(active('Móveis Serra Gaúcha Indústria Ltda')).toBeEnabled());
    expect(active('Móveis Serra Gaúcha Indústria Ltda').checked).toBe(false);

    fireEvent.click(active('Estofados Vale Verde Ltda'));
    await waitFor(() => expect(writes.at(-1)).toEqual({ path: '/pessoa/setAtivo', body: { codigo: '1000002', Valor: 'N' } }));
    await waitFor(() => expect(person('1000002').bloqueado).toBe(false));
  });

  it('a refused change comes back with the error message', async () => {
    setFault('PUT /api/legacy/pessoa/setAtivo', { status: 500, times: 1 });
    await open();
    await screen.findByText('1000001', {}, LOAD);
    fireEvent.click(active('Móveis Serra Gaúcha Indústria Ltda'));
    expect(await screen.findByText('Erro ao enviar dados!', {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(active('Móveis Serra Gaúcha Indústria Ltda').checked).toBe(true));
    expect(person('1000001').bloqueado).toBe(false);
  });

  it("nobody blocks themselves: 'Não é possível bloquear o próprio usuário!'", async () => {
    await open();
    await screen.findByText('0000003', {}, LOAD);
    fireEvent.click(active('Juliana Ramos Ferreira')); // 0000003, the user herself
    expect(await screen.findByText('Não é possível bloquear o próprio usuário!', {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(active('Juliana Ramos Ferreira').checked).toBe(true));
    expect(person('0000003').bloqueado).toBe(false);
  });

  it('the access type sends PUT /pessoa/updatePermissao; no reload for another user', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const writes = watchWrites();
    await open();
    const row = rowOf(await screen.findByText('1000001', {}, LOAD).then((cell) => cell.textContent!));
    await waitFor(() => expect(within(row).getByRole('combobox', { name: /^Tipo de acesso de/ })).toHaveTextContent('Fornecedor'));
    choose(within(row).getByRole('combobox', { name: /^Tipo de acesso de/ }), 'Admin - Comercial');
    expect(await screen.findByText('Alteração realizada!', {}, LOAD)).toBeInTheDocument();
    expect(writes).toEqual([{ path: '/pessoa/updatePermissao', body: { codigo: '1000001', permissoes_id_md5: typeId('Admin - Comercial') } }]);
    expect(person('1000001').accessTypeId).toBe(typeId('Admin - Comercial'));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(reload).not.toHaveBeenCalled();
  });

  it('a refused access type comes back to the stored one with the error message, and reloads nothing', async () => {
    setFault('PUT /api/legacy/pessoa/updatePermissao', { status: 500, times: 1 });
    const writes = watchWrites();
    await open();
    const row = rowOf(await screen.findByText('0000003', {}, LOAD).then((cell) => cell.textContent!));
    const select = () => within(row).getByRole('combobox', { name: /^Tipo de acesso de/ });
    await waitFor(() => expect(select()).toHaveTextContent('Admin - sourcing'));
    choose(select(), 'Master');
    expect(await screen.findByText('Erro ao enviar dados!', {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(select()).toHaveTextContent('Admin - sourcing'));
    expect(writes.filter((write) => write.path === '/pessoa/updatePermissao')).toHaveLength(1);
    expect(person('0000003').accessTypeId).toBe(typeId('Admin - sourcing'));
    expect(reload).not.toHaveBeenCalled();
  });

  it("access types that do not load say 'Erro ao carregar dados!' and leave the dropdowns disabled", async () => {
    setFault('GET /api/legacy/permissao', { status: 500 });
    await open();
    expect(await screen.findByText('Erro ao carregar dados!', {}, LOAD)).toBeInTheDocument();
    expect(within(rowOf('1000001')).getByRole('combobox', { name: /^Tipo de acesso de/ })).toHaveAttribute('aria-disabled', 'true');
    expect(active('Móveis Serra Gaúcha Indústria Ltda')).toBeEnabled();
  });

  it("changing the user's own access type reloads the page 300 ms after the answer", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await open();
    const row = rowOf(await screen.findByText('0000003', {}, LOAD).then((cell) => cell.textContent!));
    await waitFor(() => expect(within(row).getByRole('combobox', { name: /^Tipo de acesso de/ })).toHaveTextContent('Admin - sourcing'));
    choose(within(row).getByRole('combobox', { name: /^Tipo de acesso de/ }), 'Master');
    expect(await screen.findByText('Alteração realizada!', {}, LOAD)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(reload).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
