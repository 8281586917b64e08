import { HttpResponse } from 'msw';
import { addDays, format, parseISO, startOfDay } from 'date-fns';
import { readRowWindow } from '../http/paging';
import type { CancelSchedulePayload, ScheduleFailure, SchedulePayload, ScheduleStage } from '../../src/dataProviders/pedidos/wire';
import type { PendingOrderLine } from '../../src/types/api';
import { db } from '../db/db';
import { endpoint, fail, jsonBody, ok, scopedPersonId, type Caller } from '../http/endpoint';
import { availabilityOf, bookableRange, hasRoom, slotKey, slotUsage } from './availability';
import { dayFromClient, isoDay, NO_DATE, serverDateTime } from './dates';
import { expectedDelay } from './expectedDelay';
import { orderPdf, type OrderPdfLanguage } from './orderPdf';
import { statusText, type OrderLineRecord } from './seed';

const CALENDAR = 'nova-tela-pedidos-pendentes';
const PENDING_LIST = 'lista-de-pedidos-pendentes';
const SCHEDULED_LIST = 'lista-de-pedidos-agendados';
const ORDER_READERS = [CALENDAR, PENDING_LIST, SCHEDULED_LIST] as const;

export const SCHEDULE_DONE = 'Agendamento realizado!';
export const SCHEDULE_PARTIAL = 'Alguns pedidos não puderam ser agendados.';
export const NO_ROOM = 'Data sem capacidade disponível para agendamento';
export const NOT_WAITING = 'Pedido já agendado ou inexistente';
export const OUT_OF_RANGE = 'Data fora do prazo de entrega do pedido';
export const CANCEL_DONE = 'Agendamento cancelado!';
export const CANCEL_REFUSED = 'Este agendamento não pode ser cancelado.';
export const ORDER_NOT_FOUND = 'Pedido não encontrado!';

/** Columns GET /pedidos sorts by (`ordenacao`, the server's own list); anything else sorts by the expected delivery date. */
const SORTABLE = new Set<string>([
  'purchaseOrderId',
  'productId',
  'productName',
  'numericCode',
  'issueDate',
  'expectedDeliveryDate',
  'scheduleDate',
  'itemQuantity',
  'quantityOutstanding',
  'amount',
  'outstandingAmount',
  'branchId',
  'sciaStatusDescription',
] satisfies (keyof PendingOrderLine)[]);

/** Days the supplier has to confirm a date booked on the calendar. */
const CONFIRM_DAYS = 3;

const normalise = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
const today = (): Date => startOfDay(new Date());

/** A scheduled line may be cancelled while it is confirmed or awaiting confirmation and its day is still ahead. */
export function cancellable(line: OrderLineRecord, day: Date): boolean {
  return line.stage === 'A' && (line.status === 'C' || line.status === 'P') && isoDay(line.scheduleDate) > format(day, 'yyyy-MM-dd');
}

function toRow(line: OrderLineRecord, totalRows: number, availability = { list: '', description: '' }): PendingOrderLine {
  const { stage: _stage, status: _status, capacityId: _capacityId, confirmBy: _confirmBy, scheduleChanged: _changed, refusalReasonId: _reason, ...fields } = line;
  return {
    ...fields,
    forecastQuantity: expectedDelay(line, today()),
    availableScheduleDatesList: availability.list,
    scheduleAvailabilityDescription: availability.description,
    totalRows,
    allowCancelIs: cancellable(line, today()) ? 'S' : 'N',
  };
}

const supplierLines = (caller: Caller, requested: string | null): OrderLineRecord[] => {
  const personId = Number(scopedPersonId(caller, requested));
  return db.tables.orderLines.filter((line) => line.personId === personId);
};

/** The list's search: a whole number is an order number, anything else part of a product name. */
function matchesSearch(line: OrderLineRecord, q: string): boolean {
  if (!q) return true;
  if (/^\d+$/.test(q)) return String(line.purchaseOrderId).includes(q);
  return normalise(line.productName).includes(normalise(q));
}

function compare(field: keyof OrderLineRecord): (a: OrderLineRecord, b: OrderLineRecord) => number {
  return (a, b) => {
    const left = a[field];
    const right = b[field];
    if (typeof left === 'number' && typeof right === 'number') return left - right;
    return String(left).localeCompare(String(right), 'pt-BR');
  };
}

function failure(selection: SchedulePayload['datas'][number], retorno: string): ScheduleFailure {
  return {
    nr_pc: Number(selection.Nr_pc),
    dt_agenda: String(selection.Dt_agenda ?? ''),
    id_prod: Number(selection.Id_prod),
    dt_entrg: String(selection.Dt_entrg ?? ''),
    qt_vol: Number(selection.Qt_vol),
    retorno,
  };
}

