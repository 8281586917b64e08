import { PDFDocument } from 'pdf-lib';
import { mockControl } from '../../../mocks/control';
import { db } from '../../../mocks/db/db';
import { code128C } from '../../../mocks/gerenciarPedidos/code128';
import { FILE_NOT_FOUND, PRODUCT_NOT_FOUND } from '../../../mocks/gerenciarPedidos/labels';
import type { LabelRow } from '../../../src/dataProviders/gerenciarPedidos/labels/wire';
import { callLegacy, ticketOf, tokenOf } from '../../helpers/mockApi';

const ownLines = (personId: number) => db.tables.orderLines.filter((line) => line.personId === personId);

async function keysOf(token: string, format: string, body: object): Promise<{ status: number; body: { status: boolean; itens?: string[]; message?: string } }> {
  const response = await callLegacy('POST', `/etiqueta/urls?tipo=${format}`, token, body);
  return { status: response.status, body: (await response.json()) as { status: boolean; itens?: string[]; message?: string } };
}

/** The download link carries a single-use ticket the session asks for, never the session token. */
const download = async (key: string, token: string | null) =>
  callLegacy('GET', `/preSignedUrl/download?key=${encodeURIComponent(key)}${token === null ? '' : `&ticket=${await ticketOf(token)}`}`);

