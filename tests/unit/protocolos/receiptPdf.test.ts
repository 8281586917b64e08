import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFRawStream, PDFArray, PDFRef, type PDFPage } from 'pdf-lib';
import { buildReceiptPdf, winAnsiText, type ReceiptDocument } from '../../../src/custom/protocolos/receiptPdf';

/** The Latin-1 (WinAnsi's Portuguese letters) text of a page's `<hex> Tj` operators, in drawing order. */
function pageTexts(pdf: PDFDocument, page: PDFPage): string[] {
  const contents = page.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  const texts: string[] = [];
  for (const ref of refs) {
    const stream = ref instanceof PDFRef ? pdf.context.lookup(ref) : ref;
    if (!(stream instanceof PDFRawStream)) continue;
    const raw = Buffer.from(stream.getContents());
    const decoded = stream.dict.toString().includes('FlateDecode') ? inflateSync(raw) : raw;
    for (const match of decoded.toString('latin1').matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) texts.push(Buffer.from(match[1], 'hex').toString('latin1'));
  }
  return texts;
}

const receipt = (rows: number): ReceiptDocument => ({
  title: 'Comprovante do protocolo de pedido',
  facts: [
    ['Usuário', 'João Conceição'],
    ['Código', '1000001'],
    ['Data do agendamento', '05/03/2026'],
  ],
  columns: [
    { label: 'Situação', share: 3 },
    { label: 'Nº ped.', share: 2 },
    { label: 'N. Prod.', share: 4 },
    { label: 'Qtd', share: 1, numeric: true },
  ],
  rows: Array.from({ length: rows }, (_, index) => ['Agendamento Confirmado', String(700_000 + index), `Poltrona Decoração ${index}`, String(index + 1)]),
  pageLabel: (page, pages) => `Página ${page} de ${pages}`,
});

describe('the receipt PDF', () => {
  it('is a PDF whose drawn text holds the accented words and every order number, over several pages when long', async () => {
    const bytes = await buildReceiptPdf(receipt(120));
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    const pages = pdf.getPages();
    expect(pages.length).toBeGreaterThan(2);
    const texts = pages.flatMap((page) => pageTexts(pdf, page));
    expect(texts).toEqual(expect.arrayContaining(['Comprovante do protocolo de pedido', 'Usuário: ', 'João Conceição', 'Situação', 'Nº ped.']));
    for (let index = 0; index < 120; index += 1) expect(texts).toContain(String(700_000 + index));
    expect(texts).toContain(`Página ${pages.length} de ${pages.length}`);
    // The heading repeats on every page.
    for (const page of pages) expect(pageTexts(pdf, page)).toContain('Situação');
    expect(pdf.getTitle()).toBe('Comprovante do protocolo de pedido');
  });

  it('fits one page when short', async () => {
    const pdf = await PDFDocument.load(await buildReceiptPdf(receipt(3)));
    expect(pdf.getPageCount()).toBe(1);
  });

  it('cuts a cell too long for its column and keeps odd characters from stopping it', async () => {
    const long = receipt(1);
    const pdf = await PDFDocument.load(
      await buildReceiptPdf({ ...long, rows: [['Agendamento Confirmado', '1', `Mesa ${'muito '.repeat(30)}longa ✓ 漢`, '1']] }),
    );
    const texts = pageTexts(pdf, pdf.getPages()[0]);
    const cell = texts.find((text) => text.startsWith('Mesa'));
    expect(cell?.endsWith('\x85')).toBe(true); // '…' in WinAnsi
  });

  it('keeps Portuguese letters and replaces what the standard font cannot encode', () => {
    expect(winAnsiText('Ação Nº 5 – ok')).toBe('Ação Nº 5 – ok');
    expect(winAnsiText('Łódź ✓')).toBe('?ódz ?');
    expect(winAnsiText('a\nb')).toBe('a b');
  });
});
