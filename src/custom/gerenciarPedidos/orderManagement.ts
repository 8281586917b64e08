import type {
  Branch,
  OrderItem,
  PaymentConditionOption,
  RefusalReason,
  ScheduledOrderItem,
} from '../../types/api';
import type { CustomMethod } from '../../types/providerMethods';
import type { LabelMethods } from './labels/labels';
import type { CompletedDeliveryMethods } from './tabs/delivered/completedDeliveries';
import type { ProtocolMethods } from './tabs/protocols/protocols';

/**
 * Order management's domain module (spec part 2, sections 2 to 9): the records and filters its screens and its
 * provider share, the resources its lists read and the provider methods it calls. Pure types and rules: no React,
 * no screen, so the provider may import it.
 */

/** The custom methods' resource (branches, items of a schedule, decisions, counts, files). */
export const ORDER_MANAGEMENT = 'gerenciarPedidos';

/** The orders API's supplier list (GET /suppliers): the page's supplier picker and its tags. */
export const SUPPLIERS_RESOURCE = 'fornecedoresPedidos';

/** The getList resources of the card and tab lists. */
export const ORDER_LISTS = {
  pendingSchedules: 'agendamentosPendentes',
  refusedSchedules: 'agendamentosRecusados',
  confirmedSchedules: 'agendamentosConfirmados',
  protocols: 'protocolosAgendamento',
  deliveryDates: 'entregasConcluidas',
  pendingReturns: 'retiradasPendentes',
  labels: 'etiquetas',
} as const;

/** The filters of the schedule tabs, as the screens keep them; days are 'yyyy-MM-dd'. */
export interface ScheduleFilter {
  purchaseOrderId?: number;
  productId?: number;
  numericCode?: number;
  productName?: string;
  dateFrom?: string;
  dateTo?: string;
  branchId?: number;
}

/** A pending or refused schedule: one order's delivery on one day at one branch (tabs 1 and 3). */
export interface ScheduleSummary {
  purchaseOrderId: number;
  scheduleDate: string;
  branchDeliveryId: number;
  branchName: string;
  branchId: number;
  expectedDeliveryDate: string;
  /** The retailer changed the date of this schedule. */
  scheduleChanged: boolean;
  /** Days left to confirm (0: expired). */
  daysToConfirm: number;
}

export interface SchedulePage<T> {
  rows: T[];
  total: number;
}

/** A confirmed schedule (one order's delivery on one day at one branch) with its items. */
export interface ConfirmedSchedule {
  purchaseOrderId: number;
  branchId: number;
  branchName: string;
  scheduleDate: string;
  items: ScheduledOrderItem[];
}

export const scheduleKey = (row: { purchaseOrderId: number; branchId: number; scheduleDate: string }): string =>
  `${row.purchaseOrderId}:${row.branchId}:${row.scheduleDate.slice(0, 10)}`;

/** The schedule whose items are read: its order, branch and day. */
export interface ScheduleRef {
  purchaseOrderId: number;
  branchId: number;
  scheduleDate: string;
}

/** What GET /orders answered for one schedule: its items, or the server's message when it found none (a 404). */
export interface ScheduleItems {
  items: OrderItem[];
  notFound?: string;
}

/** What the supplier decided about items: confirm them, or refuse them (R whole schedule, RA chosen items). */
export type Decision = { statusIs: 'C' } | { statusIs: 'R' | 'RA'; reasonId: number; suggestion: Date };

/** The item fields a decision names. */
export type DecidedItem = Pick<OrderItem, 'scheduleDate' | 'deliveryDate' | 'branchId' | 'purchaseOrderId' | 'productId'>;

/** The filters of the completed-deliveries tab. */
export interface CompletedFilters {
  purchaseOrderId?: number;
  productId?: number;
  numericCode?: number;
  productName?: string;
  branchId?: number;
  start?: Date | null;
  end?: Date | null;
}

/** statusSciaIs of the all-orders tab: T every line, P pending confirmation, C confirmed, R refused, E delivered. */
export const ORDER_STATUS_FILTERS = ['T', 'P', 'C', 'R', 'E'] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

/** Which date the tab's date range applies to. */
export type OrderDateField = 'issue' | 'schedule';

/**
 * The all-orders list's filter as react-admin keeps it (plain, serialisable values): the supplier, the status and
 * the filters of the search field and of the filter panel. Dates are 'yyyy-MM-dd'.
 */
export interface OrderFilter {
  personId?: number;
  statusSciaIs?: OrderStatusFilter;
  purchaseOrderId?: number;
  productId?: number;
  numericCode?: number;
  productName?: string;
  dateField?: OrderDateField;
  dateFrom?: string;
  dateTo?: string;
  branchId?: number;
  paymentId?: number;
}

export type OrderRecord = OrderItem & { id: string };

/**
 * The params of an order line's scheduling history (spec part 2, 2.3 and 2.7), for `pathTo('historicoDetalhe', …)`:
 * order, product, delivery date as dd-MM-yyyy and branch.
 */
export function historyParams(line: Pick<OrderItem, 'purchaseOrderId' | 'productId' | 'deliveryDate' | 'branchId'>): Record<string, string> {
  return {
    purchaseOrderId: String(line.purchaseOrderId),
    productId: String(line.productId),
    deliveryDate: line.deliveryDate.slice(0, 10).split('-').reverse().join('-'),
    branchId: String(line.branchId),
  };
}

/** A delivery branch as GET /orders/deliveryPlace names it. */
export type DeliveryPlace = Pick<Branch, 'branchId' | 'externalBranchName'>;

/** What GET /orders answered: the page's rows, and the server's message when it found nothing (a 404). */
export interface OrderListMeta {
  notFound?: string;
}

/** A downloaded file and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** Records of the card lists: each with the id react-admin keys it by. */
export type ScheduleSummaryRecord = ScheduleSummary & { id: string };
export type ConfirmedScheduleRecord = ConfirmedSchedule & { id: string };

type NoParams = Record<string, never>;

/** The provider methods of order management (resource ORDER_MANAGEMENT). */
export interface OrderManagementMethods extends ProtocolMethods, CompletedDeliveryMethods, LabelMethods {
  /** Per branch, in the order asked, its receivable days as availableScheduleDatesList. */
  receivingDays: CustomMethod<{ branchIds: readonly number[] }, string[]>;
  refusalReasons: CustomMethod<NoParams, RefusalReason[]>;
  penaltyDays: CustomMethod<NoParams, number>;
  scheduleItems: CustomMethod<{ personId: number; schedule: ScheduleRef; status: 'P' | 'C' | 'R' }, ScheduleItems>;
  itemsOfSchedules: CustomMethod<{ personId: number; schedules: readonly ScheduleRef[]; status: 'P' | 'C' | 'R' }, OrderItem[]>;
  decide: CustomMethod<{ personId: number; items: readonly DecidedItem[]; decision: Decision }, string>;
  pendingSchedulesCount: CustomMethod<{ personId: number }, number>;
  pendingReturnsCount: CustomMethod<{ personId: number }, number>;
}

/** The all-orders tab's own methods, beside its list (resource 'pedidos'). */
export interface AllOrdersMethods {
  deliveryPlaces: CustomMethod<NoParams, DeliveryPlace[]>;
  paymentConditions: CustomMethod<{ personId: number }, PaymentConditionOption[]>;
}
