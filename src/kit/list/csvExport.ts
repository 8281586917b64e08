import type { Exporter } from 'react-admin';
import { neutraliseCsvCell } from '../../i18n/format';
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

/** Reads 'a.b.c' paths, as react-admin sources do. */
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
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Some browsers start the download asynchronously; revoking at once can cancel it.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** A react-admin exporter writing `columns` of the records to `fileName`. */
export function makeExporter(columns: CsvColumn[], fileName: string): Exporter {
  return (records) => {
    downloadCsv(toCsv(records as Record<string, unknown>[], columns), fileName);
  };
}
