import { describe, expect, it } from 'vitest';
import { pdfFileName } from '../../../src/kit/pdf/pdfFileName';

describe('pdfFileName', () => {
  it('prefers the given name', () => {
    expect(pdfFileName('/api/legacy/a.pdf', 'contrato.pdf')).toBe('contrato.pdf');
  });
  it('takes a PDF name from the URL, decoded, without query or hash', () => {
    expect(pdfFileName('/api/legacy/arquivos/nota%20fiscal%20123.pdf?v=2#page=3')).toBe('nota fiscal 123.pdf');
    expect(pdfFileName('./aviso-de-privacidade.PDF')).toBe('aviso-de-privacidade.PDF');
  });
  it('falls back to documento.pdf', () => {
    expect(pdfFileName('/api/legacy/arquivo/9')).toBe('documento.pdf');
    expect(pdfFileName('blob:http://localhost/0f3c')).toBe('documento.pdf');
    expect(pdfFileName('/x/%E0%A4%A.pdf')).toBe('%E0%A4%A.pdf');
    expect(pdfFileName(new Uint8Array([1]))).toBe('documento.pdf');
  });
});
