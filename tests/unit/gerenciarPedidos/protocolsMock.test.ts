import { addDays, format, parseISO } from 'date-fns';
import { db } from '../../../mocks/db/db';
import { receiveDelivery } from '../../../mocks/gerenciarPedidos/deliveries';
import { invoiceNumber } from '../../../mocks/gerenciarPedidos/protocolQueries';
import type { CompletedDeliveryItem, DeliveryDateRow } from '../../../src/dataProviders/gerenciarPedidos/completed/wire';
import type { ProtocolDetailItem, ProtocolInvoiceItem, ProtocolRow } from '../../../src/dataProviders/gerenciarPedidos/protocols/wire';
import type { DiscountOption } from '../../../src/dataProviders/opcoesRecebimento/wire';
import type { ScheduledOrderItem } from '../../../src/types/api';
import { callLegacy, callOrders, tokenOf } from '../../helpers/mockApi';

const ddmmyyyy = (date: Date) => format(date, 'dd/MM/yyyy');
const day = (iso: string) => ddmmyyyy(parseISO(iso.slice(0, 10)));
const json = async <T>(response: Response) => ({ status: response.status, body: (await response.json()) as T });
type Envelope<T> = { status: boolean | number; message: string; itens: T };

const range = (from = new Date(), days = 30) => `dtInicio=${ddmmyyyy(from)}&dtFim=${ddmmyyyy(addDays(from, days))}`;
const protocolQuery = (row: ProtocolRow, personId = 1000001) =>
  `idFornecedor=${personId}&dataAgenda=${day(row.DT_AGENDA)}&codPagto=${row.CD_PAGTO}&codFilial=${row.CD_FIL}`;

async function protocols(token: string, query: string) {
  return json<Envelope<ProtocolRow[]>>(await callLegacy('GET', `/protocolo/protocoloDatas?idFornecedor=1000001&${query}`, token));
}

describe('mock protocols', () => {
  it('pages the confirmed schedules of the date range by day, branch and payment code; detail and invoices per protocol', async () => {
    const token = await tokenOf('1000001', 'moveis123');
    const all = (await protocols(token, `${range()}&paginaDe=1&paginaAte=100`)).body.itens;
    expect(all.length).toBeGreaterThan(3);
    expect(all[0]).toEqual({
      DT_AGENDA: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T00:00:00$/),
      CD_PAGTO: 28,
      DS_PAGTO: '28',
      CD_FIL: expect.any(Number),
      NM_FIL: expect.stringMatching(/^(Extrema-MG|Jandira-SP)$/),
      SIT: 'C',
      QT_TOTAL_REGS: all.length,
    });
    expect(all.map((row) => row.DT_AGENDA)).toEqual([...all.map((row) => row.DT_AGENDA)].sort());
    const second = (await protocols(token, `${range()}&paginaDe=3&paginaAte=4`)).body.itens;
    expect(second).toEqual(all.slice(2, 4));

    const [first] = all;
    const detail = (await json<Envelope<ProtocolDetailItem[]>>(await callLegacy('GET', `/protocolo/gerenciapedidos/?${protocolQuery(first)}`, token))).body.itens;
    const lines = db.tables.orderLines.filter(
      (line) => line.personId === 1000001 && line.status === 'C' && line.scheduleDate === first.DT_AGENDA && line.branchId === first.CD_FIL,
    );
    expect(detail).toHaveLength(lines.length);
    expect(detail[0]).toEqual({
      NR_PC: expect.any(Number),
      CD_NUM: expect.any(Number),
      CD_ALFA: expect.any(String),
      NM_PROD: expect.any(String),
      AB_COR1: expect.any(String),
      QTD: expect.any(Number),
      DS_PAGTO: '28',
    });
    const invoices = (await json<Envelope<ProtocolInvoiceItem[]>>(await callLegacy('GET', `/protocolo/gerenciapedidos/notafiscal?${protocolQuery(first)}`, token))).body.itens;
    const line = lines.find((row) => row.productId === invoices[0].ID_PROD)!;
    const quantity = line.scheduleQuantity;
    expect(invoices[0]).toEqual({
      NR_NF: invoiceNumber(line),
      NM_PROD: line.productName,
      VM_UNIT: line.unitaryValue.toFixed(2).replace('.', ','),
      QT_ITEM: quantity,
      VM_TOT_ITEM: (quantity * line.unitaryValue).toFixed(2).replace('.', ','),
      VM_DESC_ITEM: ((quantity * line.unitaryValue * line.percentDiscont) / 100).toFixed(2).replace('.', ','),
      ID_PROD: line.productId,
      NR_PC: line.purchaseOrderId,
      CD_FIL: line.branchId,
      DT_ENTRG: line.deliveryDate,
      QT_ENTRG: line.quantityDelivery,
    });
    expect(invoices[0].NR_NF).toBeGreaterThanOrEqual(100_000);
    expect(invoices[0].NR_NF).toBeLessThan(1_000_000);
  });

  it('answers status 0 with a message for a protocol without items or without its fields; other suppliers see nothing', async () => {
    const token = await tokenOf('1000001', 'moveis123');
    const none = `idFornecedor=1000001&dataAgenda=01/01/2020&codPagto=28&codFilial=101`;
    expect((await json(await callLegacy('GET', `/protocolo/gerenciapedidos/?${none}`, token))).body).toEqual({ status: 0, message: 'Nenhum item encontrado para este protocolo.' });
    expect((await json(await callLegacy('GET', '/protocolo/gerenciapedidos/notafiscal?idFornecedor=1000001', token))).body).toEqual({
      status: 0,
      message: 'Campos necessários: idFornecedor, dataAgenda, codPagto, codFilial',
    });
    const stranger = await tokenOf('2000001', 'acess123');
    const [mine] = (await protocols(token, `${range()}&paginaDe=1&paginaAte=1`)).body.itens;
    const theirs = (await json<Partial<Envelope<ProtocolDetailItem[]>>>(await callLegacy('GET', `/protocolo/gerenciapedidos/?${protocolQuery(mine)}`, stranger))).body;
    const ownOrders = new Set(db.tables.orderLines.filter((line) => line.personId === 1000001).map((line) => line.purchaseOrderId));
    expect((theirs.itens ?? []).filter((item) => ownOrders.has(item.NR_PC))).toEqual([]);
    const sourcing = await tokenOf('0000003', 'sourcing1');
    expect((await callLegacy('GET', `/protocolo/protocoloDatas?${range()}&paginaDe=1&paginaAte=5`, sourcing)).status).toBe(403);
  });
});

