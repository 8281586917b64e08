import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { db } from '../../../mocks/db/db';
import { setFault } from '../../../mocks/http/faults';
import { server } from '../../../mocks/node';
import { clearSnackbars } from '../../../src/kit/snackbar/queue';
import { ContatoCreate } from '../../../src/resources/contatos/ContatoCreate';
import { ContatoEdit } from '../../../src/resources/contatos/ContatoEdit';
import { ContatoList } from '../../../src/resources/contatos/ContatoList';
import { renderScreenAs } from '../../helpers/renderScreen';

function Screens() {
  const { pathname } = useLocation();
  return (
    <Routes>
      <Route path="/contatos" element={<ContatoList />} />
      <Route path="/contatos-ae" element={<ContatoCreate />} />
      <Route path="/contatos-ae/:id" element={<ContatoEdit />} />
      <Route path="*" element={<p data-testid="opened">{pathname}</p>} />
    </Routes>
  );
}

const open = (route: string, account: 'master' | 'moveis' | 'comercial' = 'master') => renderScreenAs(account, <Screens />, { route, path: '/*', resource: 'contatos' });
const headers = () => within(document.querySelector('thead') as HTMLElement).getAllByRole('columnheader').map((cell) => cell.textContent);
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input, textarea' }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

function chooseGroup(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Grupo/ }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name }));
}

function watchWrites(): { calls: string[]; forms: FormData[] } {
  const calls: string[] = [];
  const forms: FormData[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' || url.pathname.endsWith('/log') || url.pathname.endsWith('/auth')) return;
    calls.push(`${request.method} ${url.pathname.replace('/api/legacy', '')}`);
    void request.clone().formData().then((form) => forms.push(form));
  });
  return { calls, forms };
}

beforeEach(() => localStorage.clear());

