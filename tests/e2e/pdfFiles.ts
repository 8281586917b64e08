import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A real PDF of `pages` pages with selectable text (accents included), built byte by byte with a correct xref table. */
export function pagedPdf(title: string, pages: number): Buffer {
  const pageNumbers = Array.from({ length: pages }, (_, index) => index + 1);
  // Objects: 1 catalog, 2 page tree, 3 font, then each page and its content stream.
  const pageObject = (page: number) => 4 + (page - 1) * 2;
  const content = (text: string) => {
    const drawn = `BT /F1 18 Tf 72 760 Td (${text}) Tj ET`;
    return `<< /Length ${Buffer.byteLength(drawn, 'latin1')} >>\nstream\n${drawn}\nendstream`;
  };
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageNumbers.map((page) => `${pageObject(page)} 0 R`).join(' ')}] /Count ${pages} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    ...pageNumbers.flatMap((page) => [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${pageObject(page) + 1} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`,
      content(`${title} - pagina ${page}`),
    ]),
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export const twoPagePdf = (title: string): Buffer => pagedPdf(title, 2);

/** The text a PDF reader selects on every page of the file. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}
