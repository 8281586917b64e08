import { differenceInCalendarDays, parseISO } from 'date-fns';
import { HttpResponse } from 'msw';
import type { ConfirmRefuseBody, PaymentConditionOption, RefusalReason, SupplierOptionRow } from '../../src/types/api';
import { db } from '../db/db';
import { endpoint, jsonBody, scopedPersonId, type Caller } from '../http/endpoint';
import { canReceive, receivableDays, slotUsage, type Slot } from '../pedidos/availability';
import { dayFromClient, isoDay, serverDateTime } from '../pedidos/dates';
import { REFUSAL_REASONS, statusText, type OrderLineRecord } from '../pedidos/seed';
import { byOrder, matchingLines, page, schedulesOf, today, todayIso, toOrderItem, toScheduledItem, toSummary } from './orderQueries';

export const NOTHING_FOUND = 'Nenhum pedido encontrado para os filtros informados.';
export const CONFIRMED = 'Agendamento confirmado!';
export const REFUSED = 'Agendamento recusado!';
export const NOT_PENDING = 'Agendamento não está pendente de confirmação.';
export const PAST_SCHEDULE = 'Não é possível sugerir nova data para uma entrega de hoje ou anterior.';
export const BAD_REASON = 'Motivo de recusa inválido.';
export const BAD_SUGGESTION = 'A data sugerida deve ser a partir de amanhã.';
export const NOT_RECEIVABLE = 'A filial não recebe entregas na data sugerida.';
/** Days before a confirmed date within which changing it costs a discount (GET /penalty/daysUntilDeadline). */
export const PENALTY_DAYS = 3;
const PENALTY_PERCENT = 2;

const MANAGE = 'gerenciar-pedidos';
const DECIDE = 'gerenciar-pedidos.recusa-confirmacao';

const json = (body: unknown, status = 200): Response => HttpResponse.json(body as Record<string, unknown>, { status });
const refused = (message: string, status = 400): Response => json({ error: message }, status);

const PAYMENT_CONDITIONS: PaymentConditionOption[] = [
  { paymentId: 28, deadlineDays: 28, nameConditionPayment: '28 dias' },
  { paymentId: 7, deadlineDays: 7, nameConditionPayment: '7 dias (antecipação 3%)' },
  { paymentId: 14, deadlineDays: 14, nameConditionPayment: '14 dias (antecipação 1,5%)' },
];

/**
 * Applies one confirmation or refusal: C confirms a schedule pending confirmation; R / RA refuse it (the whole order's
 * schedule / chosen items) with a reason and a suggested date, or, on a confirmed schedule still ahead, suggest a new
 * date (a discount when within PENALTY_DAYS). Answers the refusal text, or undefined when applied.
 */
function decide(caller: Caller, body: Partial<ConfirmRefuseBody>, slots: Map<string, Slot>, touched?: Map<OrderLineRecord, OrderLineRecord>): string | undefined {
  const personId = Number(scopedPersonId(caller, body.personId === undefined ? null : String(body.personId)));
  const scheduleDay = dayFromClient(body.scheduleDate);
  const line = db.tables.orderLines.find(
    (row) =>
      row.personId === personId &&
      row.stage === 'A' &&
      row.purchaseOrderId === Number(body.purchaseOrderId) &&
      row.productId === Number(body.productId) &&
      row.branchId === Number(body.branchId) &&
      isoDay(row.scheduleDate) === scheduleDay,
  );
  if (!line || (line.status !== 'P' && line.status !== 'C')) return NOT_PENDING;
  if (touched && !touched.has(line)) touched.set(line, { ...line });
  if (body.statusIs === 'C') {
    if (line.status !== 'P') return NOT_PENDING;
    line.status = 'C';
    line.confirmBy = null;
    line.scheduleChanged = false;
    line.sciaStatusDescription = statusText('C');
    return undefined;
  }
  if (body.statusIs !== 'R' && body.statusIs !== 'RA') return NOT_PENDING;
  const reason = REFUSAL_REASONS.find((row) => row.reasonId === Number(body.reasonRefuseId));
  if (!reason) return BAD_REASON;
  const suggestion = dayFromClient(body.scheduleSuggestionDate);
  if (!suggestion || suggestion <= todayIso()) return BAD_SUGGESTION;
  if (!canReceive(line.branchId, suggestion, today(), slots)) return NOT_RECEIVABLE;
  if (line.status === 'C') {
    const daysAhead = differenceInCalendarDays(parseISO(isoDay(line.scheduleDate)), today());
    if (daysAhead <= 0) return PAST_SCHEDULE;
    if (daysAhead <= PENALTY_DAYS) line.monetaryPenaltySchedule = Math.round(line.amount * PENALTY_PERCENT) / 100;
  }
  refuse(line, body.statusIs, reason, suggestion);
  return undefined;
}

