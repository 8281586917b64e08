import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../mocks/db/db';
import { server } from '../../../mocks/node';
import { formatDate, formatMoney } from '../../../src/i18n/format';
import { PedidosPendentesList } from '../../../src/resources/pedidos/PedidosPendentesList';
import { advanceUntil } from '../../helpers/clock';
import { readBlob, spyDownload } from '../../helpers/downloads';
import { renderScreenAs } from '../../helpers/renderScreen';
import { untranslated } from '../../helpers/untranslated';
import { watchOrderCalls } from './orderCalls';

const LOAD = { timeout: 10_000 };
const bodyRows = () => Array.from(document.querySelectorAll<HTMLElement>('tbody tr'));
const cells = (row: HTMLElement) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '');

beforeEach(() => localStorage.clear());
afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

describe('Pedidos não agendados (/pendentes)', { timeout: 40_000 }, () => {
  it('the same table without actions and schedule columns; search by product name, branch filter, server sort and CSV', async () => {
    const calls = watchOrderCalls();
    const { blobs, names } = spyDownload();
    await renderScreenAs('acessorios', <PedidosPendentesList />, { route: '/pendentes', resource: 'pedidosPendentes' });
    expect(await screen.findByText('1-12 de 12', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Pedidos não agendados', { selector: 'h1' })).toBeInTheDocument();
    const headers = Array.from(document.querySelectorAll('thead th'), (header) => header.textContent);
    expect(headers).toEqual([
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
      'Qtd. item',
      'Qtd. entregue',
      'Qtd. pendente',
      'Valor unitário',
      'IPI %',
      'Valor total',
      'Valor pendente',
      'Volumes pendentes',
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
    ]);
    expect(screen.queryByText('PDF PT')).not.toBeInTheDocument();
    expect(screen.queryByText('Cancelar')).not.toBeInTheDocument();
    await waitFor(() => expect(calls.lists).toHaveLength(1));
    const [first] = calls.lists;
    expect(first.query).toEqual({ scheduleIs: 'N', personId: '2000001', ordenacao: 'expectedDeliveryDate', direcao: 'ASC', initialRow: '0', nextRows: '15' });
    const line = first.itens[0];
    const row = cells(bodyRows()[0]);
    expect(row.slice(0, 5)).toEqual([String(line.purchaseOrderId), String(line.productId), String(line.numericCode), line.alphaId, line.productName]);
    expect(row[8]).toBe(formatDate(line.expectedDeliveryDate));
    expect(row[15]).toBe(formatMoney(line.amount));
    expect(row[22]).toBe('Aguardando agendamento');
    expect(untranslated()).toEqual([]);

    // Text that is not a whole number searches product names. The filter form's 500 ms pause passes on a fake clock.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(screen.getByPlaceholderText('Pesquisar'), { target: { value: 'luminaria' } });
    await advanceUntil(() => expect(calls.lists.some((call) => call.query.q === 'luminaria')).toBe(true));
    const found = calls.lists.find((call) => call.query.q === 'luminaria')!;
    const expected = db.tables.orderLines.filter((item) => item.personId === 2000001 && item.stage === 'N' && item.productName === 'Luminária de mesa').length;
    expect(found.total).toBe(expected);
    expect(await screen.findByText(`1-${expected} de ${expected}`, {}, LOAD)).toBeInTheDocument();
    bodyRows().forEach((item) => expect(cells(item)[4]).toBe('Luminária de mesa'));
    fireEvent.click(screen.getByLabelText('Limpar pesquisa'));
    await advanceUntil(() => expect(screen.getByText('1-12 de 12')).toBeInTheDocument());

    // Branch filter: 101 Extrema-MG and 40 Jandira-SP, from the branches call.
    fireEvent.mouseDown(within(screen.getByTestId('list-toolbar').parentElement as HTMLElement).getByLabelText('Filial'));
    const options = within(await screen.findByRole('listbox'));
    expect(options.getAllByRole('option').map((option) => option.textContent)).toEqual(['Todas as filiais', '101 - Extrema-MG', '40 - Jandira-SP']);
    fireEvent.click(options.getByText('40 - Jandira-SP'));
    await advanceUntil(() => expect(calls.lists.some((call) => call.query.branchId === '40')).toBe(true));
    const jandira = calls.lists.find((call) => call.query.branchId === '40')!;
    await waitFor(() => expect(bodyRows()).toHaveLength(jandira.itens.length));
    bodyRows().forEach((item) => expect(cells(item)[21]).toBe('40 - Jandira-SP'));

    // Sorting goes to the server.
    fireEvent.click(screen.getByText('Pedido', { selector: 'thead th *' }));
    await waitFor(() => expect(calls.lists.some((call) => call.query.ordenacao === 'purchaseOrderId')).toBe(true), LOAD);
    expect(calls.lists.find((call) => call.query.ordenacao === 'purchaseOrderId')!.query).toMatchObject({ direcao: 'ASC', branchId: '40' });

    // CSV of the current filter: ';', BOM, the table's columns as shown.
    fireEvent.click(screen.getByLabelText('Exportar'));
    await waitFor(() => expect(blobs).toHaveLength(1), LOAD);
    expect(names).toEqual(['pedidos-nao-agendados.csv']);
    const lines = (await readBlob(blobs[0])).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(`\uFEFF${headers.join(';')}`);
    expect(lines).toHaveLength(jandira.total + 1);
    const exported = [...jandira.itens].sort((a, b) => a.purchaseOrderId - b.purchaseOrderId || a.productId - b.productId)[0];
    // Codes stay text in a spreadsheet (a leading tab), whatever their digits.
    expect(lines[1].split(';').slice(0, 5)).toEqual([`\t${exported.purchaseOrderId}`, `\t${exported.productId}`, `\t${exported.numericCode}`, exported.alphaId, exported.productName]);
    expect(lines[1]).toContain(`;40 - Jandira-SP;Aguardando agendamento;`);
  });
});
