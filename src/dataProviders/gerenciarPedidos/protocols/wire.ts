import { toDate, toNumber, toServerDate } from '../../../i18n/format';
import type { Protocol, ProtocolProduct, ProtocolRef } from '../../../custom/gerenciarPedidos/tabs/protocols/protocols';
import type { ScheduledProduct } from '../../../types/scheduledProducts';

/** The scheduling protocols' wire shapes (legacy API) and their mapping to the domain (tabs/protocols/protocols.ts). */

/**
 * A scheduling protocol (GET /protocolo/protocoloDatas): the supplier's deliveries of one day at one branch under one
 * payment code. DT_AGENDA 'yyyy-MM-ddT00:00:00'; DS_PAGTO the payment term in days; SIT the schedules' status (C
 * confirmed, E delivered); every row carries QT_TOTAL_REGS.
 */
export interface ProtocolRow {
  DT_AGENDA: string;
  CD_PAGTO: number;
  DS_PAGTO: string;
  CD_FIL: number;
  NM_FIL: string;
  SIT: 'C' | 'E';
  QT_TOTAL_REGS: number;
}

/** What names one protocol in its detail and invoice calls (dataAgenda DD/MM/YYYY). */
export interface ProtocolQuery {
  idFornecedor: number;
  dataAgenda: string;
  codPagto: number;
  codFilial: number;
}

/** A product line of a protocol (GET /protocolo/gerenciapedidos/). */
export interface ProtocolDetailItem {
  NR_PC: number;
  CD_NUM: number;
  CD_ALFA: string;
  NM_PROD: string;
  AB_COR1: string;
  QTD: number;
  DS_PAGTO: string;
}

/**
 * An invoice item of a protocol (GET /protocolo/gerenciapedidos/notafiscal); NR_NF names its invoice. Values arrive
 * with a comma as decimal separator ('1890,00'). NR_PC, CD_FIL, DT_ENTRG and QT_ENTRG (quantity already delivered)
 * name the scheduled item a payment-option change acts on.
 */
export interface ProtocolInvoiceItem {
  NR_NF: number;
  NM_PROD: string;
  VM_UNIT: string;
  QT_ITEM: number;
  VM_TOT_ITEM: string;
  VM_DESC_ITEM: string;
  ID_PROD: number;
  NR_PC: number;
  CD_FIL: number;
  DT_ENTRG: string;
  QT_ENTRG: number;
}

export const protocolId = (row: Pick<ProtocolRow, 'DT_AGENDA' | 'CD_FIL' | 'CD_PAGTO'>): string => `${row.DT_AGENDA}-${row.CD_FIL}-${row.CD_PAGTO}`;

export const toProtocol = (row: ProtocolRow): Protocol => ({
  id: protocolId(row),
  scheduleDate: row.DT_AGENDA,
  paymentCode: row.CD_PAGTO,
  paymentDays: row.DS_PAGTO,
  branchId: row.CD_FIL,
  branchName: row.NM_FIL,
  status: row.SIT,
});

/** What names the protocol in its detail and invoice calls: its day DD/MM/YYYY ('' without a day). */
export function protocolQuery(protocol: Pick<Protocol, 'scheduleDate' | 'paymentCode' | 'branchId'>, personId: number): ProtocolQuery {
  const day = toDate(protocol.scheduleDate);
  return { idFornecedor: personId, dataAgenda: day ? toServerDate(day) : '', codPagto: protocol.paymentCode, codFilial: protocol.branchId };
}

export const queryOf = ({ personId, ...protocol }: ProtocolRef): ProtocolQuery => protocolQuery(protocol, personId);

export const toProtocolProduct = (item: ProtocolDetailItem): ProtocolProduct => ({
  purchaseOrderId: item.NR_PC,
  numericCode: item.CD_NUM,
  alphaCode: item.CD_ALFA,
  productName: item.NM_PROD,
  color: item.AB_COR1,
  quantity: item.QTD,
  paymentDays: item.DS_PAGTO,
});

/** Values arrive with a comma as decimal separator; the domain has numbers. */
export const toProtocolInvoiceLine = (item: ProtocolInvoiceItem): ScheduledProduct => ({
  invoiceNumber: item.NR_NF,
  productName: item.NM_PROD,
  unitValue: toNumber(item.VM_UNIT),
  quantity: item.QT_ITEM,
  totalValue: toNumber(item.VM_TOT_ITEM),
  discountValue: toNumber(item.VM_DESC_ITEM),
  productId: Number(item.ID_PROD),
  purchaseOrderId: Number(item.NR_PC),
  branchId: Number(item.CD_FIL),
  deliveryDate: item.DT_ENTRG,
  deliveredQuantity: item.QT_ENTRG,
});
