import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { format, subDays } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { db } from '../../../mocks/db/db';
import { server } from '../../../mocks/node';
import { apiUrl } from '../../../src/config';
import { ProtocolosPage } from '../../../src/custom/protocolos/ProtocolosPage';
import { PROTOCOL_PATHS } from '../../../src/dataProviders/protocolos/wire';
import * as printPdfModule from '../../../src/kit/pdf/printPdf';
import { ACCOUNTS } from '../../helpers/accounts';
import { readBlob, spyDownload } from '../../helpers/downloads';
import { renderScreenAs } from '../../helpers/renderScreen';
import { standIn } from '../../helpers/standIn';
import { untranslated } from '../../helpers/untranslated';

const printed: Blob[] = [];
standIn(printPdfModule, 'printPdf', () => (pdf: Blob) => {
  printed.push(pdf);
  return () => undefined;
});

const LOAD = { timeout: 8000 };
const ROUTE = { route: '/protocolos' };
const ITEM_COLUMNS = ['Situação', 'Filial', 'Depósito de Entrega', 'Nº ped.', 'Cód. num', 'Alfa', 'N. Prod.', 'Cor', 'Qtd'];

afterEach(() => {
  vi.restoreAllMocks();
  printed.length = 0;
});

const ddMMyyyy = (day: string) => day.split('-').reverse().join('/');
/** The supplier's scheduled lines the protocols show (pending confirmation, confirmed, delivered). */
const scheduled = (personId: number) =>
  db.tables.orderLines.filter((line) => line.personId === personId && line.stage === 'A' && ['P', 'C', 'E'].includes(line.status ?? ''));
const daysOf = (personId: number) => [...new Set(scheduled(personId).map((line) => line.scheduleDate.slice(0, 10)))].sort();
const linesOn = (personId: number, day: string) => scheduled(personId).filter((line) => line.scheduleDate.startsWith(day));

const datesTable = () => screen.getByRole('table', { name: 'Datas de agendamento' });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const headers = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
const dateInput = () => screen.getByRole('combobox', { name: 'Data do agendamento' });
const receiptButton = (day: string) => screen.queryByRole('button', { name: `Comprovante do protocolo de ${ddMMyyyy(day)} (PDF)` });

async function typeDate(text: string) {
  fireEvent.change(dateInput(), { target: { value: text } });
  fireEvent.keyDown(dateInput(), { key: 'Enter' });
}

/** Opens a day from the dates table, sorted oldest first so that the oldest day is on the first row. */
async function openOldestDay(personId: number): Promise<string> {
  await waitFor(() => expect(bodyRows(datesTable()).length).toBeGreaterThan(0), LOAD);
  fireEvent.click(within(datesTable()).getByText('Datas'));
  const oldest = daysOf(personId)[0];
  await waitFor(() => expect(bodyRows(datesTable())[0]).toHaveTextContent(ddMMyyyy(oldest)), LOAD);
  fireEvent.click(within(bodyRows(datesTable())[0]).getByRole('button', { name: `Abrir o protocolo de ${ddMMyyyy(oldest)}` }));
  await waitFor(() => expect(dateInput()).toHaveValue(ddMMyyyy(oldest)), LOAD);
  return oldest;
}

