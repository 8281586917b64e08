import { isValid, parseISO } from 'date-fns';
import type { DataProvider, GetListParams, GetListResult } from 'react-admin';
import { toServerDate } from '../../i18n/format';
import type { Branch, OrderItem, PaymentConditionOption } from '../../types/api';
import { withCustomMethods } from '../core/customMethods';
import { missingFieldsError, serverMessage } from '../core/errors';
import { isExportCall } from '../core/exportCall';
import { refusingResource } from '../core/methodsOnlyResource';
import { request, type Query } from '../core/http';
import { rowWindow, type Pagination } from '../core/paging';
import { orderLineId } from '../pedidos';
import {
  ORDER_STATUS_FILTERS,
  type DeliveryPlace,
  type OrderDateField,
  type OrderFilter,
  type OrderListMeta,
  type OrderRecord,
  type OrderStatusFilter,
} from '../../custom/gerenciarPedidos/orderManagement';

export { ORDER_STATUS_FILTERS };
export type { DeliveryPlace, OrderDateField, OrderFilter, OrderListMeta, OrderRecord, OrderStatusFilter };

const FEATURE = 'orders';

const wholeNumber = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 0 ? number : undefined;
};

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

const serverDay = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const day = parseISO(value);
  return isValid(day) ? toServerDate(day) : undefined;
};

const status = (value: unknown): OrderStatusFilter =>
  (ORDER_STATUS_FILTERS as readonly unknown[]).includes(value) ? (value as OrderStatusFilter) : 'T';

/**
 * The query of GET /orders (orders API) for one page of the all-orders list: the row window, the supplier, the
 * status (T unless another is chosen), order number, product id and numeric code (whole numbers only), product name,
 * the issue or schedule date range as DD/MM/YYYY, the branch and the payment condition.
 */
export function ordersQuery(filter: Record<string, unknown>, pagination: Pagination): Query {
  const { dateField, dateFrom, dateTo } = filter as OrderFilter;
  const from = serverDay(dateFrom);
  const to = serverDay(dateTo);
  const schedule = dateField === 'schedule';
  return {
    ...rowWindow(pagination, 'initialRow'),
    personId: wholeNumber(filter.personId),
    statusSciaIs: status(filter.statusSciaIs),
    purchaseOrderId: wholeNumber(filter.purchaseOrderId),
    productId: wholeNumber(filter.productId),
    numericCode: wholeNumber(filter.numericCode),
    productName: text(filter.productName),
    ...(schedule ? { initialScheduleDate: from, finalScheduleDate: to } : { initialIssueDate: from, finalIssueDate: to }),
    branchId: wholeNumber(filter.branchId),
    paymentId: wholeNumber(filter.paymentId),
  };
}

function isOrderItem(row: unknown): row is OrderItem {
  if (!row || typeof row !== 'object') return false;
  const item = row as Partial<OrderItem>;
  return item.purchaseOrderId !== undefined && item.productId !== undefined && typeof item.deliveryDate === 'string';
}

/**
 * GET /orders: one page of the supplier's order items, each carrying totalRows. A 404 means nothing matched: an
 * empty page whose meta carries the server's message (the tab shows it as a warning).
 */
async function getList(resource: string, params: GetListParams): Promise<GetListResult<OrderRecord> & { meta?: OrderListMeta }> {
  const { status: httpStatus, body } = await request('/orders', {
    api: 'orders',
    feature: FEATURE,
    query: ordersQuery(params.filter ?? {}, params.pagination ?? { page: 1, perPage: 5 }),
    acceptStatuses: [404],
    signal: params.signal,
    // An export pages through the same filters: it must neither cancel the list's own call nor be cancelled by it.
    supersedeKey: isExportCall(params) ? undefined : `list:${resource}`,
  });
  if (httpStatus === 404) return { data: [], total: 0, meta: { notFound: serverMessage(body) } };
  if (!Array.isArray(body) || !body.every(isOrderItem)) throw missingFieldsError(body);
  const total = body.length ? Number(body[0].totalRows) : 0;
  if (!Number.isFinite(total)) throw missingFieldsError(body);
  return { data: body.map((row) => ({ ...row, id: orderLineId(row) })), total };
}

const ordersList = {
  ...refusingResource((method) => `GET /orders: ${method} is not offered by the all-orders list`),
  getList,
} as DataProvider;

/** Resource `pedidos` (tab 0 of /gerenciarPedidos, Todos pedidos): GET /orders and the lists its filters choose from. */
export const pedidosProvider = withCustomMethods(ordersList, {
  /** GET /orders/deliveryPlace: the delivery branches (branchId, externalBranchName). */
  deliveryPlaces: async (_resource: string, _params: Record<string, never>): Promise<DeliveryPlace[]> => {
    const { body } = await request('/orders/deliveryPlace', { api: 'orders', feature: FEATURE });
    if (!Array.isArray(body) || !body.every((row: Partial<Branch>) => typeof row?.branchId === 'number')) throw missingFieldsError(body);
    return body as DeliveryPlace[];
  },
  /** GET /orders/paymentConditionsList?personId=: the supplier's payment conditions. */
  paymentConditions: async (_resource: string, params: { personId: number }): Promise<PaymentConditionOption[]> => {
    const { body } = await request('/orders/paymentConditionsList', { api: 'orders', feature: FEATURE, query: { personId: params.personId } });
    if (!Array.isArray(body) || !body.every((row: Partial<PaymentConditionOption>) => typeof row?.paymentId === 'number')) throw missingFieldsError(body);
    return body as PaymentConditionOption[];
  },
});

export type OrdersProvider = typeof pedidosProvider;