describe('mock payment options', () => {
  const put = (token: string, body: unknown) => callLegacy('PUT', '/opcoesRecebimento/opcaoPagamento', token, body);
  const bodyOf = (line: (typeof db.tables.orderLines)[number], cd_pagto: number) => ({
    id_pessoa: line.personId,
    nr_pc: line.purchaseOrderId,
    cd_fil: line.branchId,
    id_prod: line.productId,
    dt_entrg: day(line.deliveryDate),
    cd_pagto,
  });

  it('releases the standard term and two anticipations; 2000001 only the standard term', async () => {
    const discounts = async (codigo: string, senha: string) =>
      (await json<Envelope<DiscountOption[]>>(await callLegacy('GET', '/opcoesRecebimento/descontos?idFornecedor=' + codigo, await tokenOf(codigo, senha)))).body.itens;
    expect(await discounts('1000001', 'moveis123')).toEqual([
      { CD_PAGTO: 28, NR_PRAZO1: 28, VP_DESC_ANTEC_PAGTO: 0, IN_COND_PADRAO_FORNEC: 'S' },
      { CD_PAGTO: 7, NR_PRAZO1: 7, VP_DESC_ANTEC_PAGTO: 3, IN_COND_PADRAO_FORNEC: 'N' },
      { CD_PAGTO: 14, NR_PRAZO1: 14, VP_DESC_ANTEC_PAGTO: 1.5, IN_COND_PADRAO_FORNEC: 'N' },
    ]);
    expect(await discounts('2000001', 'acess123')).toEqual([{ CD_PAGTO: 28, NR_PRAZO1: 28, VP_DESC_ANTEC_PAGTO: 0, IN_COND_PADRAO_FORNEC: 'S' }]);
  });

  it('an anticipation moves the item to a protocol of its own payment code; 0 brings the standard term back', async () => {
    const token = await tokenOf('1000001', 'moveis123');
    const line = db.tables.orderLines.find((row) => row.personId === 1000001 && row.status === 'C' && row.quantityDelivery === 0)!;
    expect(await json(await put(token, bodyOf(line, 7)))).toEqual({ status: 200, body: { message: 'Opção de pagamento alterada!' } });
    expect(line).toMatchObject({ paymentId: 7, percentDiscont: 3, advanceRequest: 'S', supplierPayment: '7 dias' });
    const rows = (await protocols(token, `${range()}&paginaDe=1&paginaAte=100`)).body.itens;
    expect(rows.filter((row) => row.DT_AGENDA === line.scheduleDate && row.CD_FIL === line.branchId).map((row) => row.CD_PAGTO)).toContain(7);
    expect((await put(token, bodyOf(line, 0))).status).toBe(200);
    expect(line).toMatchObject({ paymentId: 28, percentDiscont: 0, monetaryDiscont: 0, advanceRequest: 'N' });
  });

  it('refuses a partly delivered item, a day too close, an option not released and missing fields', async () => {
    const token = await tokenOf('1000001', 'moveis123');
    const partial = db.tables.orderLines.find((row) => row.personId === 1000001 && row.status === 'C' && row.quantityDelivery > 0)!;
    expect(await json(await put(token, bodyOf(partial, 7)))).toEqual({
      status: 400,
      body: { error: 'Antecipação indisponível: item com entrega parcial precisa ser desmembrado pela equipe comercial.' },
    });
    expect((await put(token, bodyOf(partial, 0))).status).toBe(200);
    const line = db.tables.orderLines.find((row) => row.personId === 1000001 && row.status === 'C' && row.quantityDelivery === 0)!;
    expect(await json(await put(token, bodyOf(line, 99)))).toEqual({ status: 400, body: { error: 'Condição de pagamento não liberada para o fornecedor.' } });
    expect(await json(await put(token, { ...bodyOf(line, 7), cd_pagto: '7' }))).toEqual({
      status: 400,
      body: { error: 'Campos necessários: id_pessoa, nr_pc, cd_fil, id_prod, dt_entrg, cd_pagto' },
    });
    line.scheduleDate = `${format(new Date(), 'yyyy-MM-dd')}T00:00:00`;
    expect(await json(await put(token, bodyOf(line, 7)))).toEqual({
      status: 400,
      body: { error: 'Pedidos com data de agendamento em até 1 dia antes da entrega não podem ser antecipados' },
    });
    const stranger = await tokenOf('2000001', 'acess123');
    line.scheduleDate = `${format(addDays(new Date(), 5), 'yyyy-MM-dd')}T00:00:00`;
    expect((await put(stranger, bodyOf(line, 28))).status).toBe(404);
  });
});

