import JSZip from 'jszip';
import { HttpResponse } from 'msw';
import { db } from '../../../mocks/db/db';
import {
  chunksOf,
  fetchLabelFiles,
  LABEL_CHUNK_SIZE,
  labelZipName,
  NoLabelFilesError,
  progressPercent,
  uniqueProducts,
  type LabelCalls,
  type LabelProgress,
} from '../../../src/custom/gerenciarPedidos/labels/labelDownload';
import { labelFile, labelFileKeys, labelPage } from '../../../src/dataProviders/gerenciarPedidos/labels';
import { safeFileName } from '../../../src/kit/files/downloadBlob';
import { zipFiles } from '../../../src/kit/zip/zipFiles';
import type { LabelProduct } from '../../../src/custom/gerenciarPedidos/labels/labels';
import { tokenOf } from '../../helpers/mockApi';
import { headersOf, recordCalls, recordTickets, stubSessionToken, target } from '../dataProviders/recordCalls';

const product = (productId: number, purchaseOrderId = 4500000000 + productId, branchId = 101): LabelProduct => ({ productId, purchaseOrderId, branchId });

/** Calls that answer one key per product (two for `twoFiles`) after a tick, counting the products in flight. */
function fakeCalls(options: { twoFiles?: number; failOn?: number } = {}) {
  let inFlight = 0;
  let mostInFlight = 0;
  const aborted: number[] = [];
  const calls: LabelCalls = {
    keys: async ({ productId }, format) => {
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight -= 1;
      if (productId === options.failOn) throw new Error('Produto não encontrado nos pedidos do fornecedor.');
      const keys = [`etiquetas/${productId}.${format}`];
      return productId === options.twoFiles ? [...keys, `etiquetas/${productId}-b.${format}`] : keys;
    },
    file: async (key, signal) => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      if (signal.aborted) {
        aborted.push(Number(/\d+/.exec(key)?.[0]));
        throw signal.reason;
      }
      return { blob: new Blob([`^XA^FD${key}^FS^XZ`]), fileName: key.slice(key.lastIndexOf('/') + 1) };
    },
  };
  return { calls, mostInFlight: () => mostInFlight, aborted };
}

describe('label download rules', () => {
  it('one row per product, the first selected row of each, in selection order', () => {
    expect(uniqueProducts([product(3, 1), product(1), product(3, 2), product(2), product(1, 9)])).toEqual([product(3, 1), product(1), product(2)]);
  });

  it('chunks of 50', () => {
    expect(chunksOf(Array.from({ length: 120 }, (_, i) => i), LABEL_CHUNK_SIZE).map((chunk) => chunk.length)).toEqual([50, 50, 20]);
    expect(chunksOf([], 50)).toEqual([]);
  });

  it("the zip is 'Etiquetas expedição T&S_' + the local time stamp, a name every system accepts as it is", () => {
    const name = labelZipName(new Date(2026, 2, 10, 9, 5, 7));
    expect(name).toBe('Etiquetas expedição T&S_20260310_090507.zip');
    expect(safeFileName(name)).toBe(name);
  });

  it('the percentage is files done of files known, rounded down (100 only when every file is done)', () => {
    expect(progressPercent({ done: 0, total: 50 })).toBe(0);
    expect(progressPercent({ done: 49, total: 50 })).toBe(98);
    expect(progressPercent({ done: 2, total: 3 })).toBe(66);
    expect(progressPercent({ done: 50, total: 50 })).toBe(100);
  });

  it('fetches each product once, at most 50 at a time, and reports every file; a product with two files counts two', async () => {
    const rows = [...Array.from({ length: 120 }, (_, i) => product(i + 1)), ...Array.from({ length: 30 }, (_, i) => product(i + 1, 7))];
    const fake = fakeCalls({ twoFiles: 60 });
    const progress: LabelProgress[] = [];
    const entries = await fetchLabelFiles(rows, 'zpl', fake.calls, (step) => progress.push(step));
    expect(entries).toHaveLength(121);
    expect(entries[0].name).toBe('1.zpl');
    expect(entries.filter((entry) => entry.name.startsWith('60'))).toHaveLength(2);
    expect(fake.mostInFlight()).toBe(50);
    expect(progress[0]).toEqual({ done: 0, total: 120 });
    expect(progress.at(-1)).toEqual({ done: 121, total: 121 });
    const dones = progress.map((step) => step.done);
    expect(dones).toEqual([...dones].sort((a, b) => a - b));
    expect(progress.filter((step) => step.done === step.total)).toHaveLength(1);
  });

  it('the first failure rejects and stops the files still running; a product without files is a failure', async () => {
    const fake = fakeCalls({ failOn: 7 });
    await expect(fetchLabelFiles([product(1), product(7), product(9)], 'pdf', fake.calls, () => {})).rejects.toThrow('Produto não encontrado nos pedidos do fornecedor.');
    await vi.waitFor(() => expect(fake.aborted.sort()).toEqual([1, 9]));

    const empty: LabelCalls = { keys: () => Promise.resolve([]), file: () => Promise.reject(new Error('never')) };
    await expect(fetchLabelFiles([product(5)], 'pdf', empty, () => {})).rejects.toEqual(new NoLabelFilesError(5));
  });
});