/** The PDF's text as a reader gets it (pdf.js), its lines joined by spaces. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: bytes, useSystemFonts: false }).promise;
  const page = await document.getPage(1);
  const content = await page.getTextContent();
  const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  await document.destroy();
  return text.replace(/\s+/g, ' ');
}

describe('mock shipping labels', () => {
  it('a supplier gets one key per product and format, deterministic; the key gives a ZPL label and a valid PDF label', async () => {
    const token = await tokenOf('1000001', 'moveis123');
    const line = ownLines(1000001)[0];
    const product = { productId: line.productId, purchaseOrderId: line.purchaseOrderId, branchId: line.branchId };
    const zplKeys = await keysOf(token, 'zpl', product);
    expect(zplKeys).toEqual({ status: 200, body: expect.objectContaining({ status: true, itens: [`etiquetas/${line.branchId}/etiqueta_${line.productId}_${line.purchaseOrderId}.zpl`] }) });
    expect((await keysOf(token, 'zpl', product)).body.itens).toEqual(zplKeys.body.itens);
    const [pdfKey] = (await keysOf(token, 'pdf', product)).body.itens ?? [];
    expect(pdfKey).toMatch(/\.pdf$/);

    const zpl = await download(zplKeys.body.itens![0], token);
    expect(zpl.status).toBe(200);
    expect(zpl.headers.get('Content-Disposition')).toContain(`etiqueta_${line.productId}_${line.purchaseOrderId}.zpl`);
    const text = await zpl.text();
    expect(text.startsWith('^XA')).toBe(true);
    expect(text.endsWith('^XZ')).toBe(true);
    for (const part of [String(line.productId), line.productName, `Pedido: ${line.purchaseOrderId}`, `Filial: ${line.branchId} - ${line.branchName}`, '^BC']) {
      expect(text).toContain(part);
    }
    const code = `${String(line.branchId).padStart(3, '0')}${line.purchaseOrderId}${String(line.productId).padStart(7, '0')}`;
    expect(text).toContain(`^FD${code}^FS`);

    const pdf = await download(pdfKey, token);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const document = await PDFDocument.load(bytes);
    expect(document.getPageCount()).toBe(1);
    expect(document.getTitle()).toBe(`Etiqueta ${line.productId} - pedido ${line.purchaseOrderId}`);
  });

  it('the PDF label prints every field whole: a long supplier name or description goes on in another line, never cut', async () => {
    const token = await tokenOf('1000001', 'moveis123');
    const line = ownLines(1000001)[0];
    line.productName = 'Guarda-roupa casal seis portas deslizantes com espelho e gavetas internas em MDF';
    const product = { productId: line.productId, purchaseOrderId: line.purchaseOrderId, branchId: line.branchId };
    const [pdfKey] = (await keysOf(token, 'pdf', product)).body.itens ?? [];
    const text = await pdfText(new Uint8Array(await (await download(pdfKey, token)).arrayBuffer()));
    expect(text).toContain('Fornecedor: 1000001 - Móveis Serra Gaúcha Indústria Ltda');
    expect(text).toContain('Descrição: Guarda-roupa casal seis portas deslizantes com espelho e gavetas internas em MDF');
    expect(text).not.toContain('...');
  });

  it('a supplier cannot have another supplier’s labels; staff can, for the supplier they name', async () => {
    const other = ownLines(2000001)[0];
    const product = { productId: other.productId, purchaseOrderId: other.purchaseOrderId, branchId: other.branchId };
    const moveis = await tokenOf('1000001', 'moveis123');
    expect(await keysOf(moveis, 'zpl', { ...product, personId: 2000001 })).toEqual({ status: 404, body: { status: false, message: PRODUCT_NOT_FOUND } });

    const staff = await tokenOf('0000002', 'comercial1');
    const [key] = (await keysOf(staff, 'zpl', { ...product, personId: 2000001 })).body.itens ?? [];
    expect(key).toBeDefined();
    expect((await download(key, staff)).status).toBe(200);
    const refused = await download(key, moveis);
    expect({ status: refused.status, body: await refused.json() }).toEqual({ status: 404, body: { status: false, message: FILE_NOT_FOUND } });
  });

  it('needs a gerenciar-pedidos key, a known format, the product fields, and a download ticket in the download query', async () => {
    const line = ownLines(1000001)[0];
    const product = { productId: line.productId, purchaseOrderId: line.purchaseOrderId, branchId: line.branchId };
    const sourcing = await tokenOf('0000003', 'sourcing1');
    expect((await keysOf(sourcing, 'zpl', product)).status).toBe(403);
    const token = await tokenOf('1000001', 'moveis123');
    expect(await keysOf(token, 'png', product)).toMatchObject({ status: 400, body: { message: 'Tipo de etiqueta inválido: use pdf ou zpl.' } });
    expect((await keysOf(token, 'pdf', { productId: line.productId })).status).toBe(400);
    const [key] = (await keysOf(token, 'pdf', product)).body.itens ?? [];
    expect((await download(key, null)).status).toBe(401);
    expect((await callLegacy('GET', `/preSignedUrl/download?key=${encodeURIComponent(key)}&ticket=${token}`)).status).toBe(401);
    expect((await download('etiquetas/../../segredo.pdf', token)).status).toBe(404);
  });

  it('GET /etiquetas pages the supplier’s labels (ID, Código) with status, itens and total', async () => {
    const token = await tokenOf('1000001', 'moveis123');
    const response = await callLegacy('GET', '/etiquetas?page=2&limit=10', token);
    const body = (await response.json()) as { status: boolean; itens: LabelRow[]; total: number };
    expect(body.status).toBe(true);
    expect(body.total).toBe(ownLines(1000001).length);
    expect(body.itens).toHaveLength(10);
    expect(body.itens[0]).toEqual({ id: expect.any(Number), codigo: expect.stringMatching(/^\d{20}$/) });
    const ids = new Set(ownLines(1000001).map((line) => line.productId));
    expect(body.itens.every((row) => ids.has(row.id))).toBe(true);
  });

  it('window.__mock.issueOrders gives a supplier new one-line orders, waiting for a date, whose labels it can have', async () => {
    const before = ownLines(1000001).length;
    mockControl.issueOrders('1000001', 5);
    const lines = ownLines(1000001);
    expect(lines).toHaveLength(before + 5);
    const added = lines.slice(-5);
    expect(new Set(lines.map((line) => line.productId)).size).toBe(lines.length);
    expect(added.every((line) => line.stage === 'N' && line.status === null)).toBe(true);
    const token = await tokenOf('1000001', 'moveis123');
    const { productId, purchaseOrderId, branchId } = added[4];
    expect((await keysOf(token, 'zpl', { productId, purchaseOrderId, branchId })).status).toBe(200);
  });

  it('serves the labels manual as a PDF', async () => {
    const token = await tokenOf('2000001', 'acess123');
    const response = await callLegacy('GET', '/etiqueta/manual', token);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect((await response.text()).startsWith('%PDF-')).toBe(true);
  });
});

describe('Code 128 subset C', () => {
  it('start C, a symbol per pair of digits, the mod-103 check, stop: 11 modules a symbol, 13 for the stop', () => {
    const widths = code128C('0012');
    // Start C (105) = 211232; 00 = 212222; 12 = 112232; check (105 + 0·1 + 12·2) mod 103 = 26 = 321221.
    expect(widths.slice(0, 24).join('')).toBe('211232212222112232321221');
    expect(widths.reduce((sum, width) => sum + width, 0)).toBe(4 * 11 + 13);
    expect(() => code128C('123')).toThrow();
  });
});
