import type { SortPayload } from 'react-admin';
import { orderListQuery, orderSortQuery, pedidosAgendadosProvider, pedidosPendentesProvider } from '../../../src/dataProviders/pedidos';
import { recordCalls, recordTickets, stubSessionToken, target } from '../dataProviders/recordCalls';

const EMPTY = { status: true, itens: [], total: { value: 0 } };
const page = (page: number, filter: Record<string, unknown> = {}, sort: SortPayload = { field: 'scheduleDate', order: 'ASC' }) => ({
  pagination: { page, perPage: 15 },
  sort,
  filter,
});

beforeEach(() => stubSessionToken('a'.repeat(64)));
afterEach(() => vi.unstubAllGlobals());

describe('order-line lists provider (GET /pedidos)', () => {
  it('filter → query: supplier only when chosen, search trimmed, branch', () => {
    expect(orderListQuery({})).toEqual({ personId: undefined, q: undefined, branchId: undefined });
    expect(orderListQuery({ personId: 1000001, q: '  sofá ', branchId: 101 })).toEqual({ personId: '1000001', q: 'sofá', branchId: '101' });
    expect(orderListQuery({ personId: '', q: '   ', branchId: null })).toEqual({ personId: undefined, q: undefined, branchId: undefined });
  });

  it('sort → ordenacao/direcao for the server-sortable columns only', () => {
    expect(orderSortQuery({ field: 'purchaseOrderId', order: 'DESC' })).toEqual({ ordenacao: 'purchaseOrderId', direcao: 'DESC' });
    expect(orderSortQuery({ field: 'scheduleDate', order: 'ASC' })).toEqual({ ordenacao: 'scheduleDate', direcao: 'ASC' });
    expect(orderSortQuery({ field: 'alphaId', order: 'ASC' })).toEqual({});
    expect(orderSortQuery({ field: 'id', order: 'DESC' })).toEqual({});
  });

  it('/agendados asks scheduleIs=A with the 0-based row window of the page, search, branch and sort', async () => {
    const seen = recordCalls('get', '/pedidos', EMPTY);
    await pedidosAgendadosProvider.getList('pedidosAgendados', page(1));
    await pedidosAgendadosProvider.getList('pedidosAgendados', page(3, { q: '4500300123', branchId: 40 }, { field: 'amount', order: 'DESC' }));
    expect(seen.map(target)).toEqual([
      '/api/legacy/pedidos?scheduleIs=A&ordenacao=scheduleDate&direcao=ASC&initialRow=0&nextRows=15',
      '/api/legacy/pedidos?scheduleIs=A&q=4500300123&branchId=40&ordenacao=amount&direcao=DESC&initialRow=30&nextRows=15',
    ]);
  });

  it('/pendentes asks scheduleIs=N; internal staff send the chosen supplier; unsortable columns send no sort', async () => {
    const seen = recordCalls('get', '/pedidos', EMPTY);
    await pedidosPendentesProvider.getList('pedidosPendentes', page(2, { personId: 1000001, q: 'Sofá retrátil' }, { field: 'colorAbbreviation', order: 'ASC' }));
    expect(seen.map(target)).toEqual(['/api/legacy/pedidos?scheduleIs=N&personId=1000001&q=Sof%C3%A1+retr%C3%A1til&initialRow=15&nextRows=15']);
  });

  it('reads the server total and gives every line an id from order, product, branch and delivery day', async () => {
    const line = { purchaseOrderId: 4500300123, productId: 100456, branchId: 101, deliveryDate: '2026-03-12T00:00:00', totalRows: 24 };
    recordCalls('get', '/pedidos', { status: true, itens: [line], total: { value: 24 } });
    const answer = await pedidosAgendadosProvider.getList('pedidosAgendados', page(1));
    expect(answer.total).toBe(24);
    expect(answer.data[0].id).toBe('4500300123-100456-101-2026-03-12');
  });

  it('cancel is PUT /pedidos/cancelar with the line and the supplier, sent once however many clicks', async () => {
    const seen = recordCalls('put', '/pedidos/cancelar', { status: true, message: 'Agendamento cancelado!' });
    const payload = { cd_fil: 101, dt_entrg: '12/03/2026', id_prod: 100456, nr_pc: 4500300123, personId: 1000001 };
    const [first, second] = await Promise.all([
      pedidosAgendadosProvider.cancel('pedidosAgendados', payload),
      pedidosAgendadosProvider.cancel('pedidosAgendados', payload),
    ]);
    expect(first.message).toBe('Agendamento cancelado!');
    expect(second).toBe(first);
    expect(seen).toHaveLength(1);
    expect(target(seen[0])).toBe('/api/legacy/pedidos/cancelar');
    expect(await seen[0].json()).toEqual(payload);
  });

  it('order PDF and file: branch, order, English flag and supplier in the query; the file with a download ticket (never the token) in its path', async () => {
    recordTickets('c3'.repeat(24));
    const pdf = recordCalls('get', '/pedidoCompra/pdf', () => new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'Content-Type': 'application/pdf' } }));
    const file = recordCalls('get', '/pedidoCompra/arquivos/:cdFil/:cdPedido/:ticket/:filename', () => new Response(new Uint8Array([1]), { headers: { 'Content-Type': 'application/pdf' } }));
    const en = await pedidosAgendadosProvider.orderPdf('pedidosAgendados', { branchId: 101, purchaseOrderId: 4500300123, language: 'EN', personId: 1000001 });
    await pedidosAgendadosProvider.orderPdf('pedidosAgendados', { branchId: 40, purchaseOrderId: 4500300124, language: 'PT-BR' });
    const stored = await pedidosAgendadosProvider.orderFile('pedidosAgendados', { branchId: 101, purchaseOrderId: 4500300123 });
    expect(pdf.map(target)).toEqual([
      '/api/legacy/pedidoCompra/pdf?cdFil=101&purchaseOrderId=4500300123&ingles=S&personId=1000001',
      '/api/legacy/pedidoCompra/pdf?cdFil=40&purchaseOrderId=4500300124&ingles=N',
    ]);
    expect(en.fileName).toBe('pedido-4500300123-EN.pdf');
    expect(file.map(target)).toEqual([`/api/legacy/pedidoCompra/arquivos/101/4500300123/${'c3'.repeat(24)}/pedido-4500300123.pdf`]);
    expect(stored.fileName).toBe('pedido-4500300123.pdf');
  });
});
