import { addDays, format, parseISO } from 'date-fns';
import { db } from '../../../mocks/db/db';
import type { ConfirmRefuseBody, OrderItem, ScheduledOrderItem } from '../../../src/types/api';
import type { ScheduleSummaryWire as ScheduleSummary } from '../../../src/dataProviders/gerenciarPedidos/wire';
import { callOrders, tokenOf } from '../../helpers/mockApi';

const json = async <T>(response: Response) => ({ status: response.status, body: (await response.json()) as T });
const ddmmyyyy = (iso: string) => format(parseISO(iso.slice(0, 10)), 'dd/MM/yyyy');
const tomorrow = () => format(addDays(new Date(), 1), 'dd/MM/yyyy');

/** The days ('dd/MM/yy') GET /orders/receivingDays offers for a branch. */
async function receivingDays(token: string, branchId: number): Promise<string[]> {
  const { body } = await json<{ availableScheduleDatesList: string }>(await callOrders('GET', `/orders/receivingDays?branchId=${branchId}`, token));
  return body.availableScheduleDatesList.split(',').map((pair) => pair.split(';')[0]);
}
const fullYear = (day: string) => `${day.slice(0, 6)}20${day.slice(6)}`;

async function schedules(token: string, status: 'P' | 'R') {
  return json<ScheduleSummary[]>(await callOrders('GET', `/orders/schedules?statusSciaIs=${status}&initialRow=0&nextRows=100`, token));
}

async function itemsOf(token: string, summary: ScheduleSummary, status: string): Promise<OrderItem[]> {
  const day = ddmmyyyy(summary.scheduleDate);
  const query = `purchaseOrderId=${summary.purchaseOrderId}&branchId=${summary.branchId}&initialScheduleDate=${day}&finalScheduleDate=${day}&statusSciaIs=${status}&initialRow=0&nextRows=100`;
  return (await json<OrderItem[]>(await callOrders('GET', `/orders?${query}`, token))).body;
}

const decision = (item: OrderItem, statusIs: ConfirmRefuseBody['statusIs'], reasonRefuseId = 0, scheduleSuggestionDate = ''): ConfirmRefuseBody => ({
  personId: item.personId,
  scheduleDate: ddmmyyyy(item.scheduleDate),
  scheduleSuggestionDate,
  deliveryDate: ddmmyyyy(item.deliveryDate),
  branchId: item.branchId,
  purchaseOrderId: item.purchaseOrderId,
  productId: item.productId,
  statusIs,
  reasonRefuseId,
});

