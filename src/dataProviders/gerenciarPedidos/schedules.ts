import { isValid, parseISO } from 'date-fns';
import { toDate, toServerDate } from '../../i18n/format';
import type { ConfirmRefuseBody, OrderItem, RefusalReason, ScheduledOrderItem } from '../../types/api';
import { scheduleSummaryOf, type ScheduleSummaryWire } from './wire';
import { missingFieldsError, serverMessage } from '../core/errors';
import { request, type Query } from '../core/http';
import { legacyMutation } from '../core/mutation';
import { rowWindow, type Pagination } from '../core/paging';
import {
  scheduleKey,
  type ConfirmedSchedule,
  type DecidedItem,
  type Decision,
  type ScheduleFilter,
  type ScheduleItems,
  type SchedulePage,
  type ScheduleRef,
  type ScheduleSummary,
} from '../../custom/gerenciarPedidos/orderManagement';

export { scheduleKey };
export type { ConfirmedSchedule, DecidedItem, Decision, ScheduleFilter, ScheduleItems, SchedulePage, ScheduleRef };

/**
 * The calls of tabs 1 to 3 of /gerenciarPedidos (orders API): pending and refused schedules, confirmed schedules,
 * one schedule's items, refusal reasons, the penalty deadline, and the decisions (confirm, refuse, suggest a date).
 */

const FEATURE = 'orders';

/** Spec part 2, section 9: a schedule's items are read in one call of up to 1000 rows (the modals page them by 4). */
export const SCHEDULE_ITEM_ROWS = 1000;

const serverDay = (value: string | undefined): string | undefined => {
  if (!value) return undefined;
  const day = parseISO(value);
  return isValid(day) ? toServerDate(day) : undefined;
};

/** The query of a filter: whole numbers, the product name, the schedule-date range as DD/MM/YYYY and the branch. */
export function scheduleFilterQuery(personId: number, filter: ScheduleFilter): Query {
  return {
    personId,
    purchaseOrderId: filter.purchaseOrderId,
    productId: filter.productId,
    numericCode: filter.numericCode,
    productName: filter.productName?.trim() || undefined,
    initialScheduleDate: serverDay(filter.dateFrom),
    finalScheduleDate: serverDay(filter.dateTo),
    branchId: filter.branchId,
  };
}

const totalOf = (rows: readonly { totalRows: number }[], body: unknown): number => {
  const total = rows.length ? Number(rows[0].totalRows) : 0;
  if (!Number.isFinite(total)) throw missingFieldsError(body);
  return total;
};

function isSummary(row: unknown): row is ScheduleSummaryWire {
  const summary = row as Partial<ScheduleSummaryWire> | null;
  return Boolean(summary) && summary?.purchaseOrderId !== undefined && typeof summary?.scheduleDate === 'string' && summary?.branchId !== undefined;
}

/**
 * GET /orders/schedules?statusSciaIs=P|R (path not in the spec): one page of the supplier's schedules pending
 * confirmation (P) or refused (R), each carrying totalRows, IN_ALTEROU_AGENDA and QT_DIAS_PRAZO.
 */
export async function schedulePage(
  status: 'P' | 'R',
  personId: number,
  filter: ScheduleFilter,
  pagination: Pagination,
  signal?: AbortSignal,
): Promise<SchedulePage<ScheduleSummary>> {
  const { body } = await request('/orders/schedules', {
    api: 'orders',
    feature: FEATURE,
    query: { ...scheduleFilterQuery(personId, filter), statusSciaIs: status, ...rowWindow(pagination, 'initialRow') },
    signal,
  });
  if (!Array.isArray(body) || !body.every(isSummary)) throw missingFieldsError(body);
  return { rows: body.map(scheduleSummaryOf), total: totalOf(body, body) };
}

function isScheduledItem(row: unknown): row is ScheduledOrderItem {
  const item = row as Partial<ScheduledOrderItem> | null;
  return Boolean(item) && item?.purchaseOrderId !== undefined && item?.productId !== undefined && typeof item?.scheduleDate === 'string';
}

