/** The three row-window dialects of the servers, all 0-based offsets (see docs/decisions.md). */
export type PagingStyle = 'initialRow' | 'linhaInicial' | 'LinhaInicial';

export interface Pagination {
  page: number;
  perPage: number;
}

export function rowWindow(pagination: Pagination, style: PagingStyle): Record<string, number> {
  const offset = (Math.max(1, pagination.page) - 1) * pagination.perPage;
  switch (style) {
    case 'initialRow':
      return { initialRow: offset, nextRows: pagination.perPage };
    case 'linhaInicial':
      return { linhaInicial: offset, qtdRegistro: pagination.perPage };
    case 'LinhaInicial':
      return { LinhaInicial: offset, QtdRegistro: pagination.perPage };
  }
}

/** Reads a row window back (used by the mock to answer in the same dialect). */
export function readRowWindow(params: URLSearchParams | Record<string, unknown>, style: PagingStyle): { offset: number; limit: number } {
  const get = (key: string): unknown => (params instanceof URLSearchParams ? params.get(key) : params[key]);
  const [offsetKey, limitKey] =
    style === 'initialRow' ? ['initialRow', 'nextRows'] : style === 'linhaInicial' ? ['linhaInicial', 'qtdRegistro'] : ['LinhaInicial', 'QtdRegistro'];
  const offset = Number(get(offsetKey) ?? 0);
  const limit = Number(get(limitKey) ?? 15);
  return { offset: Number.isFinite(offset) && offset > 0 ? offset : 0, limit: Number.isFinite(limit) && limit > 0 ? limit : 15 };
}
