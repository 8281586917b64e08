import { describe, expect, it } from 'vitest';
import { csvHeader, csvRows, type CsvColumn } from '../../../src/kit/list/csvExport';

const columns: CsvColumn[] = [
  { source: 'id', label: 'Código' },
  { source: 'name', label: 'Nome' },
  { source: 'note', label: 'Observação' },
];

const toCsv = (rows: Record<string, unknown>[], cols: CsvColumn[] = columns) => csvHeader(cols) + csvRows(rows, cols);

describe('csvHeader / csvRows', () => {
  it('writes BOM, ";" separators and CRLF line ends', () => {
    const csv = toCsv([{ id: 1, name: 'Ana', note: 'ok' }, { id: 2, name: 'Bia', note: null }]);
    expect(csv).toBe('\uFEFFCódigo;Nome;Observação\r\n1;Ana;ok\r\n2;Bia;\r\n');
  });

  it('writes the BOM only in the header, so chunks of rows can follow one another', () => {
    expect(csvRows([{ id: 1, name: 'Ana', note: 'ok' }], columns)).toBe('1;Ana;ok\r\n');
    expect(csvRows([], columns)).toBe('');
  });

  it('quotes cells with ";", quotes or line breaks', () => {
    const csv = toCsv([{ id: 3, name: 'Silva; Souza', note: 'diz "oi"\nfim' }]);
    expect(csv).toBe('\uFEFFCódigo;Nome;Observação\r\n3;"Silva; Souza";"diz ""oi""\nfim"\r\n');
  });

  it('neutralises formula-like cells but keeps negative numbers', () => {
    const rows = [
      { id: -5, name: '=HYPERLINK("http://x")', note: '+1' },
      { id: 6, name: '@SUM(A1)', note: '-2' },
      { id: 7, name: '\tTab', note: '\rCR' },
    ];
    expect(toCsv(rows)).toBe(
      '\uFEFFCódigo;Nome;Observação\r\n' +
        '-5;"\'=HYPERLINK(""http://x"")";\'+1\r\n' +
        "6;'@SUM(A1);'-2\r\n" +
        '7;\'\tTab;"\'\rCR"\r\n',
    );
  });

  it('neutralises formula-like labels too', () => {
    expect(csvHeader([{ source: 'a', label: '=1+1' }])).toBe("\uFEFF'=1+1\r\n");
  });

  it('reads nested sources and applies column formats', () => {
    const csv = toCsv([{ id: 1, person: { name: 'Ana' }, total: 10 }], [
      { source: 'person.name', label: 'Nome' },
      { source: 'total', label: 'Total', format: (value) => `R$ ${String(value)}` },
    ]);
    expect(csv).toBe('\uFEFFNome;Total\r\nAna;R$ 10\r\n');
  });
});