describe('scheduling protocols (/protocolos) as a supplier (1000001)', () => {
  it('shows the dates (newest first, sortable), then the chosen day with its items, 10 per page, and the receipt', async () => {
    // Twelve schedules on the supplier's oldest day, so that its items take two pages.
    const oldestDay = daysOf(1000001)[0];
    const model = linesOn(1000001, oldestDay)[0];
    for (let index = linesOn(1000001, oldestDay).length; index < 12; index += 1) {
      db.tables.orderLines.push({ ...model, purchaseOrderId: 990_000 + index });
    }
    await renderScreenAs('moveis', <ProtocolosPage />, ROUTE);
    expect(screen.getByRole('heading', { level: 1, name: 'Protocolos de Agendamento' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Selecione o fornecedor' })).not.toBeInTheDocument();
    const days = daysOf(1000001);
    await waitFor(() => expect(bodyRows(datesTable())).toHaveLength(10), LOAD);
    expect(headers(datesTable())).toEqual(['Datas']);
    expect(bodyRows(datesTable()).map((row) => row.textContent)).toEqual(days.slice(-10).reverse().map(ddMMyyyy));
    expect(screen.queryByRole('combobox', { name: 'Data do agendamento' })).not.toBeInTheDocument();

    const day = await openOldestDay(1000001);
    expect(dateInput()).toHaveAttribute('placeholder', 'Escolha uma data');
    expect(screen.queryByRole('table', { name: 'Datas de agendamento' })).not.toBeInTheDocument();
    const itemsTable = await screen.findByRole('table', { name: `Itens do protocolo de ${ddMMyyyy(day)}` }, LOAD);
    expect(headers(itemsTable)).toEqual(ITEM_COLUMNS);
    const lines = linesOn(1000001, day).sort((a, b) => a.purchaseOrderId - b.purchaseOrderId);
    expect(lines).toHaveLength(12);
    await waitFor(() => expect(bodyRows(itemsTable)).toHaveLength(10), LOAD);
    expect(screen.getByText('1-10 de 12')).toBeInTheDocument();
    const first = lines[0];
    const cells = within(bodyRows(itemsTable)[0]).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual([
      { P: 'Confirmação Pendente', C: 'Agendamento Confirmado', E: 'Entrega Concluída' }[first.status as 'P' | 'C' | 'E'],
      String(first.branchId),
      first.branchName,
      String(first.purchaseOrderId),
      String(first.numericCode),
      first.alphaId,
      first.productName,
      first.colorAbbreviation,
      String(first.scheduleQuantity || first.itemQuantity),
    ]);

    fireEvent.click(screen.getByRole('button', { name: /página 2/i }));
    await waitFor(() => expect(bodyRows(itemsTable)).toHaveLength(2), LOAD);
    expect(bodyRows(itemsTable)[1]).toHaveTextContent(String(lines[11].purchaseOrderId));

    // The oldest day lies weeks back: its receipt is offered, with every item of the day.
    fireEvent.click(receiptButton(day)!);
    const dialog = await screen.findByRole('dialog', { name: 'Comprovante do protocolo de pedido' });
    await within(dialog).findByText(ACCOUNTS.moveis.nome, {}, LOAD);
    for (const label of ['Usuário', 'Código', 'Data do agendamento', 'Data de impressão', 'Token']) expect(within(dialog).getByText(label)).toBeInTheDocument();
    expect(within(dialog).getByText(ACCOUNTS.moveis.codigo)).toBeInTheDocument();
    expect(within(dialog).getByText(ddMMyyyy(day))).toBeInTheDocument();
    expect(within(dialog).getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(within(dialog).getByText(/^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/)).toBeInTheDocument();
    const receiptTable = within(dialog).getByRole('table', { name: 'Comprovante do protocolo de pedido' });
    expect(headers(receiptTable)).toEqual(ITEM_COLUMNS.filter((column) => column !== 'Depósito de Entrega'));
    expect(bodyRows(receiptTable)).toHaveLength(lines.length);

    const spy = spyDownload();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Salvar PDF' })).toBeEnabled(), LOAD);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar PDF' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar PDF' }));
    await waitFor(() => expect(spy.names).toEqual([`protocolo-agendamento-${ddMMyyyy(day).replaceAll('/', '-')}.pdf`]), LOAD);
    expect((await readBlob(spy.blobs[0])).startsWith('%PDF-')).toBe(true);

    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Imprimir' })).toBeEnabled(), LOAD);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Imprimir' }));
    await waitFor(() => expect(printed).toHaveLength(1), LOAD);
    expect(printed[0].type).toBe('application/pdf');
    expect(spy.names).toHaveLength(1);
    expect(untranslated()).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers no receipt for a day from 4 days ago through today, nor for a day without items', async () => {
    const today = format(new Date(), 'yyyy-MM-dd');
    const fourDaysAgo = format(subDays(new Date(), 4), 'yyyy-MM-dd');
    const [a, b] = scheduled(1000001).filter((line) => line.status === 'E');
    a.scheduleDate = `${today}T00:00:00`;
    b.scheduleDate = `${fourDaysAgo}T00:00:00`;
    await renderScreenAs('moveis', <ProtocolosPage />, ROUTE);
    const oldest = await openOldestDay(1000001);
    await waitFor(() => expect(receiptButton(oldest)).toBeInTheDocument(), LOAD);
    for (const day of [today, fourDaysAgo]) {
      await typeDate(ddMMyyyy(day));
      const itemsTable = await screen.findByRole('table', { name: `Itens do protocolo de ${ddMMyyyy(day)}` }, LOAD);
      await waitFor(() => expect(bodyRows(itemsTable).length).toBeGreaterThan(0), LOAD);
      expect(receiptButton(day)).not.toBeInTheDocument();
    }

    // A day the server answers without items: 'Não existem registros!' and no receipt.
    server.use(http.get(apiUrl('legacy', PROTOCOL_PATHS.items), () => HttpResponse.json({ status: true, message: 'Sucesso', itens: [] })));
    await typeDate(ddMMyyyy(oldest));
    expect(await screen.findByText('Não existem registros!', {}, LOAD)).toBeInTheDocument();
    expect(receiptButton(oldest)).not.toBeInTheDocument();
  });

  it('handles a date typed by hand that does not exist or has no protocol, and opens a listed one', async () => {
    await renderScreenAs('moveis', <ProtocolosPage />, ROUTE);
    const day = await openOldestDay(1000001);
    await screen.findByRole('table', { name: `Itens do protocolo de ${ddMMyyyy(day)}` }, LOAD);
    await typeDate('31/02/2026');
    expect(await screen.findByText('Data inválida')).toBeInTheDocument();
    expect(dateInput()).toHaveValue('31/02/2026');
    expect(screen.getByRole('table', { name: `Itens do protocolo de ${ddMMyyyy(day)}` })).toBeInTheDocument();

    await typeDate('01/01/2020');
    expect(await screen.findByText('Não há protocolo de agendamento em 01/01/2020.')).toBeInTheDocument();

    const next = daysOf(1000001)[1];
    await typeDate(ddMMyyyy(next));
    expect(await screen.findByRole('table', { name: `Itens do protocolo de ${ddMMyyyy(next)}` }, LOAD)).toBeInTheDocument();
    expect(screen.queryByText('Data inválida')).not.toBeInTheDocument();
  });
});

describe('scheduling protocols (/protocolos) as staff (0000002, filtro-fornecedor)', () => {
  it('picks the supplier first, then sees its dates', async () => {
    await renderScreenAs('comercial', <ProtocolosPage />, ROUTE);
    expect(screen.getAllByRole('status').map((element) => element.textContent)).toContain('Selecione o fornecedor');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Selecione o fornecedor' }), { target: { value: '1000001' } });
    fireEvent.click(await screen.findByRole('option', { name: /^1000001 - / }, LOAD));
    await waitFor(() => expect(bodyRows(datesTable())).toHaveLength(10), LOAD);
    const newest = daysOf(1000001).at(-1)!;
    expect(bodyRows(datesTable())[0]).toHaveTextContent(ddMMyyyy(newest));
    // A click anywhere on the row opens the day.
    fireEvent.click(bodyRows(datesTable())[0].querySelector('td')!);
    await waitFor(() => expect(dateInput()).toHaveValue(ddMMyyyy(newest)), LOAD);
    expect(await screen.findByRole('table', { name: `Itens do protocolo de ${ddMMyyyy(newest)}` }, LOAD)).toBeInTheDocument();
  });
});