describe('mock order management (orders API)', () => {
  it('confirming a pending schedule moves it to the confirmed list; refusing one moves it to the refused schedules', async () => {
    const token = await tokenOf('1000001', 'moveis123');
    const pending = (await schedules(token, 'P')).body;
    expect(pending.length).toBeGreaterThanOrEqual(2);
    expect(pending[0]).toMatchObject({ totalRows: pending.length, IN_ALTEROU_AGENDA: expect.stringMatching(/^[SN]$/) });
    const [first, second] = pending;
    for (const item of await itemsOf(token, first, 'P')) {
      expect((await callOrders('POST', '/orders/confirmRefuse', token, decision(item, 'C'))).status).toBe(201);
    }
    const confirmed = (await json<ScheduledOrderItem[]>(await callOrders('GET', '/orders/findOrdersByScheduleStatus?statusSciaIs=C&initialRow=0&nextRows=500', token))).body;
    expect(confirmed.some((row) => row.purchaseOrderId === first.purchaseOrderId && row.scheduleDate === first.scheduleDate)).toBe(true);

    const items = await itemsOf(token, second, 'P');
    const [receivable] = await receivingDays(token, second.branchId);
    const answer = await json<{ message: string }>(await callOrders('POST', '/orders/confirmRefuseByList', token, items.map((item) => decision(item, 'R', 2, fullYear(receivable)))));
    expect(answer).toEqual({ status: 201, body: { message: 'Agendamento recusado!' } });
    const refused = (await schedules(token, 'R')).body;
    expect(refused.some((row) => row.purchaseOrderId === second.purchaseOrderId)).toBe(true);
    const refusedItems = await itemsOf(token, second, 'R');
    expect(refusedItems[0]).toMatchObject({ sciaStatus: 'R', rejectionReasonDescription: 'Produção atrasada', sciaStatusDescription: 'Agendamento recusado' });
    expect((await schedules(token, 'P')).body).toHaveLength(pending.length - 2);
  });

  it('a list is applied whole or not at all; a refusal needs a known reason and a date from tomorrow', async () => {
    const token = await tokenOf('1000001', 'moveis123');
    const [summary] = (await schedules(token, 'P')).body;
    const [item] = await itemsOf(token, summary, 'P');
    const stranger = { ...decision(item, 'C'), purchaseOrderId: 1 };
    expect(await json(await callOrders('POST', '/orders/confirmRefuseByList', token, [decision(item, 'C'), stranger]))).toEqual({
      status: 400,
      body: { error: 'Agendamento não está pendente de confirmação. Pedido 1, produto ' + item.productId + '.' },
    });
    expect((await itemsOf(token, summary, 'P')).map((row) => row.productId)).toContain(item.productId);
    expect(await json(await callOrders('POST', '/orders/confirmRefuse', token, decision(item, 'R', 99, tomorrow())))).toEqual({ status: 400, body: { error: 'Motivo de recusa inválido.' } });
    expect(await json(await callOrders('POST', '/orders/confirmRefuse', token, decision(item, 'R', 1, format(new Date(), 'dd/MM/yyyy'))))).toEqual({
      status: 400,
      body: { error: 'A data sugerida deve ser a partir de amanhã.' },
    });
  });

  it('a suggested date must be a day the branch can receive: no weekend, no blocked day (GET /orders/receivingDays offers the others)', async () => {
    const token = await tokenOf('1000001', 'moveis123');
    const [summary] = (await schedules(token, 'P')).body;
    const [item] = await itemsOf(token, summary, 'P');
    const from = addDays(new Date(), 1);
    const saturday = addDays(from, (6 - from.getDay() + 7) % 7);
    const blocked = db.tables.scheduleCapacity.find((row) => row.branchId === item.branchId && row.day > format(saturday, 'yyyy-MM-dd'))!;
    blocked.capacity = 0;
    blocked.description = 'Inventário anual da filial';

    const offered = await receivingDays(token, item.branchId);
    expect(offered.length).toBeGreaterThan(40);
    expect(offered).not.toContain(format(saturday, 'dd/MM/yy'));
    expect(offered).not.toContain(format(addDays(saturday, 1), 'dd/MM/yy'));
    expect(offered).not.toContain(format(parseISO(blocked.day), 'dd/MM/yy'));
    expect(offered).not.toContain(format(new Date(), 'dd/MM/yy'));

    for (const day of [saturday, addDays(saturday, 1), parseISO(blocked.day)]) {
      expect(await json(await callOrders('POST', '/orders/confirmRefuse', token, decision(item, 'R', 1, format(day, 'dd/MM/yyyy'))))).toEqual({
        status: 400,
        body: { error: 'A filial não recebe entregas na data sugerida.' },
      });
    }
    expect((await callOrders('POST', '/orders/confirmRefuse', token, decision(item, 'R', 1, fullYear(offered[0])))).status).toBe(201);
  });

  it('a date booked on the calendar waits in the pending-confirmation schedules', async () => {
    const token = await tokenOf('1000001', 'moveis123');
    const line = db.tables.orderLines.find((row) => row.personId === 1000001 && row.stage === 'N')!;
    line.stage = 'A';
    line.status = 'P';
    line.scheduleDate = `${format(addDays(new Date(), 2), 'yyyy-MM-dd')}T00:00:00`;
    line.confirmBy = format(addDays(new Date(), 3), 'yyyy-MM-dd');
    const summary = (await schedules(token, 'P')).body.find((row) => row.purchaseOrderId === line.purchaseOrderId && row.scheduleDate === line.scheduleDate);
    expect(summary).toMatchObject({ QT_DIAS_PRAZO: 3, IN_ALTEROU_AGENDA: 'N' });
  });

  it('only recusa-confirmacao decides; a supplier never reaches another supplier; nothing found is a 404 with a message', async () => {
    const sourcing = await tokenOf('0000003', 'sourcing1');
    expect((await callOrders('POST', '/orders/confirmRefuse', sourcing, {})).status).toBe(403);
    const other = await tokenOf('2000001', 'acess123');
    const owner = await tokenOf('1000001', 'moveis123');
    const [summary] = (await schedules(owner, 'P')).body;
    const [item] = await itemsOf(owner, summary, 'P');
    expect((await callOrders('POST', '/orders/confirmRefuse', other, decision(item, 'C'))).status).toBe(400);
    expect(await json(await callOrders('GET', `/orders?purchaseOrderId=${item.purchaseOrderId}&personId=1000001&initialRow=0&nextRows=5`, other))).toEqual({
      status: 404,
      body: { message: 'Nenhum pedido encontrado para os filtros informados.' },
    });
    const master = await tokenOf('0000001', 'master123');
    const all = await json<OrderItem[]>(await callOrders('GET', '/orders?personId=3000001&statusSciaIs=T&initialRow=0&nextRows=15', master));
    expect(all.body).toHaveLength(15);
    expect(all.body[0].totalRows).toBe(10_000);
  });
});
