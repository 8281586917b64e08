import { formatPercent } from '../../i18n/format';
import { translate } from '../../i18n/translate';
import { cellValueText, csvKindOf, type ValueKind } from '../../kit/list/cellValue';
import type { CsvColumn } from '../../kit/list/csvExport';
import type { ReceivingItem } from './receivingOptions';

type Field = keyof ReceivingItem;

const TEXT = 'resources.opcoesRecebimento';

/** How a column shows its value: the kit's kinds, plus the term in days, S/N as Sim/Não and IPI % (two decimals). */
export type ColumnKind = ValueKind | 'days' | 'yesNo' | 'ipi';

export interface ReceivingColumn {
  field: Field;
  kind: ColumnKind;
  /** An identifier: kept as text in the CSV. */
  code?: true;
}

/** The 26 columns of spec part 2, 2.4, in its order. */
export const RECEIVING_COLUMNS: readonly ReceivingColumn[] = [
  { field: 'purchaseOrderId', kind: 'text', code: true },
  { field: 'branchId', kind: 'text' },
  { field: 'deliveryDate', kind: 'date' },
  { field: 'productId', kind: 'text', code: true },
  { field: 'productName', kind: 'text' },
  { field: 'issueDate', kind: 'date' },
  { field: 'expectedDeliveryDate', kind: 'date' },
  { field: 'quantity', kind: 'number' },
  { field: 'deliveredQuantity', kind: 'number' },
  { field: 'returnedQuantity', kind: 'number' },
  { field: 'cancelledQuantity', kind: 'number' },
  { field: 'unitValue', kind: 'money' },
  { field: 'ipiPercent', kind: 'ipi' },
  { field: 'ipiValue', kind: 'money' },
  { field: 'discountValue', kind: 'money' },
  { field: 'discountPercent', kind: 'percent' },
  { field: 'netValue', kind: 'money' },
  { field: 'orderTypeName', kind: 'text' },
  { field: 'termDays', kind: 'days' },
  { field: 'paymentCode', kind: 'text', code: true },
  { field: 'deliveryBranchId', kind: 'text' },
  { field: 'orderType', kind: 'text' },
  { field: 'anticipationRequestDate', kind: 'date' },
  { field: 'anticipated', kind: 'yesNo' },
  { field: 'supplierId', kind: 'text', code: true },
  { field: 'supplierName', kind: 'text' },
];

/** The columns a supplier sees at first; the others wait in the column chooser. */
export const HIDDEN_AT_FIRST: readonly Field[] = ['returnedQuantity', 'cancelledQuantity', 'ipiPercent', 'ipiValue', 'paymentCode', 'deliveryBranchId', 'orderType', 'supplierId', 'supplierName'];

/** A cell's text: what the table shows and the CSV holds. */
export function cellText(row: ReceivingItem, column: ReceivingColumn): string {
  const value = row[column.field];
  if (column.kind !== 'days' && column.kind !== 'yesNo' && column.kind !== 'ipi') return cellValueText(value, column.kind);
  if (value === null || value === undefined || value === '') return '';
  if (column.kind === 'ipi') return formatPercent(Number(value), 2);
  if (column.kind === 'days') return translate(`${TEXT}.values.days`, { days: Number(value) });
  return translate(`${TEXT}.values.${value === 'S' ? 'S' : 'N'}`);
}

/** The CSV: the 26 columns whichever are shown, the cells as on screen but amounts and quantities as numbers a spreadsheet sums and codes as text (labels are i18n keys, translated by PortalList). */
export const RECEIVING_EXPORT_COLUMNS: CsvColumn[] = RECEIVING_COLUMNS.map((column) => {
  const kind = csvKindOf(column.kind, column.code);
  const label = `${TEXT}.fields.${column.field}`;
  return kind ? { source: column.field, label, kind } : { source: column.field, label, format: (_value, row) => cellText(row as unknown as ReceivingItem, column) };
});
