import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format, parseISO } from 'date-fns';
import { db } from '../../../mocks/db/db';
import { setFault } from '../../../mocks/http/faults';
import { server } from '../../../mocks/node';
import { BRANCHES } from '../../../mocks/pedidos/seed';
import { formatDate, formatMoney } from '../../../src/i18n/format';
import { enqueueSnackbar } from '../../../src/kit/snackbar/queue';
import { PedidosAgendadosList } from '../../../src/resources/pedidos/PedidosAgendadosList';
import type { PendingOrderLine } from '../../../src/types/api';
import { readBlob, spyDownload } from '../../helpers/downloads';
import { renderScreenAs } from '../../helpers/renderScreen';
import { untranslated } from '../../helpers/untranslated';
import { watchOrderCalls } from './orderCalls';

// 15 rows of many columns: on a busy 2-core CI machine a render alone took over 10 s.
const LOAD = { timeout: 25_000 };
const HEADERS = [
  'Ações',
  'Pedido',
  'Cód. produto',
  'Cód. numérico',
  'Cód. alfa',
  'Produto',
  'Cor',
  'Emissão',
  'Data original',
  'Previsão de entrega',
  'Data de entrega',
  'Data de agendamento',
  'Qtd. item',
  'Qtd. entregue',
  'Qtd. pendente',
  'Valor unitário',
  'IPI %',
  'Valor total',
  'Valor pendente',
  'Volumes pendentes',
  'Qtd. agendada',
  'Volumes agendados',
  'Grupo',
  'Tipo de pedido',
  'Condição de pagamento',
  'Filial',
  'Situação',
  'Índice de qualidade',
  'NCM',
  'Multa',
  'Desconto %',
  'Valor do desconto',
  'Valor líquido',
  'Antecipação solicitada',
  'Motivo da recusa',
  'Data sugerida',
];

// Plain DOM queries: role queries over a 36-column table cost seconds, and a closing dialog hides the page from them.
const bodyRows = () => Array.from(document.querySelectorAll<HTMLElement>('tbody tr'));
const cells = (row: HTMLElement) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '');
const rowOf = (line: PendingOrderLine) =>
  bodyRows().find((row) => cells(row)[1] === String(line.purchaseOrderId) && cells(row)[2] === String(line.productId)) as HTMLElement;
const open = (account: 'moveis' | 'master' = 'moveis') => renderScreenAs(account, <PedidosAgendadosList />, { route: '/agendados', resource: 'pedidosAgendados' });
const logged = (text: string) => db.tables.logs.some((row) => row.DS_LOG === text && row.DS_TIPO === 'I');

// react-admin keeps each list's page, sort and filter in its store (localStorage): every test starts afresh.
beforeEach(() => localStorage.clear());
afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

