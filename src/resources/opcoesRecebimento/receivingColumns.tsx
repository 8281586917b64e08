import { formatPercent } from '../../i18n/format';
import { translate } from '../../i18n/translate';
import { cellValueText, csvKindOf, type ValueKind } from '../../kit/list/cellValue';
import type { CsvColumn } from '../../kit/list/csvExport';
import type { ReceivingOptionItem } from './receivingOptions';

type Field = keyof ReceivingOptionItem;

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
  { field: 'NR_PC', kind: 'text', code: true },
  { field: 'CD_FIL', kind: 'text' },
  { field: 'DT_ENTRG', kind: 'date' },
  { field: 'ID_PROD', kind: 'text', code: true },
  { field: 'NM_PROD', kind: 'text' },
  { field: 'DT_EMIS', kind: 'date' },
  { field: 'DT_PREV_ENTRG', kind: 'date' },
  { field: 'QT_ITEM', kind: 'number' },
  { field: 'QT_ENTRG', kind: 'number' },
  { field: 'QT_DEVOL', kind: 'number' },
  { field: 'QT_CANC', kind: 'number' },
  { field: 'VM_UNIT', kind: 'money' },
  { field: 'VP_IPI', kind: 'ipi' },
  { field: 'VM_IPI', kind: 'money' },
  { field: 'VM_DESC', kind: 'money' },
  { field: 'VP_DESC', kind: 'percent' },
  { field: 'VM_LIQ', kind: 'money' },
  { field: 'DS_TIPO_PEDIDO', kind: 'text' },
  { field: 'NR_PRAZO', kind: 'days' },
  { field: 'CD_PAGTO', kind: 'text', code: true },
  { field: 'CD_FIL_ENTRG', kind: 'text' },
  { field: 'IN_TIPO_PED', kind: 'text' },
  { field: 'DT_SOLIC_ANTEC', kind: 'date' },
  { field: 'ITEM_ANTECIPADO', kind: 'yesNo' },
  { field: 'ID_PESSOA', kind: 'text', code: true },
  { field: 'NM_PESSOA', kind: 'text' },
];

/** The columns a supplier sees at first; the others wait in the column chooser. */
export const HIDDEN_AT_FIRST: readonly Field[] = ['QT_DEVOL', 'QT_CANC', 'VP_IPI', 'VM_IPI', 'CD_PAGTO', 'CD_FIL_ENTRG', 'IN_TIPO_PED', 'ID_PESSOA', 'NM_PESSOA'];

/** A cell's text: what the table shows and the CSV holds. */
export function cellText(row: ReceivingOptionItem, column: ReceivingColumn): string {
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
  return kind ? { source: column.field, label, kind } : { source: column.field, label, format: (_value, row) => cellText(row as unknown as ReceivingOptionItem, column) };
});
