import { toServerDate } from '../../../i18n/format';
import { missingFieldsError } from '../../core/errors';
import { request, type Query } from '../../core/http';
import { legacyRows, pagedTotal } from '../../core/legacyEnvelope';
import { rowWindow } from '../../core/paging';
import type { CompletedFilters } from '../../../custom/gerenciarPedidos/orderManagement';
import type { DeliveredItem, DeliveryDay } from '../../../custom/gerenciarPedidos/tabs/delivered/completedDeliveries';
import { toDeliveredItem, toDeliveryDay, type CompletedDeliveryItem, type DeliveryDateRow } from './wire';

export type { CompletedFilters };

const filterQuery = (filters: CompletedFilters): Query => ({
  nrPc: filters.purchaseOrderId,
  idProd: filters.productId,
  cdNum: filters.numericCode,
  dsProd: filters.productName?.trim() || undefined,
  cdFil: filters.branchId,
});

export interface DeliveryDatePage {
  rows: DeliveryDateRow[];
  total: number;
}

/** GET /gerenciarPedidos/dataEntrega: one page of the days with completed deliveries, newest first. */
export async function deliveryDatePage(
  params: { personId: number; page: number; perPage: number; filters: CompletedFilters },
  signal?: AbortSignal,
): Promise<DeliveryDatePage> {
  const { filters } = params;
  const { body } = await request('/gerenciarPedidos/dataEntrega', {
    query: {
      idPessoa: params.personId,
      ...rowWindow(params, 'linhaInicial'),
      ...filterQuery(filters),
      DtEntregaInic: filters.start ? toServerDate(filters.start) : undefined,
      DtEntregaFim: filters.end ? toServerDate(filters.end) : undefined,
    },
    supersedeKey: 'entregasConcluidas:datas',
    signal,
  });
  const rows = legacyRows<DeliveryDateRow>(body);
  if (rows.some((row) => !row || typeof row.DT_ENTRG !== 'string')) throw missingFieldsError(body);
  return { rows, total: pagedTotal(body, rows) };
}

/** GET /gerenciarPedidos/concluidos: the items delivered on one day, with the same filters. */
export async function completedItems(params: { personId: number; day: Date; filters: CompletedFilters }, signal?: AbortSignal): Promise<CompletedDeliveryItem[]> {
  const { body } = await request('/gerenciarPedidos/concluidos', {
    query: { idPessoa: params.personId, dtEntrega: toServerDate(params.day), ...filterQuery(params.filters) },
    signal,
  });
  const rows = legacyRows<CompletedDeliveryItem>(body);
  if (rows.some((row) => !row || row.NR_PC === undefined || typeof row.NM_PROD !== 'string')) throw missingFieldsError(body);
  return rows;
}

/** The completed deliveries' getList page (ORDER_LISTS.deliveryDates): the days, newest first. */
export async function deliveryDayList(
  params: { personId: number; page: number; perPage: number; filters: CompletedFilters },
  signal?: AbortSignal,
): Promise<{ rows: DeliveryDay[]; total: number }> {
  const { rows, total } = await deliveryDatePage(params, signal);
  return { rows: rows.map(toDeliveryDay), total };
}

/** Custom method completedItems: the items delivered on one day. */
export const deliveredItems = async (params: { personId: number; day: Date; filters: CompletedFilters }): Promise<DeliveredItem[]> =>
  (await completedItems(params)).map(toDeliveredItem);
