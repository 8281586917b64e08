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

  it("neutralises formula cells only: '-' (an empty date) and negative numbers stay as they are", () => {
    const rows = [
      { id: -5, name: '=HYPERLINK("http://x")', note: '+cmd' },
      { id: 6, name: '@SUM(A1)', note: '-' },
      { id: 7, name: '-12,50', note: '-5 dias' },
      { id: 8, name: '\t=cmd', note: '\r@x' },
    ];
    expect(toCsv(rows)).toBe(
      '\uFEFFCódigo;Nome;Observação\r\n' +
        '-5;"\'=HYPERLINK(""http://x"")";\'+cmd\r\n' +
        "6;'@SUM(A1);-\r\n" +
        "7;-12,50;'-5 dias\r\n" +
        '8;\'\t=cmd;"\'\r@x"\r\n',
    );
  });

  it('writes each column by its kind: amounts as pt-BR numbers, codes and long digits as text', () => {
    const cols: CsvColumn[] = [
      { source: 'order', label: 'Pedido', kind: 'code' },
      { source: 'key', label: 'Chave de acesso' },
      { source: 'total', label: 'Valor', kind: 'amount' },
      { source: 'quantity', label: 'Quantidade', kind: 'number' },
      { source: 'issued', label: 'Emissão', format: () => '-' },
    ];
    const key = '35261112345678000190550010000012341000012345';
    expect(toCsv([{ order: 4500300463, key, total: -1234.5, quantity: 1200 }], cols)).toBe(
      `\uFEFFPedido;Chave de acesso;Valor;Quantidade;Emissão\r\n\t4500300463;\t${key};-1234,50;1200;-\r\n`,
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
