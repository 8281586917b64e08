import type { DataProvider } from 'react-admin';
import { toServerDate } from '../i18n/format';
import type { HistoricoMethods, HistoryFilter, ProductDivision, ProductFamily, ProductGroup } from '../resources/historico/history';
import type { HistoryOrderRow } from '../types/api';
import { withCustomMethods } from './core/customMethods';
import { graphqlResource } from './core/graphqlResource';
import { request } from './core/http';
import { legacyRows } from './core/legacyEnvelope';

export const ORDERS_QUERY = `query Orders($personId: String, $initialRow: Int, $nextRows: Int, $statusSciaIs: String, $purchaseOrderId: String, $productId: String, $numericCode: String, $productName: String, $branchId: Int, $initialIssueDate: String, $finalIssueDate: String, $initialScheduleDate: String, $finalScheduleDate: String, $GEPDescription: String, $divisionId: String, $familyId: Int) {
  orders(personId: $personId, initialRow: $initialRow, nextRows: $nextRows, statusSciaIs: $statusSciaIs, purchaseOrderId: $purchaseOrderId, productId: $productId, numericCode: $numericCode, productName: $productName, branchId: $branchId, initialIssueDate: $initialIssueDate, finalIssueDate: $finalIssueDate, initialScheduleDate: $initialScheduleDate, finalScheduleDate: $finalScheduleDate, GEPDescription: $GEPDescription, divisionId: $divisionId, familyId: $familyId) {
    purchaseOrderId productId numericCode productName colorAbbreviation issueDate deliveryDate scheduleDate sciaStatusDescription branchId deliveryDateOrigin totalRows
  }
}`;

/** A list day ('yyyy-MM-dd') as the servers' DD/MM/YYYY; nothing for no day. */
export const serverDay = (iso: string | undefined): string | undefined => (iso ? toServerDate(new Date(`${iso.slice(0, 10)}T00:00:00`)) : undefined);

/** The filter as the Orders operation's variables (an empty field is left out). */
export function ordersVariables(filter: HistoryFilter, initialRow: number, nextRows: number): Record<string, unknown> {
  const text = (value: string | undefined) => value?.trim() || undefined;
  return {
    personId: String(filter.personId),
    initialRow,
    nextRows,
    statusSciaIs: filter.statusSciaIs ?? 'T',
    purchaseOrderId: text(filter.purchaseOrderId),
    productId: text(filter.productId),
    numericCode: text(filter.numericCode),
    productName: text(filter.productName),
    branchId: filter.branchId || undefined,
    initialIssueDate: serverDay(filter.issueStart),
    finalIssueDate: serverDay(filter.issueEnd),
    initialScheduleDate: serverDay(filter.scheduleStart),
    finalScheduleDate: serverDay(filter.scheduleEnd),
    GEPDescription: filter.group || undefined,
    divisionId: filter.group ? filter.divisionId : undefined,
    familyId: filter.familyId || undefined,
  };
}

/** The row key, also the detail's URL tail: order / product / delivery day dd-MM-yyyy / branch. */
export const historyRowId = (row: Pick<HistoryOrderRow, 'purchaseOrderId' | 'productId' | 'deliveryDate' | 'branchId'>): string =>
  [row.purchaseOrderId, row.productId, row.deliveryDate.slice(0, 10).split('-').reverse().join('-'), row.branchId].join('/');

const orders = graphqlResource<HistoryOrderRow>({
  id: historyRowId,
  ready: (filter) => filter.personId !== undefined && filter.personId !== null && filter.personId !== '',
  list: {
    query: ORDERS_QUERY,
    feature: 'Orders',
    variables: ({ filter, initialRow, nextRows }) => ordersVariables(filter as HistoryFilter, initialRow, nextRows),
    result: (data: { orders?: HistoryOrderRow[] | null }) => data.orders,
  },
});

/** The 'historico' resource: GraphQL Orders, paged by the server (5 per page), and the lists its filters choose from. */
export const historicoProvider = withCustomMethods(orders, {
  /** GET /produtos/grupos?inAcessMoveis=A|P (path not in the spec): the product groups of a division. */
  groups: async (_resource: string, params: { division: ProductDivision }): Promise<ProductGroup[]> => {
    const { body } = await request('/produtos/grupos', { query: { inAcessMoveis: params.division } });
    return legacyRows<ProductGroup>(body);
  },
  /** GET /produtos/familias?cdGrupo=&cdDiv= (path not in the spec): the families of a group. */
  families: async (_resource: string, params: { cdGrupo: number; cdDiv: ProductDivision }): Promise<ProductFamily[]> => {
    const { body } = await request('/produtos/familias', { query: { cdGrupo: params.cdGrupo, cdDiv: params.cdDiv } });
    return legacyRows<ProductFamily>(body);
  },
} satisfies HistoricoMethods);

export type HistoricoProvider = typeof historicoProvider;

/** The resources this area serves (gathered by src/dataProviders/index.ts). */
export const resources: Record<string, DataProvider> = { historico: historicoProvider as DataProvider };
