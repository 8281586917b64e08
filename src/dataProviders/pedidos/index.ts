import type { DataProvider, SortPayload } from 'react-admin';
import { ORDER_SORT_FIELDS, orderLineId, type PedidosMethods } from '../../resources/pedidos/orderLines';
import type { Branch, PendingOrderLine } from '../../types/api';
import { withCustomMethods } from '../core/customMethods';
import { downloadTicket } from '../core/downloadTicket';
import { missingFieldsError } from '../core/errors';
import { requestFile } from '../core/fileResponse';
import { request, type Query } from '../core/http';
import { legacyResource } from '../core/legacyResource';
import { legacyMutation } from '../core/mutation';
import { remoteLog } from '../remoteLog';
import type { ScheduleStage } from './wire';

/** Re-exported for gerenciarPedidos' provider (another area), which names its order lines the same way. */
export { orderLineId };

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

const orderCalls = {
  /** PUT /pedidos/cancelar: the scheduled line waits for a date again. */
  cancel: (_resource: string, params: Parameters<PedidosMethods['cancel']>[1]) =>
    legacyMutation({ method: 'PUT', path: '/pedidos/cancelar', body: { ...params }, key: `pedidos:cancel:${params.nr_pc}:${params.id_prod}` }),
  /** GET /pedidoCompra/pdf: the purchase order PDF in Portuguese or English. */
  orderPdf: (_resource: string, params: Parameters<PedidosMethods['orderPdf']>[1]) =>
    requestFile('/pedidoCompra/pdf', {
      query: { cdFil: params.branchId, purchaseOrderId: params.purchaseOrderId, ingles: params.language === 'EN' ? 'S' : 'N', personId: params.personId },
      fallbackName: `pedido-${params.purchaseOrderId}-${params.language}.pdf`,
    }),
  /** GET /pedidoCompra/arquivos/{cd_fil}/{cd_pedido}/{ticket}/{filename}: the order's file (a download ticket, never the token, in its path). */
  orderFile: async (_resource: string, params: Parameters<PedidosMethods['orderFile']>[1]) => {
    const name = `pedido-${params.purchaseOrderId}.pdf`;
    const segments = [params.branchId, params.purchaseOrderId, await downloadTicket(), name].map((part) => encodeURIComponent(String(part)));
    return requestFile(`/pedidoCompra/arquivos/${segments.join('/')}`, { query: { personId: params.personId }, fallbackName: name });
  },
  /** GET /orders/branches (orders API): the delivery branches and their addresses. */
  branches: async (_resource: string, _params: Record<string, never> = {}): Promise<Branch[]> => {
    const { body } = await request<Branch[]>('/orders/branches', { api: 'orders', feature: 'branches' });
    if (!Array.isArray(body)) throw missingFieldsError(body);
    return body;
  },
  /** POST /log: the order click's info line (spec part 2, 2.2), never in the way of the click. */
  trackClick: (_resource: string, params: Parameters<PedidosMethods['trackClick']>[1]) => {
    remoteLog(params.line, 'I');
    return Promise.resolve();
  },
} satisfies PedidosMethods;

/** Resource pedidosPendentes (lines waiting for a date) and pedidosAgendados (scheduled), each with the order calls. */
export const pedidosPendentesProvider = withCustomMethods(orderLines('N'), orderCalls);
export const pedidosAgendadosProvider = withCustomMethods(orderLines('A'), orderCalls);

/** The type gerenciarPedidos' useBranches reads the branches through (see PedidosMethods). */
export type PedidosProvider = typeof pedidosPendentesProvider;

/** The resources this area serves (gathered by src/dataProviders/index.ts). */
export const resources: Record<string, DataProvider> = {
  pedidosAgendados: pedidosAgendadosProvider as DataProvider,
  pedidosPendentes: pedidosPendentesProvider as DataProvider,
};
