import type { PDFFont, PDFPage } from 'pdf-lib';

/** A receipt as text, ready to lay out: the screen's words, the user's facts, the table. */
export interface ReceiptDocument {
  title: string;
  facts: readonly (readonly [label: string, value: string])[];
  /** Column headings with their share of the table's width. */
  columns: readonly { label: string; share: number; numeric?: boolean }[];
  rows: readonly (readonly string[])[];
  /** 'Página 1 de 3'. */
  pageLabel: (page: number, pages: number) => string;
}

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const SIZE = { title: 14, fact: 10, cell: 8, footer: 8 };
const ROW_HEIGHT = 14;
const CELL_PADDING = 3;

/** WinAnsi's characters beyond Latin-1 (Helvetica's encoding in a standard PDF font). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const isWinAnsi = (char: string): boolean => {
  const code = char.charCodeAt(0);
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
};

/**
 * Text the standard font can encode: Portuguese accents are WinAnsi and stay as they are; another accented letter
 * loses its accent, anything else becomes '?', so a server's odd character never stops the receipt.
 */
export function winAnsiText(text: string): string {
  return Array.from(text.replace(/[\r\n\t]+/g, ' '), (char) => {
    if (isWinAnsi(char)) return char;
    const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    return base.length > 0 && Array.from(base).every(isWinAnsi) ? base : '?';
  }).join('');
}

/** The text cut with '…' to fit `width` at `size`. */
function fitted(font: PDFFont, text: string, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 0 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/**
 * The receipt as a real PDF (A4 portrait): drawn text in Helvetica (selectable, WinAnsi so accents come out right),
 * the facts on the first page, the table over as many pages as it needs with its heading on each, and the page
 * number at the foot. pdf-lib is loaded on the first receipt only.
 */
export async function buildReceiptPdf(receipt: ReceiptDocument): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsiText(receipt.title));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const tableWidth = PAGE.width - 2 * PAGE.margin;
  const totalShare = receipt.columns.reduce((sum, column) => sum + column.share, 0);
  const widths = receipt.columns.map((column) => (column.share / totalShare) * tableWidth);
  const grey = rgb(0.6, 0.6, 0.6);

  const text = (page: PDFPage, value: string, x: number, y: number, size: number, font: PDFFont = regular) =>
    page.drawText(winAnsiText(value), { x, y, size, font, color: rgb(0, 0, 0) });

  const drawRow = (page: PDFPage, cells: readonly string[], top: number, font: PDFFont) => {
    let x = PAGE.margin;
    cells.forEach((cell, index) => {
      const width = widths[index];
      const content = fitted(font, winAnsiText(cell), SIZE.cell, width - 2 * CELL_PADDING);
      const offset = receipt.columns[index].numeric ? width - CELL_PADDING - font.widthOfTextAtSize(content, SIZE.cell) : CELL_PADDING;
      page.drawText(content, { x: x + offset, y: top - ROW_HEIGHT + 4, size: SIZE.cell, font });
      x += width;
    });
    page.drawLine({ start: { x: PAGE.margin, y: top - ROW_HEIGHT }, end: { x: PAGE.margin + tableWidth, y: top - ROW_HEIGHT }, thickness: 0.5, color: grey });
  };

  const newPage = () => pdf.addPage([PAGE.width, PAGE.height]);
  let page = newPage();
  let y = PAGE.height - PAGE.margin;
  text(page, receipt.title, PAGE.margin, y - SIZE.title, SIZE.title, bold);
  y -= SIZE.title + 16;
  for (const [label, value] of receipt.facts) {
    const labelText = `${winAnsiText(label)}: `;
    text(page, labelText, PAGE.margin, y - SIZE.fact, SIZE.fact, bold);
    text(page, value, PAGE.margin + bold.widthOfTextAtSize(labelText, SIZE.fact), y - SIZE.fact, SIZE.fact);
    y -= SIZE.fact + 6;
  }
  y -= 10;

  const heading = receipt.columns.map((column) => column.label);
  const bottom = PAGE.margin + ROW_HEIGHT;
  drawRow(page, heading, y, bold);
  y -= ROW_HEIGHT;
  for (const row of receipt.rows) {
    if (y - ROW_HEIGHT < bottom) {
      page = newPage();
      y = PAGE.height - PAGE.margin;
      drawRow(page, heading, y, bold);
      y -= ROW_HEIGHT;
    }
    drawRow(page, row, y, regular);
    y -= ROW_HEIGHT;
  }

  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    const label = winAnsiText(receipt.pageLabel(index + 1, pages.length));
    each.drawText(label, { x: PAGE.width - PAGE.margin - regular.widthOfTextAtSize(label, SIZE.footer), y: PAGE.margin / 2, size: SIZE.footer, font: regular });
  });
  return pdf.save();
}
