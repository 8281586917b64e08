import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadCsv, makeExporter, toCsv } from '../../../src/kit/list/csvExport';
import { readBlob, spyDownload } from '../../helpers/downloads';

const columns = [
  { source: 'id', label: 'Código' },
  { source: 'name', label: 'Nome' },
  { source: 'note', label: 'Observação' },
];

describe('toCsv', () => {
  it('writes BOM, ";" separators and CRLF line ends', () => {
    const csv = toCsv([{ id: 1, name: 'Ana', note: 'ok' }, { id: 2, name: 'Bia', note: null }], columns);
    expect(csv).toBe('\uFEFFCódigo;Nome;Observação\r\n1;Ana;ok\r\n2;Bia;\r\n');
  });

  it('quotes cells with ";", quotes or line breaks', () => {
    const csv = toCsv([{ id: 3, name: 'Silva; Souza', note: 'diz "oi"\nfim' }], columns);
    expect(csv).toBe('\uFEFFCódigo;Nome;Observação\r\n3;"Silva; Souza";"diz ""oi""\nfim"\r\n');
  });

  it('neutralises formula-like cells but keeps negative numbers', () => {
    const rows = [
      { id: -5, name: '=HYPERLINK("http://x")', note: '+1' },
      { id: 6, name: '@SUM(A1)', note: '-2' },
      { id: 7, name: '\tTab', note: '\rCR' },
    ];
    expect(toCsv(rows, columns)).toBe(
      '\uFEFFCódigo;Nome;Observação\r\n' +
        '-5;"\'=HYPERLINK(""http://x"")";\'+1\r\n' +
        "6;'@SUM(A1);'-2\r\n" +
        '7;\'\tTab;"\'\rCR"\r\n',
    );
  });

  it('reads nested sources and applies column formats', () => {
    const csv = toCsv([{ id: 1, person: { name: 'Ana' }, total: 10 }], [
      { source: 'person.name', label: 'Nome' },
      { source: 'total', label: 'Total', format: (value) => `R$ ${String(value)}` },
    ]);
    expect(csv).toBe('\uFEFFNome;Total\r\nAna;R$ 10\r\n');
  });
});

/** jsdom's Blob has no text(); decode by hand and keep the BOM visible. */
describe('downloadCsv / makeExporter', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('downloads through a temporary <a download> with a Blob', async () => {
    const { blobs, names, click, print } = spyDownload();
    downloadCsv('\uFEFFa;b\r\n', 'notas');
    expect(click).toHaveBeenCalledTimes(1);
    expect(names).toEqual(['notas.csv']);
    expect(await readBlob(blobs[0])).toBe('\uFEFFa;b\r\n');
    expect(blobs[0].type).toBe('text/csv;charset=utf-8');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(print).not.toHaveBeenCalled();
  });

  it('makeExporter writes the records as CSV', async () => {
    const { blobs, names } = spyDownload();
    const exporter = makeExporter([{ source: 'id', label: 'Código' }], 'fornecedores.csv');
    await exporter([{ id: 1 }, { id: 2 }], vi.fn(), {} as never, 'fornecedores');
    expect(names).toEqual(['fornecedores.csv']);
    expect(await readBlob(blobs[0])).toBe('\uFEFFCódigo\r\n1\r\n2\r\n');
  });
});
