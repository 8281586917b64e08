import { addDays, format, isWeekend, parse } from 'date-fns';
import { db } from '../../../mocks/db/db';
import { mockControl } from '../../../mocks/control';
import { FULL_TEXT, NONE_TEXT } from '../../../mocks/pedidos/availability';
import type { ScheduleDateSelection } from '../../../src/dataProviders/pedidos/wire';
import type { PendingOrderLine } from '../../../src/types/api';
import { callLegacy, ticketOf, tokenOf } from '../../helpers/mockApi';

type Envelope = { status: boolean; message: string; itens: PendingOrderLine[]; total?: { value: number }; retornoPedidos?: unknown[] };
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Envelope });
const serverDay = (iso: string) => format(parse(iso.slice(0, 10), 'yyyy-MM-dd', new Date()), 'dd/MM/yyyy');

/** The calendar's page: a bare array of lines (spec part 2, section 7), read here as `itens`. */
async function calendarPage(token: string, initialRow: number, personId = '') {
  const query = `personId=${personId}&initialRow=${initialRow}&nextRows=7&scheduleIs=N&retAvailableDates=S`;
  const response = await callLegacy('GET', `/pedidos/pendentesAutomatico?${query}`, token);
  const lines: unknown = await response.json();
  expect(Array.isArray(lines)).toBe(true);
  return { status: response.status, body: { itens: lines as PendingOrderLine[] } };
}

/** The selection the calendar sends for the first (or last) available day of a line. */
function firstAvailable(line: PendingOrderLine, last = false): ScheduleDateSelection {
  const pairs = line.availableScheduleDatesList.split(',');
  const [day, id] = (last ? pairs[pairs.length - 1] : pairs[0]).split(';');
  return {
    Dt_agenda: format(parse(day, 'dd/MM/yy', new Date()), 'dd/MM/yyyy'),
    Cd_fil: line.branchId,
    Nr_pc: line.purchaseOrderId,
    Id_prod: line.productId,
    Dt_entrg: serverDay(line.deliveryDate),
    Qt_vol: line.amountOutstandingVolume,
    Qt_age: line.quantityOutstanding,
    Id_ccaf: Number(id),
    In_tipo_ped: line.orderType,
  };
}