/** Items grouped by schedule (order, branch, day), in the order of their first item. */
export function confirmedSchedulesOf(items: readonly ScheduledOrderItem[]): ConfirmedSchedule[] {
  const groups = new Map<string, ConfirmedSchedule>();
  for (const item of items) {
    const key = scheduleKey(item);
    const group = groups.get(key);
    if (group) group.items.push(item);
    else groups.set(key, { purchaseOrderId: item.purchaseOrderId, branchId: item.branchId, branchName: item.branchName, scheduleDate: item.scheduleDate, items: [item] });
  }
  return [...groups.values()];
}

/**
 * GET /orders/findOrdersByScheduleStatus?statusSciaIs=C: one page of confirmed schedules. The server pages by
 * schedule and sends every item of the page's schedules, each carrying totalRows = the number of schedules.
 */
export async function confirmedPage(personId: number, filter: ScheduleFilter, pagination: Pagination, signal?: AbortSignal): Promise<SchedulePage<ConfirmedSchedule>> {
  const { body } = await request('/orders/findOrdersByScheduleStatus', {
    api: 'orders',
    feature: FEATURE,
    query: { ...rowWindow(pagination, 'initialRow'), ...scheduleFilterQuery(personId, filter), statusSciaIs: 'C' },
    signal,
  });
  if (!Array.isArray(body) || !body.every(isScheduledItem)) throw missingFieldsError(body);
  return { rows: confirmedSchedulesOf(body), total: totalOf(body, body) };
}

function isOrderItem(row: unknown): row is OrderItem {
  const item = row as Partial<OrderItem> | null;
  return Boolean(item) && item?.purchaseOrderId !== undefined && item?.productId !== undefined && typeof item?.deliveryDate === 'string';
}

/**
 * GET /orders?purchaseOrderId&branchId&initialScheduleDate&finalScheduleDate&personId&statusSciaIs: the items of one
 * schedule in one status (P pending, C confirmed, R refused), up to SCHEDULE_ITEM_ROWS. A 404 carries a message.
 */
export async function scheduleItems(personId: number, schedule: ScheduleRef, status: 'P' | 'C' | 'R', signal?: AbortSignal): Promise<ScheduleItems> {
  const day = toDate(schedule.scheduleDate);
  if (!day) throw missingFieldsError(schedule);
  const { status: httpStatus, body } = await request('/orders', {
    api: 'orders',
    feature: FEATURE,
    query: {
      initialRow: 0,
      nextRows: SCHEDULE_ITEM_ROWS,
      purchaseOrderId: schedule.purchaseOrderId,
      branchId: schedule.branchId,
      initialScheduleDate: toServerDate(day),
      finalScheduleDate: toServerDate(day),
      personId,
      statusSciaIs: status,
    },
    acceptStatuses: [404],
    signal,
  });
  if (httpStatus === 404) return { items: [], notFound: serverMessage(body) };
  if (!Array.isArray(body) || !body.every(isOrderItem)) throw missingFieldsError(body);
  return { items: body };
}

/**
 * The items of several schedules in one status: GET /orders over the days they span (pages of SCHEDULE_ITEM_ROWS
 * until totalRows), keeping the items of those schedules. One schedule is read as scheduleItems reads it.
 */
export async function itemsOfSchedules(personId: number, schedules: readonly ScheduleRef[], status: 'P' | 'C' | 'R', signal?: AbortSignal): Promise<OrderItem[]> {
  if (schedules.length === 1) return (await scheduleItems(personId, schedules[0], status, signal)).items;
  const days = schedules.map((schedule) => toDate(schedule.scheduleDate)).filter((date): date is Date => date !== null);
  if (days.length === 0) return [];
  const wanted = new Set(schedules.map(scheduleKey));
  const first = toServerDate(new Date(Math.min(...days.map(Number))));
  const last = toServerDate(new Date(Math.max(...days.map(Number))));
  const items: OrderItem[] = [];
  for (let offset = 0; ; offset += SCHEDULE_ITEM_ROWS) {
    const { status: httpStatus, body } = await request('/orders', {
      api: 'orders',
      feature: FEATURE,
      query: { initialRow: offset, nextRows: SCHEDULE_ITEM_ROWS, personId, initialScheduleDate: first, finalScheduleDate: last, statusSciaIs: status },
      acceptStatuses: [404],
      signal,
    });
    if (httpStatus === 404) return items;
    if (!Array.isArray(body) || !body.every(isOrderItem)) throw missingFieldsError(body);
    items.push(...body.filter((item) => wanted.has(scheduleKey(item))));
    if (body.length === 0 || offset + SCHEDULE_ITEM_ROWS >= totalOf(body, body)) return items;
  }
}