describe('Pedidos agendados (/agendados)', { timeout: 90_000 }, () => {
  it('shows every column of the order line, 15 lines of the server total, newest schedule first, Cancelar only where allowed', async () => {
    const calls = watchOrderCalls();
    await open();
    expect(await screen.findByText('1-15 de 24', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Pedidos agendados', { selector: 'h1' })).toBeInTheDocument();
    expect(document.title).toBe('Portal do Fornecedor - Pedidos agendados');
    expect(Array.from(document.querySelectorAll('thead th'), (header) => header.textContent)).toEqual(HEADERS);
    await waitFor(() => expect(calls.lists).toHaveLength(1));
    const [first] = calls.lists;
    expect(first.query).toEqual({ scheduleIs: 'A', personId: '1000001', ordenacao: 'scheduleDate', direcao: 'DESC', initialRow: '0', nextRows: '15' });
    expect(bodyRows()).toHaveLength(15);

    // A line as the server sent it: dates dd/MM/yyyy ('-' for none), money in BRL, branch 'id - name', Sim/Não.
    const line = first.itens.find((item) => item.percentDiscont > 0 && item.allowCancelIs === 'S')!;
    const shown = cells(rowOf(line));
    expect(shown.slice(1, 13)).toEqual([
      String(line.purchaseOrderId),
      String(line.productId),
      String(line.numericCode),
      line.alphaId,
      line.productName,
      line.colorAbbreviation,
      formatDate(line.issueDate),
      formatDate(line.deliveryDateOrigin),
      formatDate(line.expectedDeliveryDate),
      formatDate(line.deliveryDate),
      formatDate(line.scheduleDate),
      String(line.itemQuantity),
    ]);
    expect(shown[15]).toBe(formatMoney(line.unitaryValue));
    expect(shown[16]).toBe('3,25%');
    expect(shown[25]).toBe(`${line.branchId} - ${line.branchName}`);
    expect(shown[30]).toBe('2,5%');
    expect(shown[33]).toBe('Sim');
    expect(shown[35]).toBe('-');

    // Cancelar follows allowCancelIs; a refused line says why it cannot be cancelled.
    for (const item of first.itens) {
      const cancel = within(rowOf(item)).getByLabelText(/^Cancelar o agendamento/);
      if (item.allowCancelIs === 'S') expect(cancel).toBeEnabled();
      else expect(cancel).toBeDisabled();
    }
    const blocked = first.itens.find((item) => item.allowCancelIs === 'N')!;
    expect(within(rowOf(blocked)).getByLabelText('Este agendamento não pode mais ser cancelado')).toBeInTheDocument();
    // PDF PT, PDF EN and Arquivo open the in-app routes; the calendar file only for deliveries still to come.
    const links = within(rowOf(line));
    expect(links.getByLabelText(`PDF PT do pedido ${line.purchaseOrderId}`)).toHaveAttribute('href', `/pedidoCompra/${line.branchId}/${line.purchaseOrderId}/PT-BR`);
    expect(links.getByLabelText(`PDF EN do pedido ${line.purchaseOrderId}`)).toHaveAttribute('href', `/pedidoCompra/${line.branchId}/${line.purchaseOrderId}/EN`);
    expect(links.getByLabelText(`Arquivo do pedido ${line.purchaseOrderId}`)).toHaveAttribute('href', `/pedidoCompra/arquivos/${line.branchId}/${line.purchaseOrderId}`);
    for (const item of first.itens) {
      const upcoming = item.quantityOutstanding > 0 && !item.rejectionReasonDescription;
      expect(within(rowOf(item)).queryAllByLabelText(/^Adicionar ao calendário/)).toHaveLength(upcoming ? 1 : 0);
    }
    expect(untranslated()).toEqual([]);

    // The search: a whole number is an order number.
    fireEvent.change(screen.getByPlaceholderText('Pesquisar'), { target: { value: String(blocked.purchaseOrderId) } });
    await waitFor(() => expect(calls.lists.some((call) => call.query.q === String(blocked.purchaseOrderId))).toBe(true), LOAD);
    const found = calls.lists.find((call) => call.query.q === String(blocked.purchaseOrderId))!;
    expect(found.query.initialRow).toBe('0');
    await waitFor(() => expect(bodyRows()).toHaveLength(found.itens.length));
    expect(new Set(bodyRows().map((row) => cells(row)[1]))).toEqual(new Set([String(blocked.purchaseOrderId)]));

    // Opening a PDF is tracked in the server log.
    fireEvent.click(within(rowOf(blocked)).getByLabelText(`PDF PT do pedido ${blocked.purchaseOrderId}`));
    await waitFor(() =>
      expect(logged(`Pedido ${blocked.purchaseOrderId}, produto ${blocked.productId} (${blocked.productName}), fornecedor 1000001: PDF PT aberto`)).toBe(true),
    );
  });

  it("'Adicionar ao calendário' saves the delivery as an .ics file: all-day on the schedule date at the branch's address", async () => {
    const calls = watchOrderCalls();
    const { blobs, names } = spyDownload();
    await open();
    await screen.findByText('1-15 de 24', {}, LOAD);
    await waitFor(() => expect(calls.lists).toHaveLength(1));
    const line = calls.lists[0].itens.find((item) => item.allowCancelIs === 'S' && item.branchId === 101)!;
    fireEvent.click(within(rowOf(line)).getByLabelText(`Adicionar ao calendário a entrega do pedido ${line.purchaseOrderId}, produto ${line.productName}`));
    expect(names).toEqual([`entrega-${line.purchaseOrderId}-${line.productId}.ics`]);
    expect(blobs[0].type).toBe('text/calendar;charset=utf-8');
    const text = await readBlob(blobs[0]);
    const day = format(parseISO(line.scheduleDate), 'yyyyMMdd');
    const next = format(new Date(parseISO(line.scheduleDate).getTime() + 36 * 3_600_000), 'yyyyMMdd');
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    text.split('\r\n').forEach((physical) => expect(new TextEncoder().encode(physical).length).toBeLessThanOrEqual(75));
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain(`UID:${line.purchaseOrderId}-${line.productId}-101-${day}@portal-do-fornecedor\r\n`);
    expect(unfolded).toContain(`DTSTART;VALUE=DATE:${day}\r\nDTEND;VALUE=DATE:${next}\r\n`);
    expect(unfolded).toContain(`SUMMARY:Entrega do pedido ${line.purchaseOrderId} - ${line.productName}\r\n`);
    expect(unfolded).toContain(`LOCATION:Extrema-MG - ${BRANCHES[0].address.replace(/,/g, '\\,')}\r\n`);
    expect(unfolded).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(unfolded).toContain('METHOD:PUBLISH\r\n');
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it("Cancelar asks first; a failure says 'Não foi possivel enviar pedido!'; then one call however many clicks, the server's message and the list without the line", async () => {
    const calls = watchOrderCalls();
    await open();
    await screen.findByText('1-15 de 24', {}, LOAD);
    await waitFor(() => expect(calls.lists).toHaveLength(1));
    const line = calls.lists[0].itens.find((item) => item.allowCancelIs === 'S')!;
    const date = formatDate(line.scheduleDate);
    const ask = async () => {
      fireEvent.click(within(rowOf(line)).getByLabelText(`Cancelar o agendamento do pedido ${line.purchaseOrderId}, produto ${line.productName}`));
      const dialog = (await screen.findByText('Cancelar agendamento', {}, LOAD)).closest('[role="dialog"]') as HTMLElement;
      expect(dialog).toHaveTextContent(
        `Deseja cancelar o agendamento do pedido ${line.purchaseOrderId}, produto ${line.productName}, para ${date}? O item volta para os pedidos não agendados.`,
      );
      return within(dialog).getByRole('button', { name: 'Sim' });
    };

    // 'Não' closes without a call.
    await ask();
    fireEvent.click(screen.getByText('Não', { selector: 'button' }));
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());

    // The answers never wait behind a sticky message, such as the home screen's pending-orders warning.
    enqueueSnackbar('Você tem pedidos pendentes. Acesse a página de Pedidos não agendados!', { type: 'warning', sticky: true });
    setFault('PUT /api/legacy/pedidos/cancelar', { status: 500, times: 1 });
    fireEvent.click(await ask());
    const failure = (await screen.findByText('Não foi possivel enviar pedido!', {}, LOAD)).closest('[role="alert"]') as HTMLElement;
    expect(rowOf(line)).toBeDefined();
    // The snackbar queue shows one message at a time: close this one so the next shows at once.
    fireEvent.click(within(failure).getByLabelText('Fechar'));

    const yes = await ask();
    fireEvent.click(yes);
    fireEvent.click(yes);
    expect(await screen.findByText('Agendamento cancelado!', {}, LOAD)).toBeInTheDocument();
    expect(await screen.findByText('1-15 de 23', {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(rowOf(line)).toBeUndefined());
    const body = { cd_fil: line.branchId, dt_entrg: format(parseISO(line.deliveryDate), 'dd/MM/yyyy'), id_prod: line.productId, nr_pc: line.purchaseOrderId };
    expect(calls.cancels).toEqual([body, body]);
    expect(db.tables.orderLines.find((row) => row.purchaseOrderId === line.purchaseOrderId && row.productId === line.productId)?.stage).toBe('N');
    expect(
      logged(`Pedido ${line.purchaseOrderId}, produto ${line.productId} (${line.productName}), fornecedor 1000001: cancelamento do agendamento de ${date} solicitado`),
    ).toBe(true);
  });

  it("internal staff choose the supplier first: 'Selecione o fornecedor' and no call until then; the links carry the supplier", async () => {
    const calls = watchOrderCalls();
    await open('master');
    expect(await screen.findByText('Selecione o fornecedor', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeDisabled();
    const supplier = screen.getByRole('combobox', { name: 'Fornecedor' });
    const user = userEvent.setup();
    await user.click(supplier);
    await user.paste('1000001');
    // The options are searched on the server after a pause: a click on an option of the list before the search lands
    // on a node the search's answer then replaces, so click until the choice holds.
    const option = /^1000001 - /;
    await waitFor(() => {
      if (!option.test((supplier as HTMLInputElement).value)) fireEvent.click(screen.getByRole('option', { name: option }));
      expect((supplier as HTMLInputElement).value).toMatch(option);
    }, LOAD);
    expect(await screen.findByText('1-15 de 24', {}, LOAD)).toBeInTheDocument();
    expect(calls.lists.map((call) => call.query.personId)).toEqual(['1000001']);
    const line = calls.lists[0].itens[0];
    expect(line.personId).toBe(1000001);
    expect(within(rowOf(line)).getByLabelText(`PDF EN do pedido ${line.purchaseOrderId}`)).toHaveAttribute(
      'href',
      `/pedidoCompra/${line.branchId}/${line.purchaseOrderId}/EN?personId=1000001`,
    );
    expect(within(rowOf(line)).getByLabelText(`Arquivo do pedido ${line.purchaseOrderId}`)).toHaveAttribute(
      'href',
      `/pedidoCompra/arquivos/${line.branchId}/${line.purchaseOrderId}?personId=1000001`,
    );
  });
});
