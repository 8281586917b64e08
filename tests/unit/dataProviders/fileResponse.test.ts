import { HttpResponse } from 'msw';
import { dispositionFileName, requestFile } from '../../../src/dataProviders/core/fileResponse';
import { headersOf, recordCalls, stubSessionToken, target } from './recordCalls';
import { apiFailure } from '../../helpers/apiFailure';

beforeEach(() => stubSessionToken('tok-123'));
afterEach(() => vi.unstubAllGlobals());

const PDF = '%PDF-1.4 etiqueta';

const file = (disposition?: string, type = 'application/pdf') => () =>
  new HttpResponse(PDF, { headers: { 'Content-Type': type, ...(disposition ? { 'Content-Disposition': disposition } : {}) } });

describe('dispositionFileName', () => {
  it.each([
    ['attachment; filename=etiquetas.zip', 'etiquetas.zip'],
    ['attachment; filename="Nota fiscal 123.pdf"', 'Nota fiscal 123.pdf'],
    ['attachment; filename="a \\"b\\".txt"', 'a "b".txt'],
    ['inline;filename=relatorio.csv;size=10', 'relatorio.csv'],
    ["attachment; filename*=UTF-8''Relat%C3%B3rio%20de%20devolu%C3%A7%C3%A3o.pdf", 'Relatório de devolução.pdf'],
    ["attachment; filename*=utf-8'pt-BR'%E2%82%AC.pdf", '€.pdf'],
    [`attachment; filename*="UTF-8''aspas%20no%20valor.pdf"`, 'aspas no valor.pdf'],
    ["attachment; filename*=ISO-8859-1''Cora%E7%E3o.txt", 'Coração.txt'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="C:\\\\temp\\\\x.pdf"', 'x.pdf'],
  ])('%s → %s', (header, name) => {
    expect(dispositionFileName(header)).toBe(name);
  });

  it('prefers filename* over filename, in either order', () => {
    expect(dispositionFileName(`attachment; filename="Relatorio.pdf"; filename*=UTF-8''Relat%C3%B3rio.pdf`)).toBe('Relatório.pdf');
    expect(dispositionFileName(`attachment; filename*=UTF-8''Relat%C3%B3rio.pdf; filename="Relatorio.pdf"`)).toBe('Relatório.pdf');
  });

  it('falls back to filename when filename* cannot be decoded, and to nothing without a name', () => {
    expect(dispositionFileName(`attachment; filename*=UTF-8''%E9%ZZ.pdf; filename="simples.pdf"`)).toBe('simples.pdf');
    expect(dispositionFileName('attachment')).toBeUndefined();
    expect(dispositionFileName('attachment; filename=""')).toBeUndefined();
    expect(dispositionFileName(null)).toBeUndefined();
  });
});

describe('requestFile', () => {
  it('GETs the file with the session headers and keeps the server file name', async () => {
    const seen = recordCalls('get', '/preSignedUrl/download', file(`attachment; filename*=UTF-8''Etiqueta%20n%C2%BA%201.pdf`));
    const { blob, fileName } = await requestFile('/preSignedUrl/download', { query: { key: 'k1' }, fallbackName: 'etiqueta.pdf' });
    expect(seen).toHaveLength(1);
    expect(seen[0].method).toBe('GET');
    expect(target(seen[0])).toBe('/api/legacy/preSignedUrl/download?key=k1');
    expect(headersOf(seen[0])).toEqual({ accept: 'application/json', 'user-token': 'tok-123' });
    expect(fileName).toBe('Etiqueta nº 1.pdf');
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe(PDF);
  });

  it('uses the fallback name when the server sends none', async () => {
    recordCalls('post', '/etiqueta', file(undefined, 'text/plain'));
    const { blob, fileName } = await requestFile('/etiqueta', { method: 'POST', body: { ids: [1] }, fallbackName: 'etiquetas.zpl' });
    expect(fileName).toBe('etiquetas.zpl');
    expect(await blob.text()).toBe(PDF);
  });

  it("a failed download rejects with the server's message or the catalogue text", async () => {
    recordCalls('get', '/arquivo', () => HttpResponse.json({ status: false, message: 'Arquivo não encontrado' }, { status: 404 }));
    const missing = await apiFailure(requestFile('/arquivo', { fallbackName: 'a.pdf' }));
    expect([missing.kind, missing.status, missing.message]).toEqual(['http', 404, 'Arquivo não encontrado']);

    recordCalls('get', '/arquivo', () => new HttpResponse('stack trace', { status: 500 }));
    const broken = await apiFailure(requestFile('/arquivo', { fallbackName: 'a.pdf' }));
    expect([broken.status, broken.message]).toEqual([500, 'Erro ao carregar dados!']);
  });

  it('a JSON answer under 200 is not a file: its envelope message, else an unexpected reply', async () => {
    recordCalls('get', '/arquivo', { status: 0, message: 'Chave expirada' });
    expect((await apiFailure(requestFile('/arquivo', { fallbackName: 'a.pdf' }))).message).toBe('Chave expirada');

    recordCalls('get', '/arquivo', { status: true, itens: [] });
    const shape = await apiFailure(requestFile('/arquivo', { fallbackName: 'a.pdf' }));
    expect([shape.kind, shape.message]).toEqual(['shape', 'Campos necessários, não foram retornados pelo servidor!']);

    recordCalls('get', '/arquivo', { status: false, message: 'Token inválido!' });
    expect((await apiFailure(requestFile('/arquivo', { fallbackName: 'a.pdf' }))).kind).toBe('invalidToken');
  });
});
