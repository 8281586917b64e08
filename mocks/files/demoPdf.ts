const PAGE = { width: 595, height: 842, margin: 56 };
const TITLE_SIZE = 16;
const BODY_SIZE = 11;
const LEADING = 16;
/** Helvetica at 11 pt: about 90 characters fit the text width. */
const LINE_CHARS = 88;

/** A PDF literal string in WinAnsi: ASCII as is, Latin-1 letters as octal escapes, anything else as '?'. */
export function pdfString(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 63;
    if (char === '\\' || char === '(' || char === ')') out += `\\${char}`;
    else if (code >= 0x20 && code <= 0x7e) out += char;
    else if (code >= 0xa0 && code <= 0xff) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += '?';
  }
  return `(${out})`;
}

function wrap(text: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > LINE_CHARS) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A one-page A4 PDF with a title and wrapped paragraphs (Helvetica, WinAnsi): the demo documents the seed's
 * stored paths point to. The file is plain ASCII, so its bytes are its characters.
 */
export function demoPdf(title: string, paragraphs: readonly string[]): Uint8Array {
  const lines = [{ text: title, size: TITLE_SIZE }, ...paragraphs.flatMap((paragraph) => ['', ...wrap(paragraph)]).map((text) => ({ text, size: BODY_SIZE }))];
  const stream = `${lines
    .map(({ text, size }, index) => `BT /F1 ${size} Tf 1 0 0 1 ${PAGE.margin} ${PAGE.height - PAGE.margin - index * LEADING} Tm ${pdfString(text)} Tj ET`)
    .join('\n')}\n`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>`,
    `<< /Length ${stream.length} >>\nstream\n${stream}endstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  return pdfFromObjects(objects);
}

/** A PDF file of numbered objects (object 1 the catalogue), with its cross-reference table. */
export function pdfFromObjects(objects: readonly string[]): Uint8Array {
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}
