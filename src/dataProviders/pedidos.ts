import type { DataProvider, SortPayload } from 'react-admin';
import { getToken } from '../session/cookies';
import { ORDER_SORT_FIELDS, type Branch, type CancelSchedulePayload, type PendingOrderLine, type ScheduleAnswer, type ScheduleFailure, type SchedulePayload, type ScheduleStage } from '../types/api';
import { withCustomMethods } from './core/customMethods';
import { missingFieldsError } from './core/errors';
import { requestFile } from './core/fileResponse';
import { request, type Query } from './core/http';
import { legacyRows } from './core/legacyEnvelope';
import { legacyResource } from './core/legacyResource';
import { legacyMutation } from './core/mutation';
import { rowWindow } from './core/paging';

export type OrderPdfLanguage = 'PT-BR' | 'EN';

/** The id of an order line: order, product, branch and delivery date make it unique. */
export const orderLineId = (row: Pick<PendingOrderLine, 'purchaseOrderId' | 'productId' | 'branchId' | 'deliveryDate'>): string =>
  `${row.purchaseOrderId}-${row.productId}-${row.branchId}-${row.deliveryDate.slice(0, 10)}`;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const supplier = (value: unknown): string | undefined => (value === undefined || value === null || value === '' ? undefined : String(value));

/** GET /pedidos query from the list's filter: `personId` (internal view), `q` (order number or product name), `branchId`. */
export function orderListQuery(filter: Record<string, unknown>): Query {
  return { personId: supplier(filter.personId), q: text(filter.q), branchId: supplier(filter.branchId) };
}

export function orderSortQuery(sort: SortPayload): Query {
  if (!(ORDER_SORT_FIELDS as readonly string[]).includes(sort.field)) return {};
  return { ordenacao: sort.field, direcao: sort.order === 'DESC' ? 'DESC' : 'ASC' };
}

/** The order-line lists of /pendentes (scheduleIs N) and /agendados (scheduleIs A): server paging, search and sort. */
const orderLines = (stage: ScheduleStage): DataProvider =>
  legacyResource<PendingOrderLine>({
    path: '/pedidos',
    id: orderLineId,
    paging: 'initialRow',
    baseQuery: { scheduleIs: stage },
    filterQuery: orderListQuery,
    sortQuery: orderSortQuery,
    supersede: true,
  });

export interface CalendarPageParams {
  personId?: number;
  page: number;
  perPage: number;
}

export interface OrderFileParams {
  cdFil: number | string;
  purchaseOrderId: number | string;
  personId?: number;
}

const orderCalls = {
  /**
   * GET /pedidos/pendentesAutomatico: one page of lines waiting for a date, each with its available days. The spec has
   * it answer an array; the legacy envelope is read too.
   */
  calendarPage: async (_resource: string, params: CalendarPageParams): Promise<{ data: PendingOrderLine[]; total: number }> => {
    const { body } = await request('/pedidos/pendentesAutomatico', {
      query: { personId: params.personId, ...rowWindow(params, 'initialRow'), scheduleIs: 'N', retAvailableDates: 'S' },
      supersedeKey: 'pedidos:calendar',
    });
    const rows = Array.isArray(body) ? (body as PendingOrderLine[]) : legacyRows<PendingOrderLine>(body);
    return { data: rows, total: rows.length ? Number(rows[0].totalRows) || rows.length : 0 };
  },
  /** POST /pedidos/agendar: the chosen dates; resolves with the selections the server could not schedule. */
  schedule: async (_resource: string, params: SchedulePayload): Promise<{ message: string; failures: ScheduleFailure[] }> => {
    const { message, body } = await legacyMutation({ method: 'POST', path: '/pedidos/agendar', body: { ...params }, key: 'pedidos:schedule' });
    const failures = (body as Partial<ScheduleAnswer>).retornoPedidos;
    if (!Array.isArray(failures)) throw missingFieldsError(body);
    return { message, failures };
  },
  /** PUT /pedidos/cancelar: the scheduled line waits for a date again. */
  cancel: (_resource: string, params: CancelSchedulePayload & { personId?: number }) =>
    legacyMutation({ method: 'PUT', path: '/pedidos/cancelar', body: { ...params }, key: `pedidos:cancel:${params.nr_pc}:${params.id_prod}` }),
  /** GET /pedidoCompra/pdf: the purchase order PDF in Portuguese or English. */
  orderPdf: (_resource: string, params: OrderFileParams & { language: OrderPdfLanguage }) =>
    requestFile('/pedidoCompra/pdf', {
      query: { cdFil: params.cdFil, purchaseOrderId: params.purchaseOrderId, ingles: params.language === 'EN' ? 'S' : 'N', personId: params.personId },
      fallbackName: `pedido-${params.purchaseOrderId}-${params.language}.pdf`,
    }),
  /** GET /pedidoCompra/arquivos/{cd_fil}/{cd_pedido}/{token}/{filename}: the order's file. */
  orderFile: (_resource: string, params: OrderFileParams) => {
    const name = `pedido-${params.purchaseOrderId}.pdf`;
    const segments = [params.cdFil, params.purchaseOrderId, getToken() ?? '', name].map((part) => encodeURIComponent(String(part)));
    return requestFile(`/pedidoCompra/arquivos/${segments.join('/')}`, { query: { personId: params.personId }, fallbackName: name });
  },
  /** GET /orders/branches (orders API): the delivery branches and their addresses. */
  branches: async (_resource: string): Promise<Branch[]> => {
    const { body } = await request<Branch[]>('/orders/branches', { api: 'orders', feature: 'branches' });
    if (!Array.isArray(body)) throw missingFieldsError(body);
    return body;
  },
};

/** Resource pedidosPendentes (lines waiting for a date) and pedidosAgendados (scheduled), each with the order calls. */
export const pedidosPendentesProvider = withCustomMethods(orderLines('N'), orderCalls);
export const pedidosAgendadosProvider = withCustomMethods(orderLines('A'), orderCalls);

export type PedidosProvider = typeof pedidosPendentesProvider;
