import { pdfFromObjects, pdfString } from '../files/demoPdf';

const PAGE = { width: 595, height: 842, margin: 56 };
const LEADING = 16;

/**
 * A multi-page A4 PDF: on each page the document's title, 'Página n de N' and that page's lines (Helvetica, WinAnsi).
 * Objects: 1 catalogue, 2 page tree, 3 font, then each page and its content stream.
 */
export function pagedPdf(title: string, pages: readonly (readonly string[])[]): Uint8Array {
  const count = pages.length;
  const kids = pages.map((_, index) => `${4 + index * 2} 0 R`).join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${count} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  pages.forEach((lines, index) => {
    const texts = [
      { text: title, size: 16 },
      { text: `Página ${index + 1} de ${count}`, size: 10 },
      { text: '', size: 11 },
      ...lines.map((text) => ({ text, size: 11 })),
    ];
    const stream = `${texts
      .map(({ text, size }, line) => `BT /F1 ${size} Tf 1 0 0 1 ${PAGE.margin} ${PAGE.height - PAGE.margin - line * LEADING} Tm ${pdfString(text)} Tj ET`)
      .join('\n')}\n`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Contents ${5 + index * 2} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}endstream`,
    );
  });
  return pdfFromObjects(objects);
}

/** The clauses of a seeded document's pages: numbered, plausible, the same on every run. */
export function clausePages(subject: string, pageCount: number): string[][] {
  return Array.from({ length: pageCount }, (_, page) =>
    Array.from({ length: 6 }, (_, line) => {
      const clause = page * 6 + line + 1;
      return `Cláusula ${clause}. O fornecedor observa a ${subject.toLowerCase()} em todas as suas operações.`;
    }),
  );
}