describe('label calls (legacy API)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('POST /etiqueta/urls?tipo= with one product; GET /preSignedUrl/download with the key and a download ticket (never the token); GET /etiquetas by page', async () => {
    stubSessionToken('tok-1');
    const tickets = recordTickets('ticket-1');
    const posts = recordCalls('post', '/etiqueta/urls', { status: true, itens: ['etiquetas/101/etiqueta_5_9.zpl'] });
    const gets = recordCalls('get', '/preSignedUrl/download', () => new HttpResponse('^XA^XZ', { headers: { 'Content-Type': 'application/octet-stream' } }));
    const pages = recordCalls('get', '/etiquetas', { status: true, itens: [{ id: 5, codigo: '101' }], total: 31 });

    await expect(labelFileKeys({ productId: 5, purchaseOrderId: 9, branchId: 101 }, 'zpl', 3000001)).resolves.toEqual(['etiquetas/101/etiqueta_5_9.zpl']);
    expect(target(posts[0])).toBe('/api/legacy/etiqueta/urls?tipo=zpl');
    expect(headersOf(posts[0])).toMatchObject({ 'user-token': 'tok-1', 'content-type': 'application/json' });
    expect(await posts[0].json()).toEqual({ productId: 5, purchaseOrderId: 9, branchId: 101, personId: 3000001 });

    const file = await labelFile('etiquetas/101/etiqueta_5_9.zpl');
    expect(file.fileName).toBe('etiqueta_5_9.zpl');
    expect(await file.blob.text()).toBe('^XA^XZ');
    expect(headersOf(tickets[0])).toMatchObject({ 'user-token': 'tok-1' });
    expect(target(gets[0])).toBe('/api/legacy/preSignedUrl/download?key=etiquetas%2F101%2Fetiqueta_5_9.zpl&ticket=ticket-1');

    await expect(labelPage({ page: 2, perPage: 10, personId: 3000001 })).resolves.toEqual({ rows: [{ id: 5, codigo: '101' }], total: 31 });
    expect(target(pages[0])).toBe('/api/legacy/etiquetas?page=2&limit=10&personId=3000001');
  });

  it('a reply without keys is refused with the catalogue text', async () => {
    stubSessionToken('tok-1');
    recordCalls('post', '/etiqueta/urls', { status: true, itens: [42] });
    await expect(labelFileKeys({ productId: 5, purchaseOrderId: 9, branchId: 101 }, 'pdf', undefined)).rejects.toThrow('Campos necessários, não foram retornados pelo servidor!');
  });

  it('against the mock: 50 products of the large supplier as staff, zipped: one valid ZPL per product; PDFs start with %PDF-', async () => {
    stubSessionToken(await tokenOf('0000002', 'comercial1'));
    const lines = db.tables.orderLines.filter((line) => line.personId === 3000001).slice(0, 50);
    const calls: LabelCalls = { keys: (row, format, signal) => labelFileKeys(row, format, 3000001, signal), file: labelFile };
    const zip = await JSZip.loadAsync(await (await zipFiles(await fetchLabelFiles(lines, 'zpl', calls, () => {}))).arrayBuffer());
    const names = Object.keys(zip.files);
    expect(names).toHaveLength(50);
    expect(new Set(names)).toEqual(new Set(lines.map((line) => `etiqueta_${line.productId}_${line.purchaseOrderId}.zpl`)));
    for (const name of names) {
      const text = await zip.file(name)!.async('string');
      expect(text.startsWith('^XA') && text.endsWith('^XZ')).toBe(true);
      expect(text).toContain(name.split('_')[1]);
    }
    const pdfs = await fetchLabelFiles(lines.slice(0, 2), 'pdf', calls, () => {});
    for (const entry of pdfs) expect(await (entry.data as Blob).slice(0, 5).text()).toBe('%PDF-');
  });
});