describe('mock pending-order calendar and order lists', () => {
  it('issues every order line before it is due, scheduled or delivered', () => {
    const late = db.tables.orderLines.filter(
      (line) => line.issueDate.slice(0, 10) >= line.deliveryDateOrigin.slice(0, 10) || (line.stage === 'A' && line.issueDate.slice(0, 10) >= line.scheduleDate.slice(0, 10)),
    );
    expect(late.map((line) => `${line.purchaseOrderId}/${line.productId}`)).toEqual([]);
  });

  it('pages the waiting lines 7 at a time with totalRows and their available days as dd/MM/yy;Id_ccaf pairs', async () => {
    const token = await tokenOf('1000001', 'moveis123');
    const first = await calendarPage(token, 0);
    expect(first.status).toBe(200);
    expect(first.body.itens).toHaveLength(7);
    expect(first.body.itens[0].totalRows).toBe(24);
    expect(new Set(first.body.itens.map((line) => line.personId))).toEqual(new Set([1000001]));
    const last = await calendarPage(token, 21);
    expect(last.body.itens).toHaveLength(3);
    for (const line of [...first.body.itens, ...last.body.itens]) {
      expect(line.scheduleDate.startsWith('0001-01-01')).toBe(true);
      for (const pair of line.availableScheduleDatesList.split(',').filter(Boolean)) {
        expect(pair).toMatch(/^\d{2}\/\d{2}\/\d{2};\d+$/);
        const day = parse(pair.split(';')[0], 'dd/MM/yy', new Date());
        expect(isWeekend(day)).toBe(false);
        expect(format(day, 'yyyy-MM-dd') <= line.expectedDeliveryDate.slice(0, 10)).toBe(true);
      }
    }
  });

  it('schedules a day (the line leaves the calendar for the scheduled list), refuses a filled day, a day out of range and a line that is not waiting', async () => {
    const token = await tokenOf('1000001', 'moveis123');
    const [b, c, a] = (await calendarPage(token, 7)).body.itens;
    const filled = firstAvailable(b);
    expect(firstAvailable(a, true).Dt_agenda).not.toBe(filled.Dt_agenda);
    mockControl.fillScheduleDay(b.branchId, format(parse(filled.Dt_agenda, 'dd/MM/yyyy', new Date()), 'yyyy-MM-dd'));
    const late = { ...firstAvailable(c), Dt_agenda: format(addDays(parse(c.expectedDeliveryDate.slice(0, 10), 'yyyy-MM-dd', new Date()), 3), 'dd/MM/yyyy') };
    const answer = await json(await callLegacy('POST', '/pedidos/agendar', token, { personId: 1000001, datas: [firstAvailable(a, true), filled, late] }));
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Alguns pedidos não puderam ser agendados.');
    expect(answer.body.retornoPedidos).toEqual([
      { nr_pc: b.purchaseOrderId, dt_agenda: filled.Dt_agenda, id_prod: b.productId, dt_entrg: filled.Dt_entrg, qt_vol: filled.Qt_vol, retorno: 'Data sem capacidade disponível para agendamento' },
      expect.objectContaining({ nr_pc: c.purchaseOrderId, retorno: 'Data fora do prazo de entrega do pedido' }),
    ]);
    expect((await calendarPage(token, 0)).body.itens[0].totalRows).toBe(23);
    const scheduled = await json(await callLegacy('GET', `/pedidos?scheduleIs=A&initialRow=0&nextRows=100&q=${a.purchaseOrderId}`, token));
    const row = scheduled.body.itens.find((line) => line.productId === a.productId);
    expect(row).toMatchObject({ sciaStatusDescription: 'Confirmação pendente', allowCancelIs: 'S', scheduleDate: `${format(parse(firstAvailable(a, true).Dt_agenda, 'dd/MM/yyyy', new Date()), 'yyyy-MM-dd')}T00:00:00` });

    const again = await json(await callLegacy('POST', '/pedidos/agendar', token, { datas: [firstAvailable(a)] }));
    expect(again.body.retornoPedidos).toEqual([expect.objectContaining({ nr_pc: a.purchaseOrderId, retorno: 'Pedido já agendado ou inexistente' })]);
  });

  it('cancel puts a scheduled line back to the calendar; a delivered line cannot be cancelled', async () => {
    const token = await tokenOf('1000001', 'moveis123');
    const list = (await json(await callLegacy('GET', '/pedidos?scheduleIs=A&initialRow=0&nextRows=100', token))).body;
    expect(list.total?.value).toBe(24);
    const open = list.itens.find((line) => line.allowCancelIs === 'S') as PendingOrderLine;
    const delivered = list.itens.find((line) => line.sciaStatusDescription === 'Entrega concluída') as PendingOrderLine;
    expect(delivered.allowCancelIs).toBe('N');
    const body = (line: PendingOrderLine) => ({ cd_fil: line.branchId, dt_entrg: serverDay(line.deliveryDate), id_prod: line.productId, nr_pc: line.purchaseOrderId });
    expect(await json(await callLegacy('PUT', '/pedidos/cancelar', token, body(delivered)))).toMatchObject({ status: 409, body: { status: false, message: 'Este agendamento não pode ser cancelado.' } });
    expect(await json(await callLegacy('PUT', '/pedidos/cancelar', token, body(open)))).toMatchObject({ status: 200, body: { status: true, message: 'Agendamento cancelado!' } });
    expect((await calendarPage(token, 0)).body.itens[0].totalRows).toBe(25);
  });

  it("keeps each supplier to its own lines and each list to its permission; staff act for the supplier they name", async () => {
    const other = await tokenOf('2000001', 'acess123');
    expect((await callLegacy('GET', '/pedidos/pendentesAutomatico?initialRow=0&nextRows=7', other)).status).toBe(403);
    const line = db.tables.orderLines.find((row) => row.personId === 1000001 && row.stage === 'A' && row.status === 'C')!;
    const cancel = { cd_fil: line.branchId, dt_entrg: serverDay(line.deliveryDate), id_prod: line.productId, nr_pc: line.purchaseOrderId, personId: 1000001 };
    expect((await callLegacy('PUT', '/pedidos/cancelar', other, cancel)).status).toBe(404);
    const own = (await json(await callLegacy('GET', '/pedidos?scheduleIs=N&initialRow=0&nextRows=50&personId=1000001', other))).body.itens;
    expect(new Set(own.map((row) => row.personId))).toEqual(new Set([2000001]));
    expect((await callLegacy('GET', `/pedidoCompra/pdf?cdFil=${line.branchId}&purchaseOrderId=${line.purchaseOrderId}&ingles=N`, other)).status).toBe(404);

    const master = await tokenOf('0000001', 'master123');
    expect((await calendarPage(master, 0, '1000001')).body.itens[0].totalRows).toBe(24);
    expect((await calendarPage(master, 0, '3000001')).body.itens[0].totalRows).toBe(300);
  });

  it('says why days of the last 8 before the expected date cannot be taken, or that no day can', async () => {
    const token = await tokenOf('1000001', 'moveis123');
    const lines = [...(await calendarPage(token, 0)).body.itens, ...(await calendarPage(token, 7)).body.itens];
    const target = lines.find((line) => line.availableScheduleDatesList.split(',').length > 2) as PendingOrderLine;
    const [day] = target.availableScheduleDatesList.split(',').at(-1)!.split(';');
    mockControl.fillScheduleDay(target.branchId, format(parse(day, 'dd/MM/yy', new Date()), 'yyyy-MM-dd'));
    const after = [...(await calendarPage(token, 0)).body.itens, ...(await calendarPage(token, 7)).body.itens].find(
      (line) => line.purchaseOrderId === target.purchaseOrderId && line.productId === target.productId,
    ) as PendingOrderLine;
    expect(after.availableScheduleDatesList).not.toContain(`${day};`);
    expect(after.scheduleAvailabilityDescription).toBeTruthy();
    expect([FULL_TEXT(target.branchName), 'Inventário anual da filial Extrema-MG', 'Feriado municipal em Jandira-SP', 'Manutenção das docas de recebimento']).toContain(
      after.scheduleAvailabilityDescription,
    );
    expect(NONE_TEXT).toBe('Sem datas disponíveis até a data prevista de entrega. Fale com o comprador.');
  });

  it('draws the purchase order as a real PDF in Portuguese and English, and serves the order file with a download ticket in its path', async () => {
    const token = await tokenOf('1000001', 'moveis123');
    const line = db.tables.orderLines.find((row) => row.personId === 1000001)!;
    for (const ingles of ['N', 'S']) {
      const response = await callLegacy('GET', `/pedidoCompra/pdf?cdFil=${line.branchId}&purchaseOrderId=${line.purchaseOrderId}&ingles=${ingles}`, token);
      expect(response.headers.get('Content-Type')).toBe('application/pdf');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
      expect(response.headers.get('Content-Disposition')).toContain(`pedido-${line.purchaseOrderId}-${ingles === 'S' ? 'EN' : 'PT-BR'}.pdf`);
    }
    const ticket = await ticketOf(token);
    const file = await callLegacy('GET', `/pedidoCompra/arquivos/${line.branchId}/${line.purchaseOrderId}/${ticket}/pedido-${line.purchaseOrderId}.pdf`);
    expect(file.status).toBe(200);
    // Single use; and the session token itself in the ticket's place is refused.
    expect((await callLegacy('GET', `/pedidoCompra/arquivos/${line.branchId}/${line.purchaseOrderId}/${ticket}/pedido.pdf`)).status).toBe(401);
    expect((await callLegacy('GET', `/pedidoCompra/arquivos/${line.branchId}/${line.purchaseOrderId}/${token}/pedido.pdf`)).status).toBe(401);
    expect((await callLegacy('GET', `/pedidoCompra/arquivos/${line.branchId}/${line.purchaseOrderId}/wrong/pedido.pdf`)).status).toBe(401);
  });
});
