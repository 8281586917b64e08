import type { Exporter } from 'react-admin';
import { neutraliseCsvCell } from '../../i18n/format';
import { downloadBlob } from '../files/downloadBlob';
import { valueAt } from './valueAt';

export interface CsvColumn {
  source: string;
  label: string;
  /** Turns the raw value into the exported text (money, dates...). */
  format?: (value: unknown, row: Record<string, unknown>) => unknown;
}

const SEPARATOR = ';';
const LINE_END = '\r\n';
const BOM = '\uFEFF';

/** Quotes a cell holding the separator, a quote or a line break (RFC 4180). */
function quote(cell: string): string {
  return /[;"\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

function line(cells: unknown[]): string {
  return cells.map((cell) => quote(neutraliseCsvCell(cell))).join(SEPARATOR);
}

/** Excel-friendly CSV: BOM, ';' separator, CRLF, formula-like cells neutralised. */
export function toCsv(rows: Record<string, unknown>[], columns: CsvColumn[]): string {
  const lines = [line(columns.map((column) => column.label))];
  for (const row of rows) {
    lines.push(
      line(
        columns.map((column) => {
          const value = valueAt(row, column.source);
          return column.format ? column.format(value, row) : value;
        }),
      ),
    );
  }
  return BOM + lines.join(LINE_END) + LINE_END;
}

export function downloadCsv(csv: string, fileName: string): void {
  const name = fileName.toLowerCase().endsWith('.csv') ? fileName : `${fileName}.csv`;
  downloadBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), name);
}

/** A react-admin exporter writing `columns` of the records to `fileName`. */
export function makeExporter(columns: CsvColumn[], fileName: string): Exporter {
  return (records) => {
    downloadCsv(toCsv(records as Record<string, unknown>[], columns), fileName);
  };
}