function refuse(line: OrderLineRecord, status: 'R' | 'RA', reason: RefusalReason, suggestion: string): void {
  line.status = status;
  line.capacityId = null;
  line.confirmBy = null;
  line.refusalReasonId = reason.reasonId;
  line.rejectionReasonDescription = reason.reasonName;
  line.suggestedScheduleDate = serverDateTime(parseISO(suggestion));
  line.sciaStatusDescription = statusText(status);
}

export const orderManagementHandlers = [
  /**
   * GET /orders (orders API): the supplier's order items matching the filters, newest order first, one page; each row
   * carries totalRows. Nothing found is a 404 with a message (the screens show it as a warning).
   */
  endpoint('get', 'orders', '/orders', { permission: [MANAGE, 'historico-de-agendamento'] }, ({ url, caller }) => {
    const lines = matchingLines(caller, url.searchParams).sort(byOrder);
    if (lines.length === 0) return json({ message: NOTHING_FOUND }, 404);
    return json(page(lines, url.searchParams).map((line) => toOrderItem(line, lines.length)));
  }),

  /**
   * GET /orders/schedules?statusSciaIs=P|R (path not in the spec): the pending or refused schedules (one per order,
   * branch and day) matching the filters, by schedule date; each carries totalRows, IN_ALTEROU_AGENDA, QT_DIAS_PRAZO.
   */
  endpoint('get', 'orders', '/orders/schedules', { permission: ['gerenciar-pedidos.pendentes', 'gerenciar-pedidos.recusados'] }, ({ url, caller }) => {
    const status = url.searchParams.get('statusSciaIs') === 'R' ? 'R' : 'P';
    const params = new URLSearchParams(url.searchParams);
    params.set('statusSciaIs', status);
    const lines = matchingLines(caller, params).sort((a, b) => a.scheduleDate.localeCompare(b.scheduleDate) || byOrder(a, b));
    const groups = schedulesOf(lines);
    return json(page(groups, url.searchParams).map((group) => toSummary(group, groups.length)));
  }),

  /**
   * GET /orders/findOrdersByScheduleStatus?statusSciaIs=C: the confirmed schedules matching the filters, paged by
   * schedule (initialRow/nextRows count schedules); the rows are every item of the page's schedules, each carrying
   * totalRows = the number of schedules.
   */
  endpoint('get', 'orders', '/orders/findOrdersByScheduleStatus', { permission: 'gerenciar-pedidos.confirmados' }, ({ url, caller }) => {
    const params = new URLSearchParams(url.searchParams);
    params.set('statusSciaIs', 'C');
    const lines = matchingLines(caller, params).sort((a, b) => a.scheduleDate.localeCompare(b.scheduleDate) || byOrder(a, b));
    const groups = schedulesOf(lines);
    return json(page(groups, url.searchParams).flatMap((group) => group.map((line) => toScheduledItem(line, groups.length))));
  }),

  /** POST /orders/confirmRefuse: one decision; 201 when applied, else 400 { error }. */
  endpoint('post', 'orders', '/orders/confirmRefuse', { permission: DECIDE }, async ({ request, caller }) => {
    const body = await jsonBody<ConfirmRefuseBody>(request);
    const problem = decide(caller, body, slotUsage(db.tables));
    if (problem) return refused(problem);
    db.touch('orderLines');
    return json({ message: body.statusIs === 'C' ? CONFIRMED : REFUSED }, 201);
  }),

  /** POST /orders/confirmRefuseByList: an array of decisions, applied together or not at all (201 / 400 { error }). */
  endpoint('post', 'orders', '/orders/confirmRefuseByList', { permission: DECIDE }, async ({ request, caller }) => {
    const body: unknown = await request.json().catch(() => null);
    if (!Array.isArray(body) || body.length === 0) return refused('Campos necessários: lista de agendamentos');
    const touched = new Map<OrderLineRecord, OrderLineRecord>();
    const slots = slotUsage(db.tables);
    for (const item of body as Partial<ConfirmRefuseBody>[]) {
      const problem = decide(caller, item ?? {}, slots, touched);
      if (problem) {
        for (const [line, before] of touched) Object.assign(line, before);
        return refused(`${problem} Pedido ${String(item?.purchaseOrderId ?? '')}, produto ${String(item?.productId ?? '')}.`);
      }
    }
    db.touch('orderLines');
    const confirmations = (body as Partial<ConfirmRefuseBody>[]).every((item) => item?.statusIs === 'C');
    return json({ message: confirmations ? CONFIRMED : REFUSED }, 201);
  }),

  /** GET /orders/reasons: the refusal reasons. */
  endpoint('get', 'orders', '/orders/reasons', { permission: DECIDE }, () => json(REFUSAL_REASONS)),

  /**
   * GET /orders/receivingDays?branchId= (path not in the spec): the days the branch can receive a delivery on, from
   * tomorrow on, as the calendar's availableScheduleDatesList ('dd/MM/yy;Id_ccaf' pairs); a suggested new date must be one.
   */
  endpoint('get', 'orders', '/orders/receivingDays', { permission: DECIDE }, ({ url }) => {
    const branchId = Number(url.searchParams.get('branchId'));
    if (!Number.isInteger(branchId) || !db.tables.branches.some((branch) => branch.branchId === branchId)) return refused('Campos necessários: branchId');
    return json({ branchId, availableScheduleDatesList: receivableDays(branchId, today(), slotUsage(db.tables)).join(',') });
  }),

  /** GET /penalty/daysUntilDeadline: within how many days of a confirmed date a change costs a discount. */
  endpoint('get', 'orders', '/penalty/daysUntilDeadline', { permission: MANAGE }, () => json({ qtDiaPrazo: PENALTY_DAYS })),

  /** GET /orders/deliveryPlace: the delivery branches. */
  endpoint('get', 'orders', '/orders/deliveryPlace', { permission: MANAGE }, () =>
    json(db.tables.branches.map(({ branchId, externalBranchName }) => ({ branchId, externalBranchName }))),
  ),

  /** GET /suppliers (internal view): every supplier, by name. */
  endpoint('get', 'orders', '/suppliers', { permission: 'filtro-fornecedor' }, () => {
    const rows: SupplierOptionRow[] = db.tables.pessoas
      .filter((row) => row.supplierType !== null)
      .map((row) => ({ personId: Number(row.codigo), supplierName: row.nome }))
      .sort((a, b) => a.supplierName.localeCompare(b.supplierName, 'pt-BR'));
    return json(rows);
  }),

  /** GET /paymentConditions and GET /orders/paymentConditionsList?personId=: the payment conditions. */
  endpoint('get', 'orders', '/paymentConditions', { permission: MANAGE }, () => json(PAYMENT_CONDITIONS)),
  // Also the technical sheets' furniture order filter (qualidade).
  endpoint('get', 'orders', '/orders/paymentConditionsList', { permission: [MANAGE, 'qualidade'] }, () => json(PAYMENT_CONDITIONS)),
];
export { completedHandlers } from './completed';
export { labelHandlers } from './labels';
export { protocolHandlers } from './protocols';
