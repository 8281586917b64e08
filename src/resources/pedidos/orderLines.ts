import type { Branch, PendingOrderLine } from '../../types/api';
import type { CustomMethod } from '../../types/providerMethods';

/**
 * The order lines' domain module (spec part 2, 2.2): the records the lists, the calendar and the order files show, and
 * the order calls' methods. Pure types and rules: the provider implements the methods, screens call them through the
 * kit's useProviderQuery / useProviderMutation.
 */
export type OrderPdfLanguage = 'PT-BR' | 'EN';

/** An order line as the lists show it, with its react-admin id. */
export type OrderLine = PendingOrderLine & { id: string };

/** The id of an order line: order, product, branch and delivery date make it unique. */
export const orderLineId = (row: Pick<PendingOrderLine, 'purchaseOrderId' | 'productId' | 'branchId' | 'deliveryDate'>): string =>
  `${row.purchaseOrderId}-${row.productId}-${row.branchId}-${row.deliveryDate.slice(0, 10)}`;

/** The resource the order calls go through when a screen serves both lists (the PDF and file routes). */
export const ORDER_CALLS_RESOURCE = 'pedidosAgendados';

/** An order's file or PDF: its branch and number, and the internal view's supplier. */
export interface OrderFileParams {
  branchId: number;
  purchaseOrderId: number;
  personId?: number;
}

/** The scheduled line to cancel, as the server takes it (the delivery date DD/MM/YYYY). */
export interface CancelScheduleParams {
  cd_fil: number;
  dt_entrg: string;
  id_prod: number;
  nr_pc: number;
  personId?: number;
}

export interface OrderFile {
  blob: Blob;
  fileName: string;
}

/** The order calls both order resources carry. */
export interface PedidosMethods {
  /** The scheduled line waits for a date again. */
  cancel: CustomMethod<CancelScheduleParams, { message: string }>;
  /** The purchase order PDF in Portuguese or English. */
  orderPdf: CustomMethod<OrderFileParams & { language: OrderPdfLanguage }, OrderFile>;
  /** The order's stored file. */
  orderFile: CustomMethod<OrderFileParams, OrderFile>;
  /** The delivery branches and their addresses. */
  branches: CustomMethod<Record<string, never>, Branch[]>;
  /** An info line in the server log (fire-and-forget: it resolves at once and never fails). */
  trackClick: CustomMethod<{ line: string }, void>;
}

/** Columns GET /pedidos sorts its order lines by (`ordenacao`). */
export const ORDER_SORT_FIELDS = [
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
] as const;
