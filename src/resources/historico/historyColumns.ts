import { formatDate } from '../../i18n/format';
import type { CsvColumn } from '../../kit/list/csvExport';
import type { HistoryOrderRow } from '../../types/api';

const TEXT = 'resources.historico';

/** The history table's data columns, in order (the detail link comes first, on screen only). */
export const HISTORY_FIELDS = [
  'purchaseOrderId',
  'productId',
  'numericCode',
  'productName',
  'colorAbbreviation',
  'issueDate',
  'deliveryDateOrigin',
  'deliveryDate',
  'scheduleDate',
  'sciaStatusDescription',
  'branchId',
] as const satisfies readonly (keyof HistoryOrderRow)[];

export type HistoryField = (typeof HISTORY_FIELDS)[number];

/** The columns that hold a day, shown dd/mm/yyyy ('-' for none). */
export const DATE_FIELDS: ReadonlySet<HistoryField> = new Set(['issueDate', 'deliveryDateOrigin', 'deliveryDate', 'scheduleDate']);

/** A cell's text: what the table shows and the CSV holds. */
export const historyCellText = (row: HistoryOrderRow, field: HistoryField): string => (DATE_FIELDS.has(field) ? formatDate(row[field] as string) : String(row[field] ?? ''));

/** The columns of codes a spreadsheet must keep as text (no 4,5E+11, no leading zero lost). */
const CODE_FIELDS: ReadonlySet<HistoryField> = new Set(['purchaseOrderId', 'productId', 'numericCode', 'branchId']);

/** The CSV: every data column, the cells as on screen (labels are i18n keys, translated by the export). */
export const HISTORY_EXPORT_COLUMNS: CsvColumn[] = HISTORY_FIELDS.map((field) => ({
  source: field,
  label: `${TEXT}.fields.${field}`,
  kind: CODE_FIELDS.has(field) ? 'code' : 'text',
  format: (_value, row) => historyCellText(row as unknown as HistoryOrderRow, field),
}));
