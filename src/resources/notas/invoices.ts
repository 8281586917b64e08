/**
 * The invoices area's domain (spec part 2, sections 3 and 9): the records the 'notas' provider gives the screen and
 * the rules screen, columns and provider share. Pure: no React, no screen, no wire shape.
 */

/** An invoice item (an invoice has one row per item), its amounts as numbers; dates 'yyyy-MM-ddTHH:mm:ss'. */
export interface Invoice {
  invoiceNumber: number;
  branchId: number;
  totalAmount: number;
  issueDate: string;
  dueDate: string;
  invoiceNote: string;
  itemQuantity: number;
  numericCode: number;
  alphaId: string;
  colorAbbreviation: string;
  carrierName: string;
  netValue: number;
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
  /** The service invoice's number (NFS-e), type U only. */
  serviceInvoiceNumber: string | null;
  /** The 44-digit access key ('Chave de acesso'). */
  invoiceKeyCode: string;
}

/** The supplier's city hall electronic-invoice site (type U invoices) and the name of its service. */
export interface CityHall {
  cityHallSite: string;
  cityHallNfs: string;
}

/** What comes beside the rows. */
export interface InvoicesMeta {
  cityHall: CityHall | null;
}

/** The list's filter: the FilterBar's values. */
export interface InvoiceFilter {
  personId?: number;
  noteType?: 'D' | 'P' | 'U';
  startDate?: string;
  endDate?: string;
}

/** How a field reads: text as it is, a date, a number, an amount in reais. */
export type InvoiceFieldKind = 'text' | 'date' | 'number' | 'money';

export interface InvoiceField {
  field: keyof Invoice;
  kind: InvoiceFieldKind;
  /** An identifier (a number, a key of 44 digits): kept as text in the CSV. */
  code?: true;
}

/** The invoice's fields of spec part 2, section 3, in the table's order. */
export const INVOICE_FIELDS: readonly InvoiceField[] = [
  { field: 'invoiceNumber', kind: 'text', code: true },
  { field: 'itemSeq', kind: 'text' },
  { field: 'issueDate', kind: 'date' },
  { field: 'dueDate', kind: 'date' },
  { field: 'branchId', kind: 'text' },
  { field: 'purchaseOrderId', kind: 'text', code: true },
  { field: 'productName', kind: 'text' },
  { field: 'productDescription', kind: 'text' },
  { field: 'numericCode', kind: 'text', code: true },
  { field: 'alphaId', kind: 'text' },
  { field: 'colorAbbreviation', kind: 'text' },
  { field: 'itemQuantity', kind: 'number' },
  { field: 'totalAmount', kind: 'money' },
  { field: 'netValue', kind: 'money' },
  { field: 'operationTaxCode', kind: 'text' },
  { field: 'operationTaxName', kind: 'text' },
  { field: 'carrierName', kind: 'text' },
  { field: 'invoiceNote', kind: 'text' },
  { field: 'invoiceOriginNumber', kind: 'text', code: true },
  { field: 'invoiceOriginIssueDate', kind: 'date' },
  { field: 'qualityIndicator', kind: 'text' },
  { field: 'providerDocumentId', kind: 'text', code: true },
  { field: 'serviceInvoiceNumber', kind: 'text', code: true },
  { field: 'invoiceKeyCode', kind: 'text', code: true },
];

/** The row key: an invoice has one row per item. */
export const invoiceId = (row: Pick<Invoice, 'invoiceNumber' | 'itemSeq'>): string => `${row.invoiceNumber}-${row.itemSeq}`;

/** The list's search looks in the text fields (numbers, codes, names), as typed. */
export const searchValues = (row: Invoice): readonly unknown[] => INVOICE_FIELDS.filter((column) => column.kind === 'text').map((column) => row[column.field]);

/** A filter the API can answer: a supplier, a type and both issue dates. */
export const invoiceFilterReady = (filter: InvoiceFilter): boolean =>
  filter.personId !== undefined && filter.noteType !== undefined && Boolean(filter.startDate) && Boolean(filter.endDate);
