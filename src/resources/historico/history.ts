import type { CustomMethod } from '../../types/providerMethods';
import type { ProductDivision, ProductFamily, ProductGroup } from '../../types/api';

export type { ProductDivision, ProductFamily, ProductGroup };

/** Order status of the history's filter: T every line, P pending confirmation, C confirmed, R refused, E delivered. */
export type HistoryStatus = 'T' | 'P' | 'C' | 'R' | 'E';

/** The history list's filter (kept in the URL, so Back from a detail finds it): days as 'yyyy-MM-dd'. */
export interface HistoryFilter {
  personId?: number;
  statusSciaIs?: HistoryStatus;
  purchaseOrderId?: string;
  productId?: string;
  numericCode?: string;
  productName?: string;
  issueStart?: string;
  issueEnd?: string;
  scheduleStart?: string;
  scheduleEnd?: string;
  branchId?: number;
  /** The group (its code, for its families) and its name, the orders' group description ('01 - Estofados'), and its division. */
  groupId?: number;
  group?: string;
  divisionId?: ProductDivision;
  familyId?: number;
}

/** One order line of the history: the detail route's parts (the delivery day as in the URL, dd-MM-yyyy). */
export type HistoryLineKey = {
  purchaseOrderId: string;
  productId: string;
  deliveryDate: string;
  branchId: string;
};

/** The detail's record id: the route's parts joined by '/'. */
export const lineId = (key: HistoryLineKey): string => [key.purchaseOrderId, key.productId, key.deliveryDate, key.branchId].join('/');

/**
 * The detail route's params of an order line (spec part 2, 2.3 and 2.7): the delivery day ('yyyy-MM-dd…') as dd-MM-yyyy.
 * `pathTo('historicoDetalhe', historyLineOf(line))`.
 */
export function historyLineOf(line: { purchaseOrderId: number | string; productId: number | string; deliveryDate: string; branchId: number | string }): HistoryLineKey {
  return {
    purchaseOrderId: String(line.purchaseOrderId),
    productId: String(line.productId),
    deliveryDate: line.deliveryDate.slice(0, 10).split('-').reverse().join('-'),
    branchId: String(line.branchId),
  };
}

/** The history's methods beyond its list, implemented by the 'historico' provider: the lists its filters choose from. */
export interface HistoricoMethods {
  /** The product groups of a division. */
  groups: CustomMethod<{ division: ProductDivision }, ProductGroup[]>;
  /** The families of a group. */
  families: CustomMethod<{ cdGrupo: number; cdDiv: ProductDivision }, ProductFamily[]>;
}
