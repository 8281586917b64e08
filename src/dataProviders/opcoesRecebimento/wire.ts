import type { YesNo } from '../../types/api';
import type { PaymentOption, PaymentOptionChange, ReceivingItem } from '../../resources/opcoesRecebimento/receivingOptions';

/** The receiving (payment) options' wire shapes (legacy API) and their mapping to the domain (receivingOptions.ts). */

/**
 * A payment (receiving) option released to a supplier (spec: "Discount / payment option"): NR_PRAZO1 days after
 * delivery, VP_DESC_ANTEC_PAGTO the early-payment discount %; IN_COND_PADRAO_FORNEC S is the supplier's default term.
 */
export interface DiscountOption {
  CD_PAGTO: number;
  NR_PRAZO1: number;
  VP_DESC_ANTEC_PAGTO: number;
  IN_COND_PADRAO_FORNEC: YesNo;
}

/** PUT of a payment option (dt_entrg DD/MM/YYYY; qt_entrg only from the receiving-options screen; cd_pagto 0 cancels the anticipation). */
export interface PaymentOptionBody {
  id_pessoa: number;
  nr_pc: number;
  cd_fil: number;
  id_prod: number;
  dt_entrg: string;
  qt_entrg?: number;
  cd_pagto: number;
}

/** An order item of the receiving-options screen (GET /opcoesRecebimento?idFornecedor=); dates with a time part. */
export interface ReceivingOptionItem {
  NR_PC: number;
  CD_FIL: number;
  DT_ENTRG: string;
  ID_PROD: number;
  NM_PROD: string;
  DT_EMIS: string;
  DT_PREV_ENTRG: string;
  QT_ITEM: number;
  QT_ENTRG: number;
  QT_DEVOL: number;
  QT_CANC: number;
  VM_UNIT: number;
  VP_IPI: number;
  VM_IPI: number;
  VM_DESC: number;
  VP_DESC: number;
  VM_LIQ: number;
  DS_TIPO_PEDIDO: string;
  NR_PRAZO: number;
  CD_PAGTO: number;
  CD_FIL_ENTRG: number;
  IN_TIPO_PED: string;
  DT_SOLIC_ANTEC: string | null;
  ITEM_ANTECIPADO: YesNo;
  ID_PESSOA: number;
  NM_PESSOA: string;
}

export const toPaymentOption = (row: DiscountOption): PaymentOption => ({
  paymentCode: row.CD_PAGTO,
  termDays: row.NR_PRAZO1,
  advanceDiscount: row.VP_DESC_ANTEC_PAGTO,
  standard: row.IN_COND_PADRAO_FORNEC === 'S',
});

export const toReceivingItem = (row: ReceivingOptionItem): ReceivingItem => ({
  purchaseOrderId: row.NR_PC,
  branchId: row.CD_FIL,
  deliveryDate: row.DT_ENTRG,
  productId: row.ID_PROD,
  productName: row.NM_PROD,
  issueDate: row.DT_EMIS,
  expectedDeliveryDate: row.DT_PREV_ENTRG,
  quantity: row.QT_ITEM,
  deliveredQuantity: row.QT_ENTRG,
  returnedQuantity: row.QT_DEVOL,
  cancelledQuantity: row.QT_CANC,
  unitValue: row.VM_UNIT,
  ipiPercent: row.VP_IPI,
  ipiValue: row.VM_IPI,
  discountValue: row.VM_DESC,
  discountPercent: row.VP_DESC,
  netValue: row.VM_LIQ,
  orderTypeName: row.DS_TIPO_PEDIDO,
  termDays: row.NR_PRAZO,
  paymentCode: row.CD_PAGTO,
  deliveryBranchId: row.CD_FIL_ENTRG,
  orderType: row.IN_TIPO_PED,
  anticipationRequestDate: row.DT_SOLIC_ANTEC,
  anticipated: row.ITEM_ANTECIPADO,
  supplierId: row.ID_PESSOA,
  supplierName: row.NM_PESSOA,
});

export const toPaymentOptionBody = (change: PaymentOptionChange): PaymentOptionBody => ({
  id_pessoa: change.personId,
  nr_pc: change.purchaseOrderId,
  cd_fil: change.branchId,
  id_prod: change.productId,
  dt_entrg: change.deliveryDate,
  ...(change.deliveredQuantity === undefined ? {} : { qt_entrg: change.deliveredQuantity }),
  cd_pagto: change.paymentCode,
});
