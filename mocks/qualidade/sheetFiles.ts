import { HttpResponse } from 'msw';
import { db } from '../db/db';
import { pdfFromObjects, pdfString } from '../files/demoPdf';
import { fromBase64, toBase64 } from '../files/storedFiles';
import type { QualitySheetRecord, QualitySheetVersionRecord } from './seed';

const PAGE = { width: 595, height: 842, margin: 56 };
const LEADING = 18;

/**
 * An A4 PDF of several pages, each a heading and lines (Helvetica, WinAnsi): the seed's sheet files. Plain ASCII, so
 * its bytes are its characters; the same input always gives the same bytes.
 */
export function multiPagePdf(title: string, pages: readonly { heading: string; lines: readonly string[] }[]): Uint8Array {
  const fontObject = 3 + pages.length * 2;
  const objects: string[] = ['<< /Type /Catalog /Pages 2 0 R >>', ''];
  const kids: string[] = [];
  pages.forEach((page, index) => {
    const pageObject = 3 + index * 2;
    kids.push(`${pageObject} 0 R`);
    const texts = [
      { text: title, size: 16 },
      { text: `${page.heading} (página ${index + 1} de ${pages.length})`, size: 13 },
      ...page.lines.map((text) => ({ text, size: 11 })),
    ];
    const stream = `${texts
      .map(({ text, size }, at) => `BT /F1 ${size} Tf 1 0 0 1 ${PAGE.margin} ${PAGE.height - PAGE.margin - at * LEADING} Tm ${pdfString(text)} Tj ET`)
      .join('\n')}\n`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Contents ${pageObject + 1} 0 R /Resources << /Font << /F1 ${fontObject} 0 R >> >> >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}endstream`,
    );
  });
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages.length} >>`;
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  return pdfFromObjects(objects);
}

/** Where an uploaded sheet file is kept in the mock's stored files. */
const storedPath = (fileKey: string): string => `qualidade/${fileKey}`;

/** A seeded version's file: three pages drawn from its record (no upload behind it). */
function seededSheetPdf(sheet: QualitySheetRecord, version: QualitySheetVersionRecord): Uint8Array {
  const department = sheet.category === 'A' ? 'Acessórios' : 'Móveis';
  return multiPagePdf(`Ficha Técnica ${sheet.alpha}`, [
    {
      heading: 'Identificação',
      lines: [`Departamento: ${department}`, `Fornecedor: ${sheet.supplierId}`, `Versão ${version.version}, enviada por ${version.sentBy}`, `Arquivo: ${version.fileName}`],
    },
    { heading: 'Materiais e acabamento', lines: ['Estrutura: conforme desenho técnico anexo.', 'Acabamento: verniz à base de água, sem chumbo.'] },
    { heading: 'Embalagem e conservação', lines: ['Embalagem: caixa de papelão ondulado com cantoneiras.', 'Limpeza: pano seco; não usar solventes.'] },
  ]);
}

/** Keeps an uploaded sheet file under its key (the bytes as decoded from Doc: no File, which jsdom cannot read back). */
export function storeSheetFile(fileKey: string, name: string, bytes: Uint8Array): void {
  db.tables.storedFiles.push({ path: storedPath(fileKey), name, size: bytes.length, base64: toBase64(bytes) });
  db.touch('storedFiles');
}

/** The bytes of a version's file: the upload as it came, or the seed's drawing. */
export function sheetFileBytes(sheet: QualitySheetRecord, version: QualitySheetVersionRecord): Uint8Array {
  const stored = db.tables.storedFiles.find((row) => row.path === storedPath(version.fileKey));
  return stored ? fromBase64(stored.base64) : seededSheetPdf(sheet, version);
}

/** A version's file as the download answer: a PDF, never sniffed as anything else, with its name. */
export function sheetFileResponse(sheet: QualitySheetRecord, version: QualitySheetVersionRecord): Response {
  return new HttpResponse(sheetFileBytes(sheet, version), {
    headers: {
      'Content-Type': 'application/pdf',
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(version.fileName)}`,
    },
  });
}