describe('mock completed deliveries', () => {
  it('pages the delivery days newest first and lists the items of one day, with the filters', async () => {
    const token = await tokenOf('1000001', 'moveis123');
    const get = async <T>(path: string) => (await json<Envelope<T>>(await callLegacy('GET', path, token))).body.itens;
    const days = await get<DeliveryDateRow[]>('/gerenciarPedidos/dataEntrega?idPessoa=1000001&linhaInicial=0&qtdRegistro=100');
    const delivered = db.tables.orderLines.filter((line) => line.personId === 1000001 && line.status === 'E');
    const distinct = new Set(delivered.map((line) => line.scheduleDate));
    expect(days).toHaveLength(distinct.size);
    expect(days[0].QT_TOTAL_REGS).toBe(distinct.size);
    expect(days.map((row) => row.DT_ENTRG)).toEqual([...distinct].sort().reverse());
    expect(await get<DeliveryDateRow[]>('/gerenciarPedidos/dataEntrega?idPessoa=1000001&linhaInicial=1&qtdRegistro=2')).toEqual(days.slice(1, 3));

    const items = await get<CompletedDeliveryItem[]>(`/gerenciarPedidos/concluidos?idPessoa=1000001&dtEntrega=${day(days[0].DT_ENTRG)}`);
    const line = delivered.find((row) => row.scheduleDate === days[0].DT_ENTRG && row.productId === items[0].ID_PROD)!;
    expect(items[0]).toEqual({
      NM_PROD: line.productName,
      NR_PC: line.purchaseOrderId,
      ID_PROD: line.productId,
      NM_FIL: line.branchName,
      QT_ENTRG: line.quantityDelivery,
      CD_NUM: line.numericCode,
      DT_EMIS: line.issueDate,
    });
    const byOrder = await get<DeliveryDateRow[]>(`/gerenciarPedidos/dataEntrega?idPessoa=1000001&linhaInicial=0&qtdRegistro=100&nrPc=${line.purchaseOrderId}`);
    expect(byOrder.map((row) => row.DT_ENTRG)).toContain(line.scheduleDate);
    const window = `DtEntregaInic=${day(days[0].DT_ENTRG)}&DtEntregaFim=${day(days[0].DT_ENTRG)}`;
    expect(await get<DeliveryDateRow[]>(`/gerenciarPedidos/dataEntrega?idPessoa=1000001&linhaInicial=0&qtdRegistro=100&${window}`)).toEqual([{ ...days[0], QT_TOTAL_REGS: 1 }]);
  });

  it('a confirmed line the warehouse receives leaves the confirmed schedules and shows among the completed deliveries', async () => {
    const token = await tokenOf('1000001', 'moveis123');
    const confirmedPath = '/orders/findOrdersByScheduleStatus?statusSciaIs=C&initialRow=0&nextRows=500';
    const confirmed = (await json<ScheduledOrderItem[]>(await callOrders('GET', confirmedPath, token))).body;
    const { purchaseOrderId, productId, scheduleDate } = confirmed[0];
    expect(receiveDelivery(purchaseOrderId, productId)).toBe(true);
    expect(receiveDelivery(purchaseOrderId, productId)).toBe(false);

    const after = (await json<ScheduledOrderItem[]>(await callOrders('GET', confirmedPath, token))).body;
    expect(after.some((row) => row.purchaseOrderId === purchaseOrderId && row.productId === productId)).toBe(false);
    const items = await json<Envelope<CompletedDeliveryItem[]>>(
      await callLegacy('GET', `/gerenciarPedidos/concluidos?idPessoa=1000001&dtEntrega=${day(scheduleDate)}`, token),
    );
    expect(items.body.itens).toContainEqual(expect.objectContaining({ NR_PC: purchaseOrderId, ID_PROD: productId }));
  });
});