export const orderHandlers = [
  /** GET /orders/branches (orders API): the delivery branches, with their addresses. */
  endpoint('get', 'orders', '/orders/branches', {}, () => HttpResponse.json(db.tables.branches)),

  /**
   * GET /pedidos/pendentesAutomatico?personId&initialRow&nextRows&scheduleIs=N&retAvailableDates=S (the calendar's
   * list; path not in the spec): the supplier's lines waiting for a date, by expected delivery date, each with the
   * days it may take (availableScheduleDatesList) when retAvailableDates is S.
   */
  endpoint('get', 'legacy', '/pedidos/pendentesAutomatico', { permission: CALENDAR }, ({ url, caller }) => {
    const params = url.searchParams;
    const withDates = params.get('retAvailableDates') === 'S';
    const lines = supplierLines(caller, params.get('personId'))
      .filter((line) => line.stage === 'N')
      .sort((a, b) => a.expectedDeliveryDate.localeCompare(b.expectedDeliveryDate) || a.purchaseOrderId - b.purchaseOrderId || a.productId - b.productId);
    const { offset, limit } = readRowWindow(params, 'initialRow');
    const slots = withDates ? slotUsage(db.tables) : undefined;
    const page = lines.slice(offset, offset + limit).map((line) => toRow(line, lines.length, slots ? availabilityOf(line, today(), slots) : undefined));
    // Spec part 2, section 7: this call answers a bare array, not the status/itens envelope.
    return HttpResponse.json(page);
  }),

  /**
   * POST /pedidos/agendar { personId, datas: [...] } (path not in the spec): each selection takes its capacity slot
   * (Id_ccaf) and the line becomes scheduled, pending confirmation (order management's tab 1); a slot filled meanwhile, a line no longer waiting or a day
   * outside the line's range comes back in retornoPedidos with the reason.
   */
  endpoint('post', 'legacy', '/pedidos/agendar', { permission: CALENDAR }, async ({ request, caller }) => {
    const body = await jsonBody<SchedulePayload>(request);
    if (!Array.isArray(body.datas) || body.datas.length === 0) return fail(400, 'Campos necessários: datas');
    const personId = Number(scopedPersonId(caller, body.personId === undefined ? null : String(body.personId)));
    const slots = slotUsage(db.tables);
    const failures: ScheduleFailure[] = [];
    for (const selection of body.datas) {
      const day = dayFromClient(selection.Dt_agenda);
      const line = db.tables.orderLines.find(
        (row) =>
          row.personId === personId &&
          row.stage === 'N' &&
          row.purchaseOrderId === Number(selection.Nr_pc) &&
          row.productId === Number(selection.Id_prod) &&
          row.branchId === Number(selection.Cd_fil),
      );
      if (!line || !day) {
        failures.push(failure(selection, NOT_WAITING));
        continue;
      }
      const { from, to } = bookableRange(line, today());
      if (day < format(from, 'yyyy-MM-dd') || day > format(to, 'yyyy-MM-dd')) {
        failures.push(failure(selection, OUT_OF_RANGE));
        continue;
      }
      const slot = slots.get(slotKey(line.branchId, day));
      if (!slot || !hasRoom(slot) || slot.row.id !== Number(selection.Id_ccaf)) {
        failures.push(failure(selection, NO_ROOM));
        continue;
      }
      slot.used += 1;
      line.stage = 'A';
      line.status = 'P';
      line.capacityId = slot.row.id;
      line.confirmBy = format(addDays(today(), CONFIRM_DAYS), 'yyyy-MM-dd');
      line.scheduleChanged = false;
      line.scheduleDate = serverDateTime(parseISO(day));
      line.scheduleQuantity = line.quantityOutstanding;
      line.quantityVolumeSchedule = line.amountOutstandingVolume;
      line.sciaStatusDescription = statusText('P');
    }
    db.touch('orderLines');
    return ok({ message: failures.length ? SCHEDULE_PARTIAL : SCHEDULE_DONE, retornoPedidos: failures });
  }),

  /**
   * GET /pedidos?personId&scheduleIs=N|A&initialRow&nextRows[&q][&branchId][&ordenacao&direcao] (the pending and
   * scheduled lists; path not in the spec). { itens (each with totalRows), total: { value } }.
   */
  endpoint('get', 'legacy', '/pedidos', { permission: [PENDING_LIST, SCHEDULED_LIST] }, ({ url, caller }) => {
    const params = url.searchParams;
    const stage = (params.get('scheduleIs') === 'A' ? 'A' : 'N') satisfies ScheduleStage;
    if (!caller.permissions.has(stage === 'A' ? SCHEDULED_LIST : PENDING_LIST)) return fail(403, 'Usuário não tem permissão para acessar funcionalidades');
    const q = params.get('q')?.trim() ?? '';
    const branch = Number(params.get('branchId') ?? '');
    const field = params.get('ordenacao');
    const order = field && SORTABLE.has(field) ? compare(field as keyof OrderLineRecord) : compare('expectedDeliveryDate');
    const lines = supplierLines(caller, params.get('personId'))
      .filter((line) => line.stage === stage && matchesSearch(line, q) && (!branch || line.branchId === branch))
      .sort((a, b) => order(a, b) || a.purchaseOrderId - b.purchaseOrderId || a.productId - b.productId);
    if (params.get('direcao')?.toUpperCase() === 'DESC') lines.reverse();
    const { offset, limit } = readRowWindow(params, 'initialRow');
    return ok({ itens: lines.slice(offset, offset + limit).map((line) => toRow(line, lines.length)), total: { value: lines.length } });
  }),

  /** PUT /pedidos/cancelar { cd_fil, dt_entrg, id_prod, nr_pc } (path not in the spec): the line waits for a date again. */
  endpoint('put', 'legacy', '/pedidos/cancelar', { permission: SCHEDULED_LIST }, async ({ request, caller }) => {
    const body = await jsonBody<CancelSchedulePayload & { personId?: number }>(request);
    const personId = Number(scopedPersonId(caller, body.personId === undefined ? null : String(body.personId)));
    const deliveryDay = dayFromClient(body.dt_entrg);
    const line = db.tables.orderLines.find(
      (row) =>
        row.personId === personId &&
        row.purchaseOrderId === Number(body.nr_pc) &&
        row.productId === Number(body.id_prod) &&
        row.branchId === Number(body.cd_fil) &&
        isoDay(row.deliveryDate) === deliveryDay,
    );
    if (!line) return fail(404, ORDER_NOT_FOUND);
    if (!cancellable(line, today())) return fail(409, CANCEL_REFUSED);
    line.stage = 'N';
    line.status = null;
    line.capacityId = null;
    line.confirmBy = null;
    line.scheduleDate = NO_DATE;
    line.scheduleQuantity = 0;
    line.quantityVolumeSchedule = 0;
    line.sciaStatusDescription = statusText(null);
    db.touch('orderLines');
    return ok({ message: CANCEL_DONE });
  }),

  /** GET /pedidoCompra/pdf?cdFil&purchaseOrderId&ingles=S|N: the purchase order as a PDF, in Portuguese or English. */
  endpoint('get', 'legacy', '/pedidoCompra/pdf', { permission: [...ORDER_READERS] }, async ({ url, caller }) => {
    const params = url.searchParams;
    const language: OrderPdfLanguage = params.get('ingles') === 'S' ? 'EN' : 'PT-BR';
    return orderPdfResponse(caller, params.get('personId'), Number(params.get('cdFil')), Number(params.get('purchaseOrderId')), language);
  }),

  /**
   * GET /pedidoCompra/arquivos/{cd_fil}/{cd_pedido}/{ticket}/{filename}: the order's file; the spec's token segment carries
   * a single-use download ticket (so that a link or a frame can open it without the session token in a URL).
   */
  endpoint(
    'get',
    'legacy',
    '/pedidoCompra/arquivos/:cdFil/:cdPedido/:ticket/:filename',
    { permission: [...ORDER_READERS], ticketParam: 'ticket' },
    ({ params, url, caller }) =>
      orderPdfResponse(caller, url.searchParams.get('personId'), Number(params.cdFil), Number(params.cdPedido), 'PT-BR', String(params.filename)),
  ),
];

async function orderPdfResponse(
  caller: Caller,
  requested: string | null,
  branchId: number,
  purchaseOrderId: number,
  language: OrderPdfLanguage,
  name = `pedido-${purchaseOrderId}-${language}.pdf`,
): Promise<Response> {
  const lines = supplierLines(caller, requested).filter((line) => line.purchaseOrderId === purchaseOrderId && line.branchId === branchId);
  if (lines.length === 0) return fail(404, ORDER_NOT_FOUND);
  const bytes = await orderPdf(lines, db.tables.branches.find((row) => row.branchId === branchId), language);
  return new HttpResponse(bytes, {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(name)}` },
  });
}

