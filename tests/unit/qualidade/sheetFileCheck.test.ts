import { MAX_SHEET_BYTES, sheetFileProblem } from '../../../src/custom/qualidade/sheetFileCheck';

const PDF_HEAD = '%PDF-1.7\n';
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A file of `size` bytes starting with `head`. */
function fileOf(name: string, head: string | Uint8Array, size: number): File {
  const start = typeof head === 'string' ? new TextEncoder().encode(head) : head;
  const bytes = new Uint8Array(size);
  bytes.set(start.slice(0, size));
  return new File([bytes], name, { type: 'application/pdf' });
}

describe('technical sheets: the upload checks, in the spec order, then the content', () => {
  it('refuses a name without an extension first, then any extension but pdf', async () => {
    expect(await sheetFileProblem(fileOf('ficha', PDF_HEAD, 100))).toBe('noExtension');
    expect(await sheetFileProblem(fileOf('.pdf', PDF_HEAD, 100))).toBe('noExtension');
    expect(await sheetFileProblem(fileOf('ficha.png', PDF_HEAD, MAX_SHEET_BYTES))).toBe('notPdf');
  });

  it('refuses 7 MB or more (7 * 1024 * 1024 bytes), before reading the content', async () => {
    expect(MAX_SHEET_BYTES).toBe(7 * 1024 * 1024);
    expect(await sheetFileProblem(fileOf('ficha.pdf', PNG_HEAD, MAX_SHEET_BYTES))).toBe('tooBig');
    expect(await sheetFileProblem(fileOf('ficha.PDF', PDF_HEAD, MAX_SHEET_BYTES - 1))).toBeNull();
  });

  it('refuses a .pdf that is not a PDF (a PNG renamed, an empty file)', async () => {
    expect(await sheetFileProblem(fileOf('ficha.pdf', PNG_HEAD, 500))).toBe('notPdfContent');
    expect(await sheetFileProblem(fileOf('ficha.pdf', '', 0))).toBe('notPdfContent');
    expect(await sheetFileProblem(fileOf('ficha.pdf', PDF_HEAD, 500))).toBeNull();
  });
});