/** GET /orders/reasons: the refusal reasons (only with gerenciar-pedidos.recusa-confirmacao). */
export async function refusalReasons(signal?: AbortSignal): Promise<RefusalReason[]> {
  const { body } = await request('/orders/reasons', { api: 'orders', feature: FEATURE, signal });
  if (!Array.isArray(body) || !body.every((row: Partial<RefusalReason>) => typeof row?.reasonId === 'number' && typeof row.reasonName === 'string')) {
    throw missingFieldsError(body);
  }
  return body as RefusalReason[];
}

/**
 * GET /orders/receivingDays?branchId= (path not in the spec): the days the branch can receive a delivery on, from
 * tomorrow on, as availableScheduleDatesList ('dd/MM/yy;Id_ccaf' pairs, as the scheduling calendar reads them).
 */
export async function receivingDays(branchId: number, signal?: AbortSignal): Promise<string> {
  const { body } = await request('/orders/receivingDays', { api: 'orders', feature: FEATURE, query: { branchId }, signal });
  const list = (body as { availableScheduleDatesList?: unknown } | null)?.availableScheduleDatesList;
  if (typeof list !== 'string') throw missingFieldsError(body);
  return list;
}

/** GET /penalty/daysUntilDeadline: within how many days before a confirmed date a change costs a discount. */
export async function penaltyDays(signal?: AbortSignal): Promise<number> {
  const { body } = await request('/penalty/daysUntilDeadline', { api: 'orders', feature: FEATURE, signal });
  const days = Number((body as { qtDiaPrazo?: unknown } | null)?.qtDiaPrazo);
  if (!Number.isFinite(days)) throw missingFieldsError(body);
  return days;
}

const serverDate = (value: string): string => {
  const date = toDate(value);
  return date ? toServerDate(date) : '';
};

/** The body of one item's decision (dates DD/MM/YYYY; a confirmation sends no suggestion and reason 0). */
export function confirmRefuseBody(personId: number, item: DecidedItem, decision: Decision): ConfirmRefuseBody {
  const refusal = decision.statusIs !== 'C';
  return {
    personId,
    scheduleDate: serverDate(item.scheduleDate),
    scheduleSuggestionDate: refusal ? toServerDate(decision.suggestion) : '',
    deliveryDate: serverDate(item.deliveryDate),
    branchId: item.branchId,
    purchaseOrderId: item.purchaseOrderId,
    productId: item.productId,
    statusIs: decision.statusIs,
    reasonRefuseId: refusal ? decision.reasonId : 0,
  };
}

/**
 * Sends a decision about items: POST /orders/confirmRefuse for one item, POST /orders/confirmRefuseByList for more
 * (the server applies all or none). Success is exactly HTTP 201; one call per supplier in flight (a double click
 * shares it).
 */
export async function sendDecision(personId: number, items: readonly DecidedItem[], decision: Decision): Promise<string> {
  if (items.length === 0) throw missingFieldsError(items);
  const bodies = items.map((item) => confirmRefuseBody(personId, item, decision));
  const single = bodies.length === 1;
  const result = await legacyMutation({
    api: 'orders',
    feature: FEATURE,
    method: 'POST',
    path: single ? '/orders/confirmRefuse' : '/orders/confirmRefuseByList',
    body: single ? { ...bodies[0] } : (bodies as unknown as Record<string, unknown>),
    successStatus: 201,
    key: `confirmRefuse:${personId}`,
  });
  return result.message;
}
