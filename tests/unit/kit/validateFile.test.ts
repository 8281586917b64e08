import { describe, expect, it } from 'vitest';
import { acceptAttribute, validateFile } from '../../../src/kit/upload/validateFile';

const MB = 1024 * 1024;
const pdfRules = { extensions: ['pdf'], maxBytes: 7 * MB, maxInclusive: false };

function fileOf(name: string, head: number[] | string, size?: number): File {
  const start = typeof head === 'string' ? new TextEncoder().encode(head) : new Uint8Array(head);
  const bytes = new Uint8Array(size ?? start.length);
  bytes.set(start.subarray(0, bytes.length));
  return new File([bytes], name);
}

// How the first bytes are read (Blob.arrayBuffer or jsdom's FileReader) is covered in tests/components/kit/validateFileRead.test.ts.
describe('validateFile', () => {
  it('accepts a real PDF', async () => {
    expect(await validateFile(fileOf('nota.pdf', '%PDF-1.7\n'), pdfRules)).toEqual({ ok: true });
  });

  it("refuses 'x.pdf' whose bytes are not %PDF- (reason content)", async () => {
    expect(await validateFile(fileOf('x.pdf', 'MZ\x90\x00 not a pdf'), pdfRules)).toEqual({ ok: false, reason: 'content' });
    expect(await validateFile(fileOf('vazio.pdf', ''), pdfRules)).toEqual({ ok: false, reason: 'content' });
  });

  it('checks the extension case-insensitively', async () => {
    expect(await validateFile(fileOf('NOTA.PDF', '%PDF-1.4'), pdfRules)).toEqual({ ok: true });
    expect(await validateFile(fileOf('nota.png', [0x89, 0x50, 0x4e, 0x47]), pdfRules)).toEqual({ ok: false, reason: 'type' });
    expect(await validateFile(fileOf('nota', '%PDF-1.4'), pdfRules)).toEqual({ ok: false, reason: 'type' });
    expect(await validateFile(fileOf('nota.pdf.exe', '%PDF-1.4'), pdfRules)).toEqual({ ok: false, reason: 'type' });
  });

  it('refuses exactly 7 MB when maxInclusive is false, accepts one byte less', async () => {
    expect(await validateFile(fileOf('grande.pdf', '%PDF-1.7', 7 * MB), pdfRules)).toEqual({ ok: false, reason: 'size' });
    expect(await validateFile(fileOf('ok.pdf', '%PDF-1.7', 7 * MB - 1), pdfRules)).toEqual({ ok: true });
  });

  it('accepts exactly maxBytes by default', async () => {
    const rules = { extensions: ['.PDF'], maxBytes: 100 };
    expect(await validateFile(fileOf('a.pdf', '%PDF-1.7', 100), rules)).toEqual({ ok: true });
    expect(await validateFile(fileOf('a.pdf', '%PDF-1.7', 101), rules)).toEqual({ ok: false, reason: 'size' });
  });

  it.each([
    ['foto.png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], ['png']],
    ['foto.jpg', [0xff, 0xd8, 0xff, 0xe0], ['jpg']],
    ['foto.JPEG', [0xff, 0xd8, 0xff, 0xdb], ['jpeg']],
    ['planilha.xlsx', [0x50, 0x4b, 0x03, 0x04], ['xlsx']],
    ['texto.docx', [0x50, 0x4b, 0x03, 0x04], ['docx']],
    ['planilha.xls', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1], ['xls']],
    ['texto.doc', [0xd0, 0xcf, 0x11, 0xe0], ['doc']],
    ['dados.csv', 'a;b\r\n1;2\r\n', ['csv']],
    ['leia.txt', 'olá, mundo', ['txt']],
  ] as const)('accepts a genuine %s', async (name, head, extensions) => {
    const file = fileOf(name, typeof head === 'string' ? head : [...head]);
    expect(await validateFile(file, { extensions: [...extensions], maxBytes: MB })).toEqual({ ok: true });
  });

  it.each([
    ['foto.png', [0xff, 0xd8, 0xff], ['png']],
    ['foto.jpg', [0x89, 0x50, 0x4e, 0x47], ['jpg']],
    ['planilha.xlsx', [0xd0, 0xcf, 0x11, 0xe0], ['xlsx']],
    ['planilha.xls', [0x50, 0x4b, 0x03, 0x04], ['xls']],
    ['dados.csv', [0x61, 0x00, 0x62], ['csv']],
  ] as const)('refuses a disguised %s', async (name, head, extensions) => {
    expect(await validateFile(fileOf(name, [...head]), { extensions: [...extensions], maxBytes: MB })).toEqual({
      ok: false,
      reason: 'content',
    });
  });

  it('looks for NUL bytes in the first 512 bytes of text files only', async () => {
    const late = new Uint8Array(600).fill(0x61);
    late[550] = 0;
    expect(await validateFile(new File([late], 'a.txt'), { extensions: ['txt'], maxBytes: MB })).toEqual({ ok: true });
    late[500] = 0;
    expect(await validateFile(new File([late], 'a.txt'), { extensions: ['txt'], maxBytes: MB })).toEqual({ ok: false, reason: 'content' });
  });
});

describe('acceptAttribute', () => {
  it('builds the input accept list', () => {
    expect(acceptAttribute(['pdf', '.XLSX'])).toBe('.pdf,.xlsx');
  });
});
