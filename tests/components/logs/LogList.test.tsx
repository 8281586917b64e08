import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiUrl } from '../../../src/config';
import { db } from '../../../mocks/db/db';
import { localDateTime } from '../../../mocks/logs/seed';
import { setFault } from '../../../mocks/http/faults';
import { server } from '../../../mocks/node';
import type { LogRow } from '../../../src/dataProviders/logs/wire';
import { formatDateTime } from '../../../src/i18n/format';
import { getToken } from '../../../src/session/cookies';
import { LogList } from '../../../src/resources/logs/LogList';
import { renderAppAs } from '../../helpers/renderApp';
import { renderScreenAs } from '../../helpers/renderScreen';
import { readBlob, spyDownload } from '../../helpers/downloads';
import { advanceUntil } from '../../helpers/clock';

interface LogAnswer {
  query: URLSearchParams;
  itens: LogRow[];
  total: number;
}

/** Every GET /log the portal made, with the query it sent and what the mock answered. */
function watchLogReads(): LogAnswer[] {
  const answers: LogAnswer[] = [];
  server.events.on('response:mocked', ({ request, response }) => {
    const url = new URL(request.url);
    if (request.method !== 'GET' || url.pathname !== '/api/legacy/log' || !response.ok) return;
    void response
      .clone()
      .json()
      .then((body: { itens: LogRow[]; total: { value: number } }) => answers.push({ query: url.searchParams, itens: body.itens, total: body.total.value }));
  });
  return answers;
}

const normalise = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
const bodyRows = () => within(document.querySelector('tbody') as HTMLElement).getAllByRole('row');
const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? '');
/** The UI's rows against the rows of an answer: Tipo mapped from DS_TIPO, Data formatted, Descrição as sent (or cut at 150). */
function expectRowsOf(answer: LogAnswer) {
  const rows = bodyRows();
  expect(rows).toHaveLength(answer.itens.length);
  rows.forEach((row, index) => {
    const item = answer.itens[index];
    const [tipo, data, descricao] = cellTexts(row);
    expect(tipo).toBe(item.DS_TIPO.includes('I') ? 'Auditória' : 'Erro');
    expect(data).toBe(formatDateTime(item.DT_EVENTO));
    expect(data).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(descricao).toBe(item.DS_LOG.length > 150 ? `${item.DS_LOG.slice(0, 150)}...` : item.DS_LOG);
  });
}

// react-admin keeps each list's page, sort and filter in its store (localStorage): every test starts afresh.
beforeEach(() => localStorage.clear());

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

