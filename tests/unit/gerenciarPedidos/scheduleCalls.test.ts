import { HttpResponse } from 'msw';
import { db } from '../../../mocks/db/db';
import {
  confirmedPage,
  itemsOfSchedules,
  penaltyDays,
  refusalReasons,
  schedulePage,
  scheduleItems,
  sendDecision,
  type DecidedItem,
} from '../../../src/dataProviders/gerenciarPedidos/schedules';
import type { ScheduledOrderItem } from '../../../src/types/api';
import { tokenOf } from '../../helpers/mockApi';
import { headersOf, recordCalls, stubSessionToken, target } from '../dataProviders/recordCalls';

const item = (productId: number, purchaseOrderId = 4500300101): DecidedItem => ({
  purchaseOrderId,
  productId,
  branchId: 101,
  scheduleDate: '2026-12-03T00:00:00',
  deliveryDate: '2026-12-04T00:00:00',
});
const SUGGESTION = new Date(2026, 11, 10);

describe('schedule decisions (POST /orders/confirmRefuse and /orders/confirmRefuseByList)', () => {
  beforeEach(() => stubSessionToken('tok-1'));
  afterEach(() => vi.unstubAllGlobals());

  it('confirms one item: POST /orders/confirmRefuse with statusIs C, no suggestion and reason 0; success is 201', async () => {
    const calls = recordCalls('post', '/orders/confirmRefuse', () => HttpResponse.json({ message: 'Agendamento confirmado!' }, { status: 201 }), 'orders');
    await expect(sendDecision(1000001, [item(700001)], { statusIs: 'C' })).resolves.toBe('Agendamento confirmado!');
    expect(target(calls[0])).toBe('/api/sourcing/orders/confirmRefuse');
    expect(headersOf(calls[0])).toMatchObject({ 'user-token': 'tok-1', 'content-type': 'application/json' });
    expect(headersOf(calls[0]).authorization).toMatch(/^Bearer /);
    expect(await calls[0].text()).toBe(
      JSON.stringify({
        personId: 1000001,
        scheduleDate: '03/12/2026',
        scheduleSuggestionDate: '',
        deliveryDate: '04/12/2026',
        branchId: 101,
        purchaseOrderId: 4500300101,
        productId: 700001,
        statusIs: 'C',
        reasonRefuseId: 0,
      }),
    );
  });

  it('confirms several items in one POST /orders/confirmRefuseByList (an array of the same bodies)', async () => {
    const calls = recordCalls('post', '/orders/confirmRefuseByList', () => HttpResponse.json({ message: 'Agendamento confirmado!' }, { status: 201 }), 'orders');
    await sendDecision(1000001, [item(700001), item(700002, 4500300150)], { statusIs: 'C' });
    expect(calls).toHaveLength(1);
    expect(await calls[0].json()).toEqual([
      { personId: 1000001, scheduleDate: '03/12/2026', scheduleSuggestionDate: '', deliveryDate: '04/12/2026', branchId: 101, purchaseOrderId: 4500300101, productId: 700001, statusIs: 'C', reasonRefuseId: 0 },
      { personId: 1000001, scheduleDate: '03/12/2026', scheduleSuggestionDate: '', deliveryDate: '04/12/2026', branchId: 101, purchaseOrderId: 4500300150, productId: 700002, statusIs: 'C', reasonRefuseId: 0 },
    ]);
  });

  it("refuses a whole order's schedule (R) with the reason and the suggested date, DD/MM/YYYY", async () => {
    const calls = recordCalls('post', '/orders/confirmRefuseByList', () => HttpResponse.json({ message: 'Agendamento recusado!' }, { status: 201 }), 'orders');
    await sendDecision(1000001, [item(700001), item(700002)], { statusIs: 'R', reasonId: 3, suggestion: SUGGESTION });
    expect(await calls[0].json()).toEqual([
      { personId: 1000001, scheduleDate: '03/12/2026', scheduleSuggestionDate: '10/12/2026', deliveryDate: '04/12/2026', branchId: 101, purchaseOrderId: 4500300101, productId: 700001, statusIs: 'R', reasonRefuseId: 3 },
      { personId: 1000001, scheduleDate: '03/12/2026', scheduleSuggestionDate: '10/12/2026', deliveryDate: '04/12/2026', branchId: 101, purchaseOrderId: 4500300101, productId: 700002, statusIs: 'R', reasonRefuseId: 3 },
    ]);
  });

  it('refuses items chosen in the modal (RA); one item goes to /orders/confirmRefuse', async () => {
    const calls = recordCalls('post', '/orders/confirmRefuse', () => HttpResponse.json({ message: 'Agendamento recusado!' }, { status: 201 }), 'orders');
    await sendDecision(1000001, [item(700002)], { statusIs: 'RA', reasonId: 1, suggestion: SUGGESTION });
    expect(await calls[0].json()).toEqual({
      personId: 1000001,
      scheduleDate: '03/12/2026',
      scheduleSuggestionDate: '10/12/2026',
      deliveryDate: '04/12/2026',
      branchId: 101,
      purchaseOrderId: 4500300101,
      productId: 700002,
      statusIs: 'RA',
      reasonRefuseId: 1,
    });
  });

  it('suggests a new date for a confirmed schedule: its items (GET findOrdersByScheduleStatus rows) refused with R', async () => {
    const confirmed: ScheduledOrderItem = {
      purchaseOrderId: 4500300222,
      branchId: 40,
      branchDeliveryId: 40,
      branchName: 'Jandira-SP',
      scheduleDate: '2026-11-27T00:00:00',
      productId: 700009,
      numericCode: 40001234,
      alphaId: 'CIN-2220',
      productName: 'Sofá retrátil 3 lugares',
      colorAbbreviation: 'CIN',
      scheduleQuantity: 2,
      sciaStatusDescription: 'Agendamento confirmado',
      deliveryDate: '2026-11-30T00:00:00',
      totalRows: 1,
    };
    const calls = recordCalls('post', '/orders/confirmRefuse', () => HttpResponse.json({ message: 'Agendamento recusado!' }, { status: 201 }), 'orders');
    await sendDecision(3000001, [confirmed], { statusIs: 'R', reasonId: 2, suggestion: new Date(2026, 11, 1) });
    expect(await calls[0].text()).toBe(
      '{"personId":3000001,"scheduleDate":"27/11/2026","scheduleSuggestionDate":"01/12/2026","deliveryDate":"30/11/2026","branchId":40,' +
        '"purchaseOrderId":4500300222,"productId":700009,"statusIs":"R","reasonRefuseId":2}',
    );
  });

  it("a refusal shows the server's error; an answer other than 201 is no success; a double click sends once", async () => {
    recordCalls('post', '/orders/confirmRefuse', () => HttpResponse.json({ error: 'Motivo de recusa inválido.' }, { status: 400 }), 'orders');
    await expect(sendDecision(1000001, [item(1)], { statusIs: 'R', reasonId: 99, suggestion: SUGGESTION })).rejects.toThrow('Motivo de recusa inválido.');
    recordCalls('post', '/orders/confirmRefuse', {}, 'orders');
    await expect(sendDecision(1000001, [item(1)], { statusIs: 'C' })).rejects.toThrow('Campos necessários, não foram retornados pelo servidor!');
    const calls = recordCalls('post', '/orders/confirmRefuseByList', () => HttpResponse.json({ message: 'Agendamento confirmado!' }, { status: 201 }), 'orders');
    await Promise.all([sendDecision(1000001, [item(1), item(2)], { statusIs: 'C' }), sendDecision(1000001, [item(1), item(2)], { statusIs: 'C' })]);
    expect(calls).toHaveLength(1);
  });
});

