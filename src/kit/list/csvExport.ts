import { downloadBlob } from '../files/downloadBlob';
import { csvCell, type CsvKind } from './csvCell';
import { valueAt } from './valueAt';

export interface CsvColumn {
  source: string;
  label: string;
  /** How the cells are written (default 'text'): amounts and quantities as numbers, codes kept as text. */
  kind?: CsvKind;
  /** Turns the raw value into the exported value: text as shown (dates...), or the number of an amount. */
  format?: (value: unknown, row: Record<string, unknown>) => unknown;
}

const SEPARATOR = ';';
const LINE_END = '\r\n';
const BOM = '\uFEFF';

/** Quotes a cell holding the separator, a quote or a line break (RFC 4180). */
function quote(cell: string): string {
  return /[;"\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

function line(cells: string[]): string {
  return cells.map(quote).join(SEPARATOR) + LINE_END;
}

/**
 * The start of an Excel-friendly CSV: BOM and the header line. The rows follow from `csvRows`, one chunk at a
 * time; every line ends in CRLF, cells are separated by ';' and written by their column's kind (`csvCell`).
 */
export function csvHeader(columns: readonly CsvColumn[]): string {
  return BOM + line(columns.map((column) => csvCell(column.label)));
}

export function csvRows(rows: readonly Record<string, unknown>[], columns: readonly CsvColumn[]): string {
  return rows
    .map((row) =>
      line(
        columns.map((column) => {
          const value = valueAt(row, column.source);
          return csvCell(column.format ? column.format(value, row) : value, column.kind);
        }),
      ),
    )
    .join('');
}

/** Saves CSV text from the parts it was built in (the Blob takes them as they are: no one big joined string). */
export function downloadCsv(parts: readonly string[], fileName: string): void {
  const name = fileName.toLowerCase().endsWith('.csv') ? fileName : `${fileName}.csv`;
  downloadBlob(new Blob([...parts], { type: 'text/csv;charset=utf-8' }), name);
}
