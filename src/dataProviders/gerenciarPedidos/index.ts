import { pedidosProvider } from './orders';
import { fornecedoresPedidosProvider } from './suppliers';
import { format } from 'date-fns';
import type { DataProvider, GetListParams, GetListResult, RaRecord } from 'react-admin';
import {
  ORDER_LISTS,
  scheduleKey,
  type CompletedFilters,
  type ConfirmedScheduleRecord,
  type OrderManagementMethods,
  type ScheduleFilter,
  type ScheduleSummaryRecord,
} from '../../custom/gerenciarPedidos/orderManagement';
import { withCustomMethods } from '../core/customMethods';
import { fetchPendingOrdersQuantity, fetchPendingReturnsTotal } from '../home';
import { deliveredItems, deliveryDayList } from './completed';
import { labelFile, labelFileKeys, labelList, labelManual } from './labels';
import { protocolInvoiceLines, protocolList, protocolProducts } from './protocols';
import { pendingReturnList } from './returns';
import {
  confirmedPage,
  itemsOfSchedules,
  penaltyDays,
  receivingDays,
  refusalReasons,
  scheduleItems,
  schedulePage,
  sendDecision,
} from './schedules';

/**
 * Order management's provider (/gerenciarPedidos): its card and tab lists as getList resources (ORDER_LISTS), and its
 * other calls as custom methods of the resource ORDER_MANAGEMENT. The list filters carry the supplier (`personId`).
 */

const unsupported = (resource: string, method: string) => () => Promise.reject(new Error(`${resource}: ${method} is not offered`));

/** A read-only resource whose getList is one page of a card list. */
function cardList<Row extends RaRecord>(
  resource: string,
  page: (params: { filter: Record<string, unknown>; page: number; perPage: number; signal?: AbortSignal }) => Promise<{ rows: Row[]; total: number }>,
): DataProvider {
  return {
    getList: async (_resource: string, params: GetListParams): Promise<GetListResult<Row>> => {
      const { page: number = 1, perPage = 5 } = params.pagination ?? {};
      const { rows, total } = await page({ filter: params.filter ?? {}, page: number, perPage, signal: params.signal });
      return { data: rows, total };
    },
    getOne: unsupported(resource, 'getOne'),
    getMany: unsupported(resource, 'getMany'),
    getManyReference: unsupported(resource, 'getManyReference'),
    create: unsupported(resource, 'create'),
    update: unsupported(resource, 'update'),
    updateMany: unsupported(resource, 'updateMany'),
    delete: unsupported(resource, 'delete'),
    deleteMany: unsupported(resource, 'deleteMany'),
  } as unknown as DataProvider;
}

const personOf = (filter: Record<string, unknown>): number => Number(filter.personId);
const scheduleFilterOf = ({ personId: _personId, ...filter }: Record<string, unknown>): ScheduleFilter => filter as ScheduleFilter;
const dayOf = (value: unknown): Date | null => (typeof value === 'string' && value ? new Date(`${value}T00:00:00`) : value instanceof Date ? value : null);

const schedules = (status: 'P' | 'R') =>
  cardList<ScheduleSummaryRecord>(status === 'P' ? ORDER_LISTS.pendingSchedules : ORDER_LISTS.refusedSchedules, async ({ filter, page, perPage, signal }) => {
    const { rows, total } = await schedulePage(status, personOf(filter), scheduleFilterOf(filter), { page, perPage }, signal);
    return { rows: rows.map((row) => ({ ...row, id: scheduleKey(row) })), total };
  });

/** Completed-delivery filters travel as 'yyyy-MM-dd' days. */
export const completedFiltersOf = (filter: Record<string, unknown>): CompletedFilters => {
  const { personId: _personId, start, end, ...rest } = filter;
  return { ...(rest as CompletedFilters), start: dayOf(start), end: dayOf(end) };
};

export const orderListProviders: Record<string, DataProvider> = {
  [ORDER_LISTS.pendingSchedules]: schedules('P'),
  [ORDER_LISTS.refusedSchedules]: schedules('R'),
  [ORDER_LISTS.confirmedSchedules]: cardList<ConfirmedScheduleRecord>(ORDER_LISTS.confirmedSchedules, async ({ filter, page, perPage, signal }) => {
    const { rows, total } = await confirmedPage(personOf(filter), scheduleFilterOf(filter), { page, perPage }, signal);
    return { rows: rows.map((row) => ({ ...row, id: scheduleKey(row) })), total };
  }),
  [ORDER_LISTS.protocols]: cardList(ORDER_LISTS.protocols, ({ filter, page, perPage, signal }) =>
    protocolList({ personId: personOf(filter), start: dayOf(filter.start), end: dayOf(filter.end) }, { page, perPage }, signal),
  ),
  [ORDER_LISTS.deliveryDates]: cardList(ORDER_LISTS.deliveryDates, ({ filter, page, perPage, signal }) =>
    deliveryDayList({ personId: personOf(filter), page, perPage, filters: completedFiltersOf(filter) }, signal),
  ),
  [ORDER_LISTS.pendingReturns]: cardList(ORDER_LISTS.pendingReturns, ({ filter, page, perPage, signal }) => pendingReturnList({ personId: personOf(filter), page, perPage }, signal)),
  [ORDER_LISTS.labels]: cardList(ORDER_LISTS.labels, ({ filter, page, perPage, signal }) =>
    labelList({ page, perPage, personId: filter.personId === undefined ? undefined : personOf(filter) }, signal),
  ),
};

const orderManagementMethods = {
  receivingDays: (_resource, { branchIds }) => Promise.all(branchIds.map((branchId) => receivingDays(branchId))),
  refusalReasons: () => refusalReasons(),
  penaltyDays: () => penaltyDays(),
  scheduleItems: (_resource, { personId, schedule, status }) => scheduleItems(personId, schedule, status),
  itemsOfSchedules: (_resource, { personId, schedules: refs, status }) => itemsOfSchedules(personId, refs, status),
  decide: (_resource, { personId, items, decision }) => sendDecision(personId, items, decision),
  pendingSchedulesCount: (_resource, { personId }) => fetchPendingOrdersQuantity(String(personId)),
  pendingReturnsCount: (_resource, { personId }) => fetchPendingReturnsTotal(String(personId)),
  protocolDetail: (_resource, ref) => protocolProducts(ref),
  protocolInvoices: (_resource, ref) => protocolInvoiceLines(ref),
  completedItems: (_resource, params) => deliveredItems(params),
  labelFileKeys: (_resource, { product, format: fileFormat, personId, signal }) => labelFileKeys(product, fileFormat, personId, signal),
  labelFile: (_resource, { key, signal }) => labelFile(key, signal),
  labelManual: () => labelManual(),
} satisfies OrderManagementMethods;

/** Resource ORDER_MANAGEMENT: the calls of the tabs that are not a list. */
export const orderManagementProvider = withCustomMethods(cardList(ORDER_LISTS.labels, () => Promise.reject(new Error('gerenciarPedidos: getList is not offered'))), orderManagementMethods);

/** A day as the list filters carry it. */
export const filterDay = (date: Date): string => format(date, 'yyyy-MM-dd');

/** The resources this area serves (gathered by src/dataProviders/index.ts). */
export const resources: Record<string, DataProvider> = {
  pedidos: pedidosProvider as DataProvider,
  fornecedoresPedidos: fornecedoresPedidosProvider as DataProvider,
  gerenciarPedidos: orderManagementProvider as DataProvider,
  ...orderListProviders,
};
