import type { DeliveredItem, DeliveryDay } from '../../../custom/gerenciarPedidos/tabs/delivered/completedDeliveries';

/** The completed deliveries' wire shapes (legacy API) and their mapping to the domain (tabs/delivered/completedDeliveries.ts). */

/** A day with completed deliveries (GET /gerenciarPedidos/dataEntrega); every row carries QT_TOTAL_REGS. */
export interface DeliveryDateRow {
  DT_ENTRG: string;
  QT_TOTAL_REGS: number;
}

/** A delivered item of one day (GET /gerenciarPedidos/concluidos); DT_EMIS is the order's issue date. */
export interface CompletedDeliveryItem {
  NM_PROD: string;
  NR_PC: number;
  ID_PROD: number;
  NM_FIL: string;
  QT_ENTRG: number;
  CD_NUM: number;
  DT_EMIS: string;
}


export const toDeliveryDay = (row: DeliveryDateRow): DeliveryDay => ({ id: row.DT_ENTRG, deliveryDate: row.DT_ENTRG });

export const toDeliveredItem = (item: CompletedDeliveryItem): DeliveredItem => ({
  productName: item.NM_PROD,
  purchaseOrderId: item.NR_PC,
  productId: item.ID_PROD,
  branchName: item.NM_FIL,
  deliveredQuantity: item.QT_ENTRG,
  numericCode: item.CD_NUM,
  issueDate: item.DT_EMIS,
});
