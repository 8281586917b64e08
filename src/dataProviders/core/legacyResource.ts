import type { DataProvider, GetListParams, GetManyParams, GetOneParams, Identifier, RaRecord, SortPayload } from 'react-admin';
import { matchesSearch } from './clientSearch';
import { sortRows, type SortValue } from './clientSort';
import { isExportCall } from './exportCall';
import { request, type Query } from './http';
import { legacyItems, legacyRows, pagedTotal } from './legacyEnvelope';
import { legacyWrites, type LegacyWriteOptions } from './legacyWrites';
import { rowWindow, type PagingStyle } from './paging';

export interface LegacyResourceOptions<Row> extends LegacyWriteOptions<Row> {
  /** The list call's path when it is not the collection's own (`path`). */
  listPath?: string;
  /** Server paging dialect; without it the server returns every row and the client pages. */
  paging?: PagingStyle;
  /** Extra query built from react-admin's filter (server-side search and filters). */
  filterQuery?: (filter: Record<string, unknown>) => Query;
  /** Server sort. Without it, rows the client pages are sorted on the client; server-paged rows keep the server's order. */
  sortQuery?: (sort: SortPayload) => Query;
  /** getMany as one list call filtered by ids; without it, one getOne per distinct id. */
  manyQuery?: (ids: Identifier[]) => Query;
  /** Fixed query sent on every list call (e.g. tipo=F). */
  baseQuery?: Query;
  /** Each list call supersedes the previous one of the same resource. */
  supersede?: boolean;
  /** Rows the client pages: the list's search (`filter.q`) is matched in the browser against these values of each row. */
  search?: (row: Row) => readonly unknown[];
  /** Rows the client pages: the value a column sorts by (default the field's own; e.g. a date's time for date text). */
  sortValue?: SortValue<Row>;
}

function clientPage<T>(rows: T[], params: GetListParams): T[] {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: rows.length };
  return rows.slice((page - 1) * perPage, page * perPage);
}

/** 7 and '7' are one record (ids come back from URLs as text). */
const distinct = (ids: readonly Identifier[]): Identifier[] => [...new Map(ids.map((id) => [String(id), id])).values()];

/**
 * A react-admin data provider over one legacy REST collection: `status/message/itens` envelopes,
 * totals from `total.value` or carried in the rows, the server's own paging dialect, and writes
 * (JSON or multipart) that succeed only on the envelope's explicit success.
 */
export function legacyResource<Row extends object>(options: LegacyResourceOptions<Row>): DataProvider {
  const withId = (row: Row): RaRecord => ({ ...(options.record ? options.record(row) : row), id: options.id(row) });
  const call = { feature: options.feature, timeoutMs: options.timeoutMs };

  const getOne = async (_resource: string, params: GetOneParams) => {
    const { body } = await request(`${options.path}/${encodeURIComponent(String(params.id))}`, { ...call, signal: params.signal });
    const item = legacyItems<Row | Row[]>(body);
    const row = Array.isArray(item) ? item[0] : item;
    return { data: withId(row) };
  };

  const provider = {
    getList: async (resource: string, params: GetListParams) => {
      const query: Query = {
        ...options.baseQuery,
        ...options.filterQuery?.(params.filter ?? {}),
        ...(options.sortQuery && params.sort ? options.sortQuery(params.sort) : {}),
        ...(options.paging && params.pagination ? rowWindow(params.pagination, options.paging) : {}),
      };
      const { body } = await request(options.listPath ?? options.path, {
        ...call,
        query,
        signal: params.signal,
        // An export pages through the same list: it must neither cancel the list's own call nor be cancelled by it.
        supersedeKey: options.supersede && !isExportCall(params) ? `list:${resource}` : undefined,
      });
      const rows = legacyRows<Row>(body);
      if (options.paging) return { data: rows.map(withId), total: pagedTotal(body, rows) };
      const search = options.search;
      const found = search ? rows.filter((row) => matchesSearch(search(row), params.filter?.q)) : rows;
      const records = found.map(withId);
      const sortValue = options.sortValue;
      const byValue = sortValue && ((record: RaRecord, field: string) => sortValue(record as unknown as Row, field));
      const ordered = !options.sortQuery && params.sort?.field ? sortRows(records, params.sort, byValue) : records;
      return { data: clientPage(ordered, params), total: found.length };
    },
    getOne,
    getMany: async (resource: string, params: GetManyParams) => {
      const ids = distinct(params.ids);
      if (ids.length === 0) return { data: [] };
      if (!options.manyQuery) {
        const rows = await Promise.all(ids.map((id) => getOne(resource, { id, signal: params.signal })));
        return { data: rows.map((row) => row.data) };
      }
      const query: Query = {
        ...options.baseQuery,
        ...options.manyQuery(ids),
        ...(options.paging ? rowWindow({ page: 1, perPage: ids.length }, options.paging) : {}),
      };
      const { body } = await request(options.path, { ...call, query, signal: params.signal });
      const wanted = new Set(ids.map(String));
      return { data: legacyRows<Row>(body).map(withId).filter((record) => wanted.has(String(record.id))) };
    },
    ...legacyWrites(options),
  };
  return {
    getManyReference: () => Promise.reject(new Error(`${options.path}: getManyReference is not offered by this resource`)),
    ...provider,
  } as unknown as DataProvider;
}
