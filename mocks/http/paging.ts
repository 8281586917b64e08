/**
 * The servers' row windows, as the servers read them (spec: the "calls" of each API). All three are 0-based: the
 * first row is row 0, and a window asks for a count of rows from there. The mock's own code, not the client's
 * (src/dataProviders/core/paging builds these parameters; tests/unit/mocks/paging.test.ts checks both agree).
 *   legacy API:          linhaInicial, qtdRegistro   (e.g. GET /logs, /fornecedores, completed orders)
 *   legacy items list:   LinhaInicial, QtdRegistro   (capitalised, e.g. the order items' list)
 *   orders API, GraphQL: initialRow, nextRows
 */
export type PagingStyle = 'initialRow' | 'linhaInicial' | 'LinhaInicial';

const DIALECTS: Record<PagingStyle, { offset: string; count: string }> = {
  initialRow: { offset: 'initialRow', count: 'nextRows' },
  linhaInicial: { offset: 'linhaInicial', count: 'qtdRegistro' },
  LinhaInicial: { offset: 'LinhaInicial', count: 'QtdRegistro' },
};

/** Rows a server answers when a call names no count. */
export const DEFAULT_ROW_COUNT = 15;

function whole(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? Math.floor(n) : undefined;
}

/**
 * The row window of a call (query string or GraphQL variables) in one dialect: `offset` (0-based, never negative)
 * and `limit` (positive; DEFAULT_ROW_COUNT when missing or not positive).
 */
export function readRowWindow(params: URLSearchParams | Record<string, unknown>, style: PagingStyle): { offset: number; limit: number } {
  const { offset: offsetKey, count: countKey } = DIALECTS[style];
  const read = (key: string): unknown => (params instanceof URLSearchParams ? params.get(key) : params[key]);
  const offset = whole(read(offsetKey));
  const limit = whole(read(countKey));
  return { offset: offset !== undefined && offset > 0 ? offset : 0, limit: limit !== undefined && limit > 0 ? limit : DEFAULT_ROW_COUNT };
}
