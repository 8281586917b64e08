import type { DataProvider } from 'react-admin';
import type { HistoryLineKey } from '../resources/historico/history';
import type { OrderDetail, OrderHistoryRow } from '../types/api';
import { graphqlResource } from './core/graphqlResource';

export const DETAIL_QUERY = `query OrderDetail($purchaseOrderId: String, $productId: String, $deliveryDate: String, $branchId: Int) {
  orderDetail(purchaseOrderId: $purchaseOrderId, productId: $productId, deliveryDate: $deliveryDate, branchId: $branchId) {
    purchaseOrderId productName productId numericCode colorAbbreviation alphaId statusDescription personId personalName otifValue
    monetaryDiscountNoShow monetaryDiscountScheduleChange
  }
}`;

export const HISTORY_QUERY = `query OrderHistory($purchaseOrderId: String, $productId: String, $deliveryDate: String, $branchId: Int, $initialRow: Int, $nextRows: Int) {
  orderHistory(purchaseOrderId: $purchaseOrderId, productId: $productId, deliveryDate: $deliveryDate, branchId: $branchId, initialRow: $initialRow, nextRows: $nextRows) {
    auditRegisterDate newScheduleDate scheduleDate updateOrigin delayDescriptionReason itemQuantity sciaStatusDescription statusDate
    suggestedScheduleDate daysPaymentTerm monetaryDiscountNoShow monetaryDiscountScheduleChange totalRows
  }
}`;

/** A line key as the operations' variables: the delivery day as DD/MM/YYYY. */
export function lineVariables(key: HistoryLineKey): Record<string, unknown> {
  return { purchaseOrderId: key.purchaseOrderId, productId: key.productId, deliveryDate: key.deliveryDate.replace(/-/g, '/'), branchId: Number(key.branchId) };
}

function keyOfId(id: string): HistoryLineKey {
  const [purchaseOrderId = '', productId = '', deliveryDate = '', branchId = ''] = id.split('/');
  return { purchaseOrderId, productId, deliveryDate, branchId };
}

/** The 'historicoDetalhe' resource: GraphQL OrderDetail, the card of one order line (getOne by lineId). */
export const historicoDetalheProvider = graphqlResource<OrderDetail & { id: string }, OrderDetail>({
  id: (row) => row.id,
  one: {
    query: DETAIL_QUERY,
    feature: 'OrderDetail',
    variables: ({ id }) => lineVariables(keyOfId(String(id))),
    result: (data: { orderDetail?: OrderDetail | null }) => data.orderDetail,
  },
  oneId: (_record, params) => String(params.id),
});

/** The 'historicoEventos' resource: GraphQL OrderHistory, the changes of one order line (filter: its HistoryLineKey), paged by the server. */
export const historicoEventosProvider = graphqlResource<OrderHistoryRow>({
  id: (_row, position) => position,
  list: {
    query: HISTORY_QUERY,
    feature: 'OrderHistory',
    variables: ({ filter, initialRow, nextRows }) => ({ ...lineVariables(filter as unknown as HistoryLineKey), initialRow, nextRows }),
    result: (data: { orderHistory?: OrderHistoryRow[] | null }) => data.orderHistory,
  },
});

/** The resources this area serves (gathered by src/dataProviders/index.ts). */
export const resources: Record<string, DataProvider> = { historicoDetalhe: historicoDetalheProvider, historicoEventos: historicoEventosProvider };