describe('Contatos (/contatos, /contatos-ae)', { timeout: 30_000 }, () => {
  it("the list shows the group first ('?' when it is gone), then Título, Descrição, Visualizar; Master may add, edit and delete", async () => {
    await open('/contatos');
    expect(await screen.findByText(`1-${db.tables.contacts.length} de ${db.tables.contacts.length}`, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Contatos' })).toBeInTheDocument();
    expect(headers()).toEqual(['Grupo', 'Título', 'Descrição', 'Arquivo ou URL', 'Ações']);
    const orphan = screen.getByText('Ouvidoria').closest('tr') as HTMLElement; // its group 99 does not exist
    expect(within(orphan).getAllByRole('cell')[0]).toHaveTextContent(/^\?$/);
    const support = screen.getByText('Suporte ao portal').closest('tr') as HTMLElement;
    expect(within(support).getAllByRole('cell')[0]).toHaveTextContent('Equipe Portal do Fornecedor');
    expect(screen.getByRole('link', { name: 'Adicionar' })).toHaveAttribute('href', '/contatos-ae');
    expect(within(support).getByRole('link', { name: 'Editar Suporte ao portal' })).toHaveAttribute('href', '/contatos-ae/201');
    expect(within(support).getByRole('button', { name: 'Remover Suporte ao portal' })).toBeInTheDocument();
  });

  it('filters by Grupo: GET /contatoTable?grupo={id} and only that group is listed', async () => {
    const queries: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/contatoTable')) queries.push(url);
    });
    const team = db.tables.contactGroups.find((group) => group.descricao === 'Equipe Portal do Fornecedor')!;
    const inTeam = db.tables.contacts.filter((row) => row.grupo_id === team.id);
    expect(inTeam.length).toBeLessThan(db.tables.contacts.length);
    await open(`/contatos?filter=${encodeURIComponent(JSON.stringify({ grupo: team.id }))}`);
    expect(await screen.findByText(`1-${inTeam.length} de ${inTeam.length}`, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(queries.at(-1)?.searchParams.get('grupo')).toBe(String(team.id));
    expect(screen.queryByText('Ouvidoria')).not.toBeInTheDocument();

    // The filter names the group, and offers every group.
    const select = screen.getByRole('combobox', { name: 'Grupo' });
    await waitFor(() => expect(select).toHaveTextContent('Equipe Portal do Fornecedor'));
    fireEvent.mouseDown(select);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(expect.arrayContaining(db.tables.contactGroups.map((group) => group.descricao)));
  });

  it('a supplier sees the contacts without add, edit or delete', async () => {
    await open('/contatos', 'moveis');
    await screen.findByText('Suporte ao portal', {}, { timeout: 8000 });
    expect(headers()).toEqual(['Grupo', 'Título', 'Descrição', 'Arquivo ou URL']);
    expect(screen.queryByRole('link', { name: 'Adicionar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Grupo' })).not.toBeInTheDocument();
  });

  it("Adicionar Contato: the group is required ('Preencha o campo grupo!'); a valid contact is sent with Grupo and the URL", async () => {
    const writes = watchWrites();
    await open('/contatos-ae', 'comercial');
    expect(await screen.findByRole('heading', { level: 1, name: 'Adicionar Contato' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument(); // announcements only
    expect(document.querySelector('input[name="lancamento"]')).toBeNull();
    type('Título', 'Central de devoluções');
    type('Descrição', 'Retiradas e notas de devolução.');
    type('URL', 'www.varejo-casa.com.br/devolucoes');
    save();
    await waitFor(() => expect(screen.getAllByText('Preencha o campo grupo!')).toHaveLength(2));
    expect(writes.calls).toEqual([]);
    act(() => clearSnackbars());

    chooseGroup('Logística e Agendamento');
    // One click sends: a second one while the save is on its way sends nothing more.
    save();
    save();
    expect(await screen.findByText('Contato adicionado com sucesso!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await waitFor(() => expect(writes.forms).toHaveLength(1));
    expect(writes.calls).toEqual(['POST /contato']);
    expect(Object.fromEntries([...writes.forms[0].keys()].map((key) => [key, writes.forms[0].get(key)]))).toEqual({
      Titulo: 'Central de devoluções',
      Descricao: 'Retiradas e notas de devolução.',
      Grupo: '20',
      Diretorio: 'https://www.varejo-casa.com.br/devolucoes',
    });
    expect(db.tables.contacts.at(-1)).toMatchObject({ titulo: 'Central de devoluções', grupo_id: 20, diretorio: 'https://www.varejo-casa.com.br/devolucoes' });
    expect(db.tables.sentEmails).toEqual([]); // only announcements notify
  });

  it('Editar Contato: loads the record; a contact whose group is gone must get another one', async () => {
    await open('/contatos-ae/212');
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar Contato' }, { timeout: 8000 })).toBeInTheDocument();
    expect(field('Título')).toHaveValue('Ouvidoria');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled()); // once the groups are in
    expect(screen.getByRole('combobox', { name: /^Grupo/ })).toHaveTextContent(/^\W*$/);
    save();
    await waitFor(() => expect(screen.getAllByText('Preencha o campo grupo!')).toHaveLength(2));
    act(() => clearSnackbars());
    chooseGroup('Cadastro de Fornecedores');
    save();
    expect(await screen.findByText('Contato editado com sucesso!')).toBeInTheDocument();
    expect(db.tables.contacts.find((row) => row.id === 212)!.grupo_id).toBe(60);
  });

  it("groups that do not load say 'Erro na recuperação de dados de grupo!'", async () => {
    setFault('GET /api/legacy/grupo', { status: 500 });
    await open('/contatos-ae');
    expect(await screen.findByText('Erro na recuperação de dados de grupo!', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });

  it('a failed save says "Não foi possível editar o contato!" and keeps the input', async () => {
    await open('/contatos-ae/201');
    await screen.findByRole('heading', { level: 1, name: 'Editar Contato' }, { timeout: 8000 });
    type('Descrição', 'Acesso e senha.');
    setFault('PUT /api/legacy/contato/201', { status: 500 });
    save();
    expect(await screen.findByText('Não foi possível editar o contato!')).toBeInTheDocument();
    expect(field('Descrição')).toHaveValue('Acesso e senha.');
  });
});