describe('schedule reads', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('GET /orders/schedules and GET /orders/findOrdersByScheduleStatus: the filters, DD/MM/YYYY dates and the row window', async () => {
    stubSessionToken('tok-1');
    const pending = recordCalls('get', '/orders/schedules', [], 'orders');
    const filter = { purchaseOrderId: 45, productId: 7, numericCode: 40001, productName: ' sofá ', dateFrom: '2026-11-24', dateTo: '2026-12-24', branchId: 101 };
    await expect(schedulePage('P', 1000001, filter, { page: 3, perPage: 5 })).resolves.toEqual({ rows: [], total: 0 });
    expect(target(pending[0])).toBe(
      '/api/sourcing/orders/schedules?personId=1000001&purchaseOrderId=45&productId=7&numericCode=40001&productName=sof%C3%A1' +
        '&initialScheduleDate=24%2F11%2F2026&finalScheduleDate=24%2F12%2F2026&branchId=101&statusSciaIs=P&initialRow=10&nextRows=5',
    );
    const confirmed = recordCalls('get', '/orders/findOrdersByScheduleStatus', [], 'orders');
    await confirmedPage(1000001, { dateFrom: '2026-11-24', dateTo: '2026-12-24' }, { page: 1, perPage: 10 });
    expect(target(confirmed[0])).toBe(
      '/api/sourcing/orders/findOrdersByScheduleStatus?initialRow=0&nextRows=10&personId=1000001&initialScheduleDate=24%2F11%2F2026&finalScheduleDate=24%2F12%2F2026&statusSciaIs=C',
    );
    const items = recordCalls('get', '/orders', () => HttpResponse.json({ message: 'Nenhum pedido encontrado para os filtros informados.' }, { status: 404 }), 'orders');
    await expect(scheduleItems(1000001, { purchaseOrderId: 45, branchId: 40, scheduleDate: '2026-12-03T00:00:00' }, 'R')).resolves.toEqual({
      items: [],
      notFound: 'Nenhum pedido encontrado para os filtros informados.',
    });
    expect(target(items[0])).toBe(
      '/api/sourcing/orders?initialRow=0&nextRows=1000&purchaseOrderId=45&branchId=40&initialScheduleDate=03%2F12%2F2026&finalScheduleDate=03%2F12%2F2026&personId=1000001&statusSciaIs=R',
    );
  });

  it('against the mock: confirmed items grouped per schedule, totals count schedules; the items of chosen schedules; reasons; penalty days', async () => {
    stubSessionToken(await tokenOf('1000001', 'moveis123'));
    const confirmed = await confirmedPage(1000001, {}, { page: 1, perPage: 3 });
    const schedules = new Set(
      db.tables.orderLines.filter((line) => line.personId === 1000001 && line.status === 'C').map((line) => `${line.purchaseOrderId}:${line.branchId}:${line.scheduleDate}`),
    );
    expect(confirmed.total).toBe(schedules.size);
    expect(confirmed.rows).toHaveLength(3);
    for (const schedule of confirmed.rows) expect(schedule.items.every((row) => row.purchaseOrderId === schedule.purchaseOrderId && row.scheduleDate === schedule.scheduleDate)).toBe(true);

    const pending = await schedulePage('P', 1000001, {}, { page: 1, perPage: 100 });
    const lines = db.tables.orderLines.filter((line) => line.personId === 1000001 && line.status === 'P');
    expect(pending.total).toBe(new Set(lines.map((line) => `${line.purchaseOrderId}:${line.branchId}:${line.scheduleDate}`)).size);
    const two = pending.rows.slice(0, 2);
    const items = await itemsOfSchedules(1000001, two, 'P');
    const expected = lines.filter((line) => two.some((row) => row.purchaseOrderId === line.purchaseOrderId && row.scheduleDate === line.scheduleDate));
    expect(items.map((row) => row.productId).sort()).toEqual(expected.map((line) => line.productId).sort());

    expect((await refusalReasons()).map((reason) => reason.reasonName)).toContain('Produção atrasada');
    expect(await penaltyDays()).toBe(3);
  });
});
