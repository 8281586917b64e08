import { toNumber } from '../../i18n/format';
import type { CityHall, Invoice } from '../../resources/notas/invoices';

/** An invoice line (GraphQL InvoicesList); the server sends totalAmount and netValue with a comma decimal. */
export interface InvoiceRow {
  invoiceNumber: number;
  branchId: number;
  totalAmount: string;
  issueDate: string;
  dueDate: string;
  invoiceNote: string;
  itemQuantity: number;
  numericCode: number;
  alphaId: string;
  colorAbbreviation: string;
  carrierName: string;
  netValue: string;
  itemSeq: number;
  invoiceOriginNumber: number | null;
  invoiceOriginIssueDate: string | null;
  purchaseOrderId: number;
  operationTaxCode: string;
  operationTaxName: string;
  productName: string;
  qualityIndicator: string;
  productDescription: string;
  providerDocumentId: string;
  nrNfeServico: string | null;
  invoiceKeyCode: string;
}

/** The supplier's city hall electronic-invoice site (type U invoices). */
export interface CityHallInfo {
  cityHallSite: string;
  cityHallNfs: string;
}

/** The answer of the InvoicesList operation. */
export interface InvoicesListData {
  invoicesList: InvoiceRow[];
  cityHallInfo: CityHallInfo | null;
}

/** An invoice line as the area's record: the comma decimals as numbers, the NFS-e number by its domain name. */
export const toInvoice = (row: InvoiceRow): Invoice => ({
  invoiceNumber: row.invoiceNumber,
  branchId: row.branchId,
  totalAmount: toNumber(row.totalAmount),
  issueDate: row.issueDate,
  dueDate: row.dueDate,
  invoiceNote: row.invoiceNote,
  itemQuantity: row.itemQuantity,
  numericCode: row.numericCode,
  alphaId: row.alphaId,
  colorAbbreviation: row.colorAbbreviation,
  carrierName: row.carrierName,
  netValue: toNumber(row.netValue),
  itemSeq: row.itemSeq,
  invoiceOriginNumber: row.invoiceOriginNumber,
  invoiceOriginIssueDate: row.invoiceOriginIssueDate,
  purchaseOrderId: row.purchaseOrderId,
  operationTaxCode: row.operationTaxCode,
  operationTaxName: row.operationTaxName,
  productName: row.productName,
  qualityIndicator: row.qualityIndicator,
  productDescription: row.productDescription,
  providerDocumentId: row.providerDocumentId,
  serviceInvoiceNumber: row.nrNfeServico,
  invoiceKeyCode: row.invoiceKeyCode,
});

export const toCityHall = (info: CityHallInfo | null | undefined): CityHall | null =>
  info ? { cityHallSite: info.cityHallSite, cityHallNfs: info.cityHallNfs } : null;