describe('Logs (/logs)', { timeout: 40_000 }, () => {
  it('shows Tipo, Data, Descrição, 15 rows of the server total, and pages on the server', async () => {
    const answers = watchLogReads();
    await renderAppAs('sourcing', '/logs');
    expect(await screen.findByText(/^1-15 de \d+$/, {}, { timeout: 15000 })).toBeInTheDocument();
    expect(document.title).toBe('Portal do Fornecedor - Logs');
    expect(within(screen.getByTestId('side-menu')).getByText('Logs')).toBeInTheDocument();

    const headers = within(document.querySelector('thead') as HTMLElement).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Tipo', 'Data', 'Descrição']);
    expect(bodyRows()).toHaveLength(15);

    await waitFor(() => expect(answers.length).toBeGreaterThan(0));
    const first = answers.at(-1)!;
    expect(Object.fromEntries(first.query)).toEqual({
      idFornecedor: '0000003',
      linhaInicial: '0',
      qtdRegistro: '15',
      ordenacao: 'DT_EVENTO',
      direcao: 'DESC',
    });
    expect(first.itens).toHaveLength(15);
    expect(first.total).toBeGreaterThanOrEqual(1000);
    expect(screen.getByText(`1-15 de ${first.total}`)).toBeInTheDocument();
    expectRowsOf(first);
    expect(first.itens.map((row) => row.DT_EVENTO)).toEqual([...first.itens.map((row) => row.DT_EVENTO)].sort().reverse());

    const pageOneText = bodyRows().map((row) => row.textContent).join('|');
    fireEvent.click(screen.getByRole('button', { name: 'Ir para a próxima página' }));
    await waitFor(() => expect(answers.some((answer) => answer.query.get('linhaInicial') === '15')).toBe(true));
    const second = answers.find((answer) => answer.query.get('linhaInicial') === '15')!;
    expect(second.query.get('qtdRegistro')).toBe('15');
    expect(second.itens).toHaveLength(15);
    expect(await screen.findByText(`16-30 de ${second.total}`)).toBeInTheDocument();
    await waitFor(() => expectRowsOf(second));
    expect(bodyRows().map((row) => row.textContent).join('|')).not.toBe(pageOneText);
    // Both labels were shown for their server types over the two pages (expectRowsOf checked each row).
    const shown = [...first.itens, ...second.itens].map((row) => (row.DS_TIPO.includes('I') ? 'Auditória' : 'Erro'));
    expect(new Set(shown)).toEqual(new Set(['Auditória', 'Erro']));
  });

  it('writes its own "Tela carregada: Logs" line and cuts long descriptions at 150 with the full text on hover', async () => {
    const long = `Resposta detalhada do serviço de pedidos: ${'pedido 4512309 conferido; '.repeat(10)}`.trim();
    db.tables.logs.push({ DS_TIPO: 'E', DT_EVENTO: localDateTime(new Date(Date.now() + 3_600_000)), DS_LOG: long, idFornecedor: '1000001' });
    await renderScreenAs('sourcing', <LogList />, { route: '/logs', resource: 'logs' });
    const cell = await screen.findByTitle(long, {}, { timeout: 8000 });
    expect(cell.textContent).toBe(`${long.slice(0, 150)}...`);
    expect(screen.getByRole('heading', { level: 1, name: 'Logs' })).toBeInTheDocument();
    expect(within(cell.closest('tr') as HTMLElement).getByText('Erro')).toBeInTheDocument();
    await waitFor(() => expect(db.tables.logs.some((row) => row.DS_LOG === 'Tela carregada: Logs' && row.idFornecedor === '0000003' && row.DS_TIPO === 'I')).toBe(true));
  });

  it('a search goes to the server as q (accent- and case-insensitive) and shows only matching rows', async () => {
    const answers = watchLogReads();
    await renderScreenAs('sourcing', <LogList />, { route: '/logs', resource: 'logs' });
    await screen.findByText(/^1-15 de \d+$/, {}, { timeout: 8000 });
    // The search's pause passes on a fake clock that otherwise follows real time.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).type(screen.getByPlaceholderText('Pesquisar'), 'DEVOLUCAO');
    await advanceUntil(() => expect(answers.some((answer) => answer.query.get('q') === 'DEVOLUCAO')).toBe(true));
    const found = answers.find((answer) => answer.query.get('q') === 'DEVOLUCAO')!;
    const expected = db.tables.logs.filter((row) => normalise(row.DS_LOG).includes('devolucao')).length;
    expect(expected).toBeGreaterThan(15);
    expect(found.total).toBe(expected);
    expect(found.query.get('linhaInicial')).toBe('0');
    expect(await screen.findByText(`1-15 de ${expected}`)).toBeInTheDocument();
    expectRowsOf(found);
    bodyRows().forEach((row) => expect(cellTexts(row)[2]).toMatch(/devolução/i));
  });

  it('sorting by Data asks the server for the oldest first', async () => {
    const answers = watchLogReads();
    await renderScreenAs('sourcing', <LogList />, { route: '/logs', resource: 'logs' });
    await screen.findByText(/^1-15 de \d+$/, {}, { timeout: 8000 });
    fireEvent.click(within(document.querySelector('thead') as HTMLElement).getByText('Data'));
    await waitFor(() => expect(answers.some((answer) => answer.query.get('direcao') === 'ASC')).toBe(true));
    const ascending = answers.find((answer) => answer.query.get('direcao') === 'ASC')!;
    expect(ascending.query.get('ordenacao')).toBe('DT_EVENTO');
    const oldest = [...db.tables.logs].sort((a, b) => a.DT_EVENTO.localeCompare(b.DT_EVENTO))[0];
    expect(ascending.itens[0].DT_EVENTO).toBe(oldest.DT_EVENTO);
    await waitFor(() => expectRowsOf(ascending));
  });

  it('exports the current search as CSV (;, BOM), every page of it', async () => {
    const answers = watchLogReads();
    const { blobs } = spyDownload();
    await renderScreenAs('sourcing', <LogList />, { route: '/logs?filter=%7B%22q%22%3A%22tempo%20esgotado%22%7D', resource: 'logs' });
    await screen.findByText(/^1-15 de \d+$/, {}, { timeout: 8000 });
    fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const exports = answers.filter((answer) => answer.query.get('qtdRegistro') !== '15');
    expect(exports).toHaveLength(1);
    const exported = exports[0];
    expect(exported.query.get('q')).toBe('tempo esgotado');
    expect(exported.query.get('linhaInicial')).toBe('0');
    expect(exported.query.get('qtdRegistro')).toBe('1000');
    const csv = await readBlob(blobs[0]);
    const lines = csv.split('\r\n').filter(Boolean);
    expect(csv.startsWith('\uFEFFTipo;Data;Descrição\r\n')).toBe(true);
    expect(lines).toHaveLength(exported.total + 1);
    expect(exported.total).toBeGreaterThan(15);
    expect(lines[1]).toMatch(/^Erro;\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};Falha ao consultar pagamentos: tempo esgotado$/);
  });

  it('exports the whole log in chunks of 1000 rows, and the list keeps its page', async () => {
    const answers = watchLogReads();
    const { blobs } = spyDownload();
    await renderScreenAs('sourcing', <LogList />, { route: '/logs', resource: 'logs' });
    const pager = (await screen.findByText(/^1-15 de \d+$/, {}, { timeout: 8000 })).textContent;
    const pageText = bodyRows().map((row) => row.textContent).join('|');
    fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(blobs).toHaveLength(1), { timeout: 10_000 });

    const chunks = answers
      .filter((answer) => answer.query.get('qtdRegistro') === '1000')
      .sort((a, b) => Number(a.query.get('linhaInicial')) - Number(b.query.get('linhaInicial')));
    expect(chunks.map((chunk) => chunk.query.get('linhaInicial'))).toEqual(['0', '1000']);
    chunks.forEach((chunk) => {
      expect(chunk.query.get('ordenacao')).toBe('DT_EVENTO');
      expect(chunk.query.get('direcao')).toBe('DESC');
      expect(chunk.query.get('idFornecedor')).toBe('0000003');
    });
    const total = chunks[1].total;
    expect(total).toBeGreaterThan(1000);
    expect(chunks[0].itens).toHaveLength(1000);
    expect(chunks[1].itens).toHaveLength(total - 1000);

    const lines = (await readBlob(blobs[0])).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('\uFEFFTipo;Data;Descrição');
    expect(lines).toHaveLength(total + 1);
    // RFC 4180: a cell holding ';', '"' or a line break is quoted (the session lines carry JSON).
    const cell = (text: string) => (/[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
    const csvLine = (row: LogRow) => [row.DS_TIPO.includes('I') ? 'Auditória' : 'Erro', formatDateTime(row.DT_EVENTO), cell(row.DS_LOG)].join(';');
    expect(lines[1]).toBe(csvLine(chunks[0].itens[0]));
    expect(lines[1001]).toBe(csvLine(chunks[1].itens[0]));

    expect(screen.getByText(pager as string)).toBeInTheDocument();
    expect(bodyRows().map((row) => row.textContent).join('|')).toBe(pageText);
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeEnabled();
  });

  it("a failed load says 'Erro ao carregar dados!' instead of 'Nenhum registro encontrado'", async () => {
    setFault('GET /api/legacy/log', { status: 500 });
    await renderScreenAs('sourcing', <LogList />, { route: '/logs', resource: 'logs' });
    const panel = await screen.findByTestId('list-error', {}, { timeout: 15000 });
    expect(panel).toHaveTextContent('Erro ao carregar dados!');
    expect(screen.queryByText('Nenhum registro encontrado')).not.toBeInTheDocument();
    // No pager counting rows that never came.
    expect(screen.queryByText(/^\d+-\d+ de \d+$/)).not.toBeInTheDocument();
  });

  it('a supplier (moveis) gets the access-denied page, and the server refuses GET /log with 403', async () => {
    const answers = watchLogReads();
    await renderAppAs('moveis', '/logs');
    expect(await screen.findByTestId('access-denied', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(within(screen.getByTestId('side-menu')).queryByText('Logs')).not.toBeInTheDocument();
    expect(answers).toHaveLength(0);
    const response = await fetch(apiUrl('legacy', '/log?idFornecedor=1000001&linhaInicial=0&qtdRegistro=15'), {
      headers: { 'User-Token': getToken()! },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ status: false, message: 'Usuário não tem permissão para acessar funcionalidades' });
  });
});
