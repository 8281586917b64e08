import { cellValueText, csvKindOf, type ValueKind } from '../../kit/list/cellValue';
import type { CsvColumn } from '../../kit/list/csvExport';
import { INVOICE_FIELDS, type Invoice } from './invoices';

type Field = keyof Invoice;

export interface InvoiceColumn {
  field: Field;
  kind: Exclude<ValueKind, 'percent'>;
  /** An identifier (a number, a key of 44 digits): kept as text in the CSV. */
  code?: true;
}

const TEXT = 'resources.notas';

/** The table's columns: the invoice's fields, in order. */
export const INVOICE_COLUMNS: readonly InvoiceColumn[] = INVOICE_FIELDS;

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
  'serviceInvoiceNumber',
  'invoiceKeyCode',
];

/** A cell's text: what the table shows and the CSV holds. */
export const cellText = (row: Invoice, column: InvoiceColumn): string => cellValueText(row[column.field], column.kind);

/** The CSV: every column whichever are shown, the cells as on screen but amounts and quantities as numbers a spreadsheet sums and codes as text (labels are i18n keys, translated by PortalList). */
export const INVOICE_EXPORT_COLUMNS: CsvColumn[] = INVOICE_COLUMNS.map((column) => {
  const kind = csvKindOf(column.kind, column.code);
  const label = `${TEXT}.fields.${column.field}`;
  return kind ? { source: column.field, label, kind } : { source: column.field, label, format: (_value, row) => cellText(row as unknown as Invoice, column) };
});
