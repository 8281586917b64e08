import { HttpResponse } from 'msw';
import { ordersQuery, pedidosProvider } from '../../../src/dataProviders/gerenciarPedidos/orders';
import { headersOf, recordCalls, stubSessionToken, target } from '../dataProviders/recordCalls';

const TOKEN = 'a'.repeat(64);
const list = (filter: Record<string, unknown>, page = 1, perPage = 5) => ({ pagination: { page, perPage }, sort: { field: 'id', order: 'ASC' as const }, filter });
const ITEM = {
  purchaseOrderId: 4500300123,
  productId: 100456,
  branchId: 101,
  deliveryDate: '2026-12-01T00:00:00',
  totalRows: 48,
};

beforeEach(() => stubSessionToken(TOKEN));
afterEach(() => vi.unstubAllGlobals());

describe('all-orders provider (GET /orders, orders API)', () => {
  it('the query of each filter: row window, supplier, status (T by default), whole-number ids, product name, dates DD/MM/YYYY, branch, condition', () => {
    expect(ordersQuery({ personId: 1000001 }, { page: 1, perPage: 5 })).toEqual({
      initialRow: 0,
      nextRows: 5,
      personId: 1000001,
      statusSciaIs: 'T',
      purchaseOrderId: undefined,
      productId: undefined,
      numericCode: undefined,
      productName: undefined,
      initialIssueDate: undefined,
      finalIssueDate: undefined,
      branchId: undefined,
      paymentId: undefined,
    });
    const query = ordersQuery(
      {
        personId: 3000001,
        statusSciaIs: 'C',
        purchaseOrderId: 4500300123,
        productId: '100456',
        numericCode: 40000123,
        productName: '  Sofá retrátil ',
        dateField: 'issue',
        dateFrom: '2024-11-24',
        dateTo: '2026-11-24',
        branchId: 101,
        paymentId: 28,
      },
      { page: 3, perPage: 25 },
    );
    expect(query).toMatchObject({
      initialRow: 50,
      nextRows: 25,
      personId: 3000001,
      statusSciaIs: 'C',
      purchaseOrderId: 4500300123,
      productId: 100456,
      numericCode: 40000123,
      productName: 'Sofá retrátil',
      initialIssueDate: '24/11/2024',
      finalIssueDate: '24/11/2026',
      branchId: 101,
      paymentId: 28,
    });
    expect(query).not.toHaveProperty('initialScheduleDate');
  });

  it('a schedule-date range goes as initialScheduleDate/finalScheduleDate; every status code; anything else is T', () => {
    const query = ordersQuery({ dateField: 'schedule', dateFrom: '2026-11-01', dateTo: '2026-11-30' }, { page: 1, perPage: 5 });
    expect(query).toMatchObject({ initialScheduleDate: '01/11/2026', finalScheduleDate: '30/11/2026' });
    expect(query).not.toHaveProperty('initialIssueDate');
    for (const status of ['T', 'P', 'C', 'R', 'E']) expect(ordersQuery({ statusSciaIs: status }, { page: 1, perPage: 5 }).statusSciaIs).toBe(status);
    expect(ordersQuery({ statusSciaIs: 'RA' }, { page: 1, perPage: 5 }).statusSciaIs).toBe('T');
  });

  it('never sends an id that is not a whole number, an empty name nor an unreadable date', () => {
    expect(ordersQuery({ purchaseOrderId: '12a', productId: 1.5, numericCode: -3, productName: '   ', dateFrom: 'ontem', dateTo: '' }, { page: 1, perPage: 5 })).toMatchObject({
      purchaseOrderId: undefined,
      productId: undefined,
      numericCode: undefined,
      productName: undefined,
      initialIssueDate: undefined,
      finalIssueDate: undefined,
    });
  });

  it('sends the exact URL and the newer API headers; rows get an id and the total is totalRows', async () => {
    const seen = recordCalls('get', '/orders', [ITEM], 'orders');
    const answer = await pedidosProvider.getList('pedidos', list({ personId: 1000001, statusSciaIs: 'P', productName: 'Mesa', dateField: 'schedule', dateFrom: '2026-11-24', dateTo: '2026-12-24' }, 2));
    expect(seen.map(target)).toEqual([
      '/api/sourcing/orders?initialRow=5&nextRows=5&personId=1000001&statusSciaIs=P&productName=Mesa&initialScheduleDate=24%2F11%2F2026&finalScheduleDate=24%2F12%2F2026',
    ]);
    const headers = headersOf(seen[0]);
    expect(headers['user-token']).toBe(TOKEN);
    expect(headers.authorization).toMatch(/^Bearer /);
    expect(headers).toHaveProperty('x-api-key');
    expect(headers).toHaveProperty('x-functions-key');
    expect(answer).toEqual({ data: [{ ...ITEM, id: '4500300123-100456-101-2026-12-01' }], total: 48 });
  });

  it("a 404 is an empty page with the server's message; another failure rejects; a body without order items is refused", async () => {
    recordCalls('get', '/orders', () => HttpResponse.json({ message: 'Nenhum pedido encontrado para os filtros informados.' }, { status: 404 }), 'orders');
    await expect(pedidosProvider.getList('pedidos', list({ personId: 1000001 }))).resolves.toEqual({
      data: [],
      total: 0,
      meta: { notFound: 'Nenhum pedido encontrado para os filtros informados.' },
    });
    recordCalls('get', '/orders', () => HttpResponse.json({ message: 'falhou' }, { status: 500 }), 'orders');
    await expect(pedidosProvider.getList('pedidos', list({ personId: 1000001 }))).rejects.toMatchObject({ kind: 'http', status: 500 });
    recordCalls('get', '/orders', { itens: [] }, 'orders');
    await expect(pedidosProvider.getList('pedidos', list({ personId: 1000001 }))).rejects.toMatchObject({ kind: 'shape' });
  });

  it('the filter lists: GET /orders/deliveryPlace and GET /orders/paymentConditionsList?personId=', async () => {
    const places = recordCalls('get', '/orders/deliveryPlace', [{ branchId: 101, externalBranchName: 'Extrema-MG' }], 'orders');
    const conditions = recordCalls('get', '/orders/paymentConditionsList', [{ paymentId: 28, deadlineDays: 28, nameConditionPayment: '28 dias' }], 'orders');
    await expect(pedidosProvider.deliveryPlaces('pedidos', {})).resolves.toEqual([{ branchId: 101, externalBranchName: 'Extrema-MG' }]);
    await expect(pedidosProvider.paymentConditions('pedidos', { personId: 3000001 })).resolves.toEqual([{ paymentId: 28, deadlineDays: 28, nameConditionPayment: '28 dias' }]);
    expect(places.map(target)).toEqual(['/api/sourcing/orders/deliveryPlace']);
    expect(conditions.map(target)).toEqual(['/api/sourcing/orders/paymentConditionsList?personId=3000001']);
  });
});
