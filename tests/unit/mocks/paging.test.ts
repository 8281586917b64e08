import { DEFAULT_ROW_COUNT, readRowWindow } from '../../../mocks/http/paging';
import { fingerprint as serverFingerprint, fnv1a as serverFnv1a } from '../../../mocks/db/hash';
import { fingerprint, fnv1a } from '../../../src/dataProviders/core/hash';
import { rowWindow, type PagingStyle } from '../../../src/dataProviders/core/paging';

/**
 * The client builds the row window (src/dataProviders/core/paging), the mock reads it with its own code
 * (mocks/http/paging): both must agree on the spec's calls, in each of the three 0-based dialects.
 */
const CASES: { call: string; style: PagingStyle; page: number; perPage: number; offset: number }[] = [
  { call: 'GET /logs, first page of 15 (linhaInicial, qtdRegistro)', style: 'linhaInicial', page: 1, perPage: 15, offset: 0 },
  { call: 'GET /logs, third page of 15', style: 'linhaInicial', page: 3, perPage: 15, offset: 30 },
  { call: 'order items list, second page of 25 (LinhaInicial, QtdRegistro)', style: 'LinhaInicial', page: 2, perPage: 25, offset: 25 },
  { call: 'calendar: 7 lines from row 0 (initialRow, nextRows)', style: 'initialRow', page: 1, perPage: 7, offset: 0 },
  { call: 'calendar: second page of 7', style: 'initialRow', page: 2, perPage: 7, offset: 7 },
  { call: 'InvoicesList: 5000 rows from row 0', style: 'initialRow', page: 1, perPage: 5000, offset: 0 },
  { call: 'payments: 9999 rows from row 0', style: 'initialRow', page: 1, perPage: 9999, offset: 0 },
  { call: 'Todos pedidos: fourth page of 5', style: 'initialRow', page: 4, perPage: 5, offset: 15 },
];

describe('paging dialects: client and mock server agree', () => {
  it.each(CASES)('$call', ({ style, page, perPage, offset }) => {
    const sent = rowWindow({ page, perPage }, style);
    const expected = { offset, limit: perPage };
    // As GraphQL variables (numbers) and as a query string (text).
    expect(readRowWindow(sent, style)).toEqual(expected);
    const query = new URLSearchParams(Object.entries(sent).map(([key, value]) => [key, String(value)]));
    expect(readRowWindow(query, style)).toEqual(expected);
  });

  it('reads a window with no paging parameters as the first rows', () => {
    for (const style of ['initialRow', 'linhaInicial', 'LinhaInicial'] as const) {
      expect(readRowWindow(new URLSearchParams(), style)).toEqual({ offset: 0, limit: DEFAULT_ROW_COUNT });
    }
  });

  it('does not read another dialect\'s names', () => {
    expect(readRowWindow(rowWindow({ page: 3, perPage: 10 }, 'initialRow'), 'linhaInicial')).toEqual({ offset: 0, limit: DEFAULT_ROW_COUNT });
  });
});

describe('hash: the mock\'s own FNV-1a gives the same ids as before', () => {
  it.each(['', '1000001', 'Portal do Fornecedor', 'ação é ü'])('%j', (text) => {
    for (const round of [0, 1, 7]) expect(serverFnv1a(text, round)).toBe(fnv1a(text, round));
    expect(serverFingerprint(text, 4)).toBe(fingerprint(text, 4));
  });
});
