import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../src/config';
import { isFrameableUrl, isSafeHttpUrl, normaliseUrl } from '../../../src/kit/files/safeUrl';

describe('isSafeHttpUrl', () => {
  it.each(['https://exemplo.com.br/a.pdf', 'http://exemplo.com/x', '/api/legacy/arquivo/1', 'arquivos/2.pdf'])(
    'accepts %s',
    (url) => expect(isSafeHttpUrl(url)).toBe(true),
  );
  it.each(['', '   ', 'javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x', 'file:///etc/passwd', 'blob:https://outro.com/1'])(
    'refuses %s',
    (url) => expect(isSafeHttpUrl(url)).toBe(false),
  );
  it('refuses null and undefined', () => {
    expect(isSafeHttpUrl(null)).toBe(false);
    expect(isSafeHttpUrl(undefined)).toBe(false);
  });
});

describe('isFrameableUrl', () => {
  it('accepts the file API', () => {
    expect(isFrameableUrl(apiUrl('legacy', '/arquivo/1'))).toBe(true);
    expect(isFrameableUrl(` ${apiUrl('legacy', '/arquivos/foto.png')} `)).toBe(true);
  });

  it.each([
    '',
    '  ',
    'javascript:alert(1)',
    'data:application/pdf;base64,JVBER',
    'https://outro.com/api/legacy/arquivo/1',
    'file:///etc/passwd',
    'blob:https://outro.com/0f3c',
    'about:blank',
  ])('refuses %s', (url) => expect(isFrameableUrl(url)).toBe(false));

  it('refuses null and undefined', () => {
    expect(isFrameableUrl(null)).toBe(false);
    expect(isFrameableUrl(undefined)).toBe(false);
  });
});

describe('normaliseUrl', () => {
  it('prepends https:// when the scheme is missing', () => {
    expect(normaliseUrl('www.fornecedor.com.br')).toBe('https://www.fornecedor.com.br/');
    expect(normaliseUrl('  fornecedor.com.br/contato ')).toBe('https://fornecedor.com.br/contato');
    expect(normaliseUrl('localhost:8080/x')).toBe('https://localhost:8080/x');
  });
  it('keeps http and https', () => {
    expect(normaliseUrl('http://fornecedor.com.br')).toBe('http://fornecedor.com.br/');
    expect(normaliseUrl('HTTPS://Fornecedor.com.br/A')).toBe('https://fornecedor.com.br/A');
  });
  it('returns null for what is not a web address', () => {
    for (const text of ['', '   ', 'não é url', 'abc', 'javascript:alert(1)', 'data:text/html,x', 'mailto:a@b.com', 'ftp://x.com', null, undefined]) {
      expect(normaliseUrl(text)).toBeNull();
    }
  });
});
