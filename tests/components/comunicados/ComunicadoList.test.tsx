import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { db } from '../../../mocks/db/db';
import { server } from '../../../mocks/node';
import { formatDate } from '../../../src/i18n/format';
import { clearSnackbars } from '../../../src/kit/snackbar/queue';
import { ComunicadoList } from '../../../src/resources/comunicados/ComunicadoList';
import { readBlob, spyDownload } from '../../helpers/downloads';
import { renderScreenAs } from '../../helpers/renderScreen';

/** The list, with stand-ins for the routes it leads to (they show the URL they were opened at). */
function Screens() {
  const { pathname } = useLocation();
  return (
    <Routes>
      <Route path="/comunicados" element={<ComunicadoList />} />
      <Route path="*" element={<p data-testid="opened">{pathname}</p>} />
    </Routes>
  );
}

const renderList = (account: 'master' | 'moveis' | 'sourcing') => renderScreenAs(account, <Screens />, { route: '/comunicados', path: '/*', resource: 'comunicados' });
const bodyRows = () => within(document.querySelector('tbody') as HTMLElement).getAllByRole('row');
const headers = () => within(document.querySelector('thead') as HTMLElement).getAllByRole('columnheader').map((cell) => cell.textContent);
const rowOf = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;

/** Every legacy call the screen made, as 'METHOD /path?query'. */
function watchCalls(): string[] {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname !== '/api/legacy/log') calls.push(`${request.method} ${url.pathname.replace('/api/legacy', '')}${url.search}`);
  });
  return calls;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('Comunicados list (/comunicados)', { timeout: 30_000 }, () => {
  it('Master: Título, Descrição, validity dates (date only), Visualizar and actions; 15 of every announcement; Adicionar; long texts cut; CSV', async () => {
    const long = `Comunicado com descrição longa ${'sobre o recebimento de cargas no centro de distribuição '.repeat(4)}`.trim();
    const conduct = db.tables.announcements.find((row) => row.titulo === 'Código de conduta de fornecedores')!;
    conduct.descricao = long;
    const { blobs } = spyDownload();
    await renderList('master');
    expect(await screen.findByText(`1-15 de ${db.tables.announcements.length}`, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Comunicados' })).toBeInTheDocument();
    expect(headers()).toEqual(['Título', 'Descrição', 'Início Vigência', 'Fim vigência', 'Arquivo ou URL', 'Ações']);
    expect(bodyRows()).toHaveLength(15);
    const manual = db.tables.announcements.find((row) => row.titulo === 'Manual do fornecedor 2026')!;
    const row = within(rowOf(manual.titulo));
    const cells = row.getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual([manual.titulo, manual.descricao, formatDate(manual.lancamento), formatDate(manual.termino)]);
    expect(cells[2]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(row.getByRole('button', { name: 'Visualizar Manual do fornecedor 2026' })).toHaveTextContent('Visualizar');
    expect(row.getByRole('link', { name: 'Editar Manual do fornecedor 2026' })).toHaveAttribute('href', `/comunicados-ae/${manual.id}`);
    expect(screen.getByTitle(long).textContent).toBe(`${long.slice(0, 150)}...`);

    fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const text = await readBlob(blobs[0]);
    expect(text.startsWith('\uFEFFTítulo;Descrição;Início Vigência;Fim vigência;Arquivo ou URL\r\n')).toBe(true);
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(db.tables.announcements.length + 1);
    expect(lines).toContain(`${manual.titulo};${manual.descricao};${formatDate(manual.lancamento)};${formatDate(manual.termino)};Arquivo`);

    fireEvent.click(screen.getByRole('link', { name: 'Adicionar' }));
    expect(await screen.findByTestId('opened')).toHaveTextContent('/comunicados-ae');
  });

  it('a supplier (1000001) sees only what it may, with no add, edit or delete', async () => {
    await renderList('moveis');
    await screen.findByText('Manual do fornecedor 2026', {}, { timeout: 8000 });
    expect(headers()).toEqual(['Título', 'Descrição', 'Início Vigência', 'Fim vigência', 'Arquivo ou URL']);
    expect(screen.queryByRole('link', { name: 'Adicionar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remover / })).not.toBeInTheDocument();
    expect(screen.getByText('Padrão de embalagem para móveis montados')).toBeInTheDocument(); // furniture only
    expect(screen.queryByText('Coleção outono-inverno de acessórios')).not.toBeInTheDocument(); // accessories only
    expect(screen.queryByText('Reajuste da tabela de frete 2025')).not.toBeInTheDocument(); // expired
  });

  it('Admin - sourcing (may see, not maintain) gets no add button and no actions', async () => {
    await renderList('sourcing');
    await screen.findByText(`1-15 de ${db.tables.announcements.length}`, {}, { timeout: 8000 });
    expect(screen.queryByRole('link', { name: 'Adicionar' })).not.toBeInTheDocument();
    expect(headers()).not.toContain('Ações');
  });

  it('Visualizar: a stored file opens its file route; a URL a new tab (noopener); empty and javascript: only warn', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const [first, second, third] = db.tables.announcements;
    first.diretorio = '';
    second.diretorio = 'javascript:alert(1)';
    third.diretorio = 'https://fornecedores.varejo-casa.com.br/prazos';
    await renderList('master');
    await screen.findByText(first.titulo, {}, { timeout: 8000 });

    fireEvent.click(within(rowOf(first.titulo)).getByRole('button', { name: `Visualizar ${first.titulo}` }));
    expect(await screen.findByText('URL de arquivo vazia!')).toBeInTheDocument();
    act(() => clearSnackbars());
    fireEvent.click(within(rowOf(second.titulo)).getByRole('button', { name: `Visualizar ${second.titulo}` }));
    expect(await screen.findByText('URL de arquivo inválida!')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(within(rowOf(third.titulo)).getByRole('button', { name: `Visualizar ${third.titulo}` }));
    expect(open).toHaveBeenCalledWith('https://fornecedores.varejo-casa.com.br/prazos', '_blank', 'noopener,noreferrer');
    await waitFor(() => expect(db.tables.logs.some((row) => row.DS_TIPO === 'W' && row.DS_LOG === 'URL de arquivo vazia!')).toBe(true));

    const stored = db.tables.announcements.find((row) => row.titulo === 'Código de conduta de fornecedores')!;
    expect(stored.diretorio).toContain(';@Assets/');
    fireEvent.click(within(rowOf(stored.titulo)).getByRole('button', { name: `Visualizar ${stored.titulo}` }));
    expect(await screen.findByTestId('opened')).toHaveTextContent(`/comunicados/arquivos/${stored.id}`);
  });

  it('delete asks "Remover item" (Não keeps the row), Sim sends DELETE once and reloads the list; a refused one says so', async () => {
    const calls = watchCalls();
    await renderList('master');
    const target = db.tables.announcements.find((row) => row.titulo === 'Manual do fornecedor 2026')!;
    await screen.findByText(target.titulo, {}, { timeout: 8000 });

    fireEvent.click(within(rowOf(target.titulo)).getByRole('button', { name: `Remover ${target.titulo}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover item' });
    expect(within(dialog).getByText('Deseja realmente remover esse item?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.startsWith('DELETE'))).toEqual([]);

    const reads = calls.filter((call) => call.startsWith('GET /comunicadoTable')).length;
    fireEvent.click(within(rowOf(target.titulo)).getByRole('button', { name: `Remover ${target.titulo}` }));
    const again = await screen.findByRole('dialog', { name: 'Remover item' });
    const yes = within(again).getByRole('button', { name: 'Sim' });
    fireEvent.click(yes);
    fireEvent.click(yes);
    expect(await screen.findByText('Comunicado removido com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(target.titulo)).not.toBeInTheDocument());
    expect(calls.filter((call) => call.startsWith('DELETE'))).toEqual([`DELETE /comunicado/${target.id}`]);
    expect(calls.filter((call) => call.startsWith('GET /comunicadoTable')).length).toBeGreaterThan(reads);
    expect(db.tables.announcements.some((row) => row.id === target.id)).toBe(false);

    // A refused delete (the record is already gone on the server) says so.
    act(() => clearSnackbars());
    const other = db.tables.announcements.find((row) => row.titulo === 'Código de conduta de fornecedores')!;
    db.tables.announcements.splice(db.tables.announcements.indexOf(other), 1);
    fireEvent.click(within(rowOf(other.titulo)).getByRole('button', { name: `Remover ${other.titulo}` }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Remover item' })).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Não foi possível remover o comunicado!')).toBeInTheDocument();
  });

  it('search and the Vigência filter go to the server', async () => {
    const calls = watchCalls();
    await renderScreenAs('master', <ComunicadoList />, { route: '/comunicados?filter=%7B%22q%22%3A%22invent%C3%A1rio%22%7D', resource: 'comunicados' });
    expect(await screen.findByText('Inventário anual: recebimento suspenso', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(1);
    expect(calls).toContain('GET /comunicadoTable?q=invent%C3%A1rio');

    await renderScreenAs('master', <ComunicadoList />, { route: '/comunicados?filter=%7B%22vigencia%22%3A%22past%22%7D', resource: 'comunicados' });
    expect(await screen.findByText('Reajuste da tabela de frete 2025', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(calls).toContain('GET /comunicadoTable?vigencia=past');
  });

});
