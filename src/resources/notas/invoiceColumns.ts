import type { Invoice } from '../../dataProviders/notas';
import { cellValueText, csvKindOf, type ValueKind } from '../../kit/list/cellValue';
import type { CsvColumn } from '../../kit/list/csvExport';

type Field = keyof Invoice;

export interface InvoiceColumn {
  field: Field;
  kind: Exclude<ValueKind, 'percent'>;
  /** An identifier (a number, a key of 44 digits): kept as text in the CSV. */
  code?: true;
}

const TEXT = 'resources.notas';

/** The invoice's fields of spec part 2, section 3, in the table's order. */
export const INVOICE_COLUMNS: readonly InvoiceColumn[] = [
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
  { field: 'nrNfeServico', kind: 'text', code: true },
  { field: 'invoiceKeyCode', kind: 'text', code: true },
];

/** The columns a supplier sees at first; the others wait in the column chooser. */
export const HIDDEN_AT_FIRST: Field[] = [
  'itemSeq',
  'productDescription',
  'numericCode',
  'alphaId',
  'colorAbbreviation',
  'operationTaxCode',
  'invoiceNote',
  'invoiceOriginNumber',
  'invoiceOriginIssueDate',
  'qualityIndicator',
  'providerDocumentId',
  'nrNfeServico',
  'invoiceKeyCode',
];

/** A cell's text: what the table shows and the CSV holds. */
export const cellText = (row: Invoice, column: InvoiceColumn): string => cellValueText(row[column.field], column.kind);

/** The list's search looks in the text columns (numbers, codes, names), as typed. */
export const searchValues = (row: Invoice): readonly unknown[] => INVOICE_COLUMNS.filter((column) => column.kind === 'text').map((column) => row[column.field]);

/** The CSV: every column whichever are shown, the cells as on screen but amounts and quantities as numbers a spreadsheet sums and codes as text (labels are i18n keys, translated by PortalList). */
export const INVOICE_EXPORT_COLUMNS: CsvColumn[] = INVOICE_COLUMNS.map((column) => {
  const kind = csvKindOf(column.kind, column.code);
  const label = `${TEXT}.fields.${column.field}`;
  return kind ? { source: column.field, label, kind } : { source: column.field, label, format: (_value, row) => cellText(row as unknown as Invoice, column) };
});
