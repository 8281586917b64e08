import { differenceInCalendarDays, format, parseISO, startOfDay } from 'date-fns';
import { readRowWindow } from '../http/paging';
import type { OrderItem, ScheduledOrderItem } from '../../src/types/api';
import type { ScheduleSummaryWire as ScheduleSummary } from '../../src/dataProviders/gerenciarPedidos/wire';
import { db } from '../db/db';
import { scopedPersonId, type Caller } from '../http/endpoint';
import { dayFromClient, isoDay } from '../pedidos/dates';
import { expectedDelay } from '../pedidos/expectedDelay';
import type { OrderLineRecord } from '../pedidos/seed';

const normalise = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
export const today = (): Date => startOfDay(new Date());

/** The statuses a statusSciaIs filter stands for (T: every line, the ones waiting for a date too). */
export function statusesOf(code: string | null): readonly (OrderLineRecord['status'] | 'N')[] | null {
  switch (code) {
    case 'P':
      return ['P'];
    case 'C':
      return ['C'];
    case 'R':
      return ['R', 'RA'];
    case 'RA':
      return ['RA'];
    case 'E':
      return ['E'];
    default:
      return null;
  }
}

const lineStatus = (line: OrderLineRecord): OrderLineRecord['status'] | 'N' => (line.stage === 'N' ? 'N' : line.status);

/**
 * The supplier's lines that match the orders API's filters: purchaseOrderId, productId, numericCode, productName
 * (part of), branchId or branchDeliveryId, paymentId, issue and schedule date ranges (DD/MM/YYYY) and statusSciaIs.
 */
export function matchingLines(caller: Caller, params: URLSearchParams): OrderLineRecord[] {
  const personId = Number(scopedPersonId(caller, params.get('personId')));
  const number = (key: string): number | null => (params.get(key)?.trim() ? Number(params.get(key)) : null);
  const order = number('purchaseOrderId');
  const product = number('productId');
  const numeric = number('numericCode');
  const branch = number('branchId') ?? number('branchDeliveryId');
  const payment = number('paymentId');
  const name = normalise(params.get('productName')?.trim() ?? '');
  const issueFrom = dayFromClient(params.get('initialIssueDate'));
  const issueTo = dayFromClient(params.get('finalIssueDate'));
  const scheduleFrom = dayFromClient(params.get('initialScheduleDate'));
  const scheduleTo = dayFromClient(params.get('finalScheduleDate'));
  const statuses = statusesOf(params.get('statusSciaIs'));
  return db.tables.orderLines.filter((line) => {
    if (line.personId !== personId) return false;
    if (statuses && !statuses.includes(lineStatus(line))) return false;
    if (order !== null && line.purchaseOrderId !== order) return false;
    if (product !== null && line.productId !== product) return false;
    if (numeric !== null && line.numericCode !== numeric) return false;
    if (branch !== null && line.branchId !== branch) return false;
    if (payment !== null && line.paymentId !== payment) return false;
    if (name && !normalise(line.productName).includes(name)) return false;
    const issue = isoDay(line.issueDate);
    if ((issueFrom && issue < issueFrom) || (issueTo && issue > issueTo)) return false;
    const scheduled = isoDay(line.scheduleDate);
    if ((scheduleFrom || scheduleTo) && line.stage === 'N') return false;
    if ((scheduleFrom && scheduled < scheduleFrom) || (scheduleTo && scheduled > scheduleTo)) return false;
    return true;
  });
}

export function toOrderItem(line: OrderLineRecord, totalRows: number): OrderItem {
  const { stage: _stage, status: _status, capacityId: _capacity, confirmBy: _confirmBy, scheduleChanged: _changed, refusalReasonId: _reason, ...fields } = line;
  const { rotation: _rotation, breakageDescription: _breakage, IPCpayment: _ipc, supplierPayment: _supplier, ...item } = fields;
  return { ...item, forecastQuantity: expectedDelay(line, today()), sciaStatus: lineStatus(line) ?? 'N', totalRows };
}

export const byOrder = (a: OrderLineRecord, b: OrderLineRecord): number =>
  b.purchaseOrderId - a.purchaseOrderId || a.productId - b.productId || a.scheduleDate.localeCompare(b.scheduleDate);

/** One page of rows in the orders API's window (initialRow, nextRows). */
export function page<T>(rows: readonly T[], params: URLSearchParams): T[] {
  const { offset, limit } = readRowWindow(params, 'initialRow');
  return rows.slice(offset, offset + limit);
}

export const scheduleKey = (line: Pick<OrderLineRecord, 'purchaseOrderId' | 'branchId' | 'scheduleDate'>): string =>
  `${line.purchaseOrderId}:${line.branchId}:${isoDay(line.scheduleDate)}`;

/** Lines grouped by schedule (order, branch, day), in the order of their first line. */
export function schedulesOf(lines: readonly OrderLineRecord[]): OrderLineRecord[][] {
  const groups = new Map<string, OrderLineRecord[]>();
  for (const line of lines) {
    const key = scheduleKey(line);
    const group = groups.get(key);
    if (group) group.push(line);
    else groups.set(key, [line]);
  }
  return [...groups.values()];
}

export function toSummary(group: readonly OrderLineRecord[], totalRows: number): ScheduleSummary {
  const first = group[0];
  const confirmBy = group.map((line) => line.confirmBy).find(Boolean);
  return {
    purchaseOrderId: first.purchaseOrderId,
    scheduleDate: first.scheduleDate,
    branchDeliveryId: first.branchDeliveryId,
    branchName: first.branchName,
    branchId: first.branchId,
    expectedDeliveryDate: first.expectedDeliveryDate,
    totalRows,
    IN_ALTEROU_AGENDA: group.some((line) => line.scheduleChanged) ? 'S' : 'N',
    QT_DIAS_PRAZO: confirmBy ? Math.max(0, differenceInCalendarDays(parseISO(confirmBy), today())) : 0,
  };
}

export function toScheduledItem(line: OrderLineRecord, totalRows: number): ScheduledOrderItem {
  return {
    purchaseOrderId: line.purchaseOrderId,
    branchId: line.branchId,
    branchDeliveryId: line.branchDeliveryId,
    branchName: line.branchName,
    scheduleDate: line.scheduleDate,
    productId: line.productId,
    numericCode: line.numericCode,
    alphaId: line.alphaId,
    productName: line.productName,
    colorAbbreviation: line.colorAbbreviation,
    scheduleQuantity: line.scheduleQuantity,
    sciaStatusDescription: line.sciaStatusDescription,
    deliveryDate: line.deliveryDate,
    totalRows,
  };
}

export const todayIso = (): string => format(today(), 'yyyy-MM-dd');
