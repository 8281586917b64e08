import type { DataProvider, GetListParams, GetListResult, RaRecord } from 'react-admin';
import { getToken } from '../../session/cookies';
import { matchesSearch } from './clientSearch';
import { sortRows } from './clientSort';
import { refusingResource } from './methodsOnlyResource';

export interface GraphqlListResource<Row, Meta> {
  /** One GraphQL call for every row of a filter (the API sends them all at once: 5,000 invoices, 9,999 payments). */
  fetchAll: (filter: Record<string, unknown>, signal?: AbortSignal) => Promise<{ rows: Row[]; meta?: Meta }>;
  id: (row: Row) => string | number;
  /** A filter that cannot be sent yet (no supplier chosen) lists nothing without a call. */
  ready?: (filter: Record<string, unknown>) => boolean;
  /** The list's search (`filter.q`), matched in the browser against these values of each row; it never calls again. */
  search?: (row: Row) => readonly unknown[];
}

/**
 * A read-only react-admin resource over a GraphQL operation that answers every row of a filter at once: the rows of
 * the last filter are kept, so paging and sorting never call again; a new filter, or a new session (another user, or
the same one signed in again), calls once. `meta` (e.g. the city
 * hall's site) reaches the list context. Hand-written rather than ra-data-graphql (docs/decisions.md).
 */
export function graphqlListResource<Row extends object, Meta = undefined>(options: GraphqlListResource<Row, Meta>): DataProvider {
  let last: { key: string; rows: Row[]; records: RaRecord[]; meta?: Meta } | undefined;

  const load = async (filter: Record<string, unknown>, signal?: AbortSignal) => {
    const key = JSON.stringify([getToken(), filter]);
    if (last?.key === key) return last;
    const { rows, meta } = await options.fetchAll(filter, signal);
    last = { key, rows, records: rows.map((row) => ({ ...row, id: options.id(row) })), meta };
    return last;
  };

  const getList = async (_resource: string, params: GetListParams): Promise<GetListResult> => {
    const { q, ...filter } = params.filter ?? {};
    if (options.ready && !options.ready(filter)) return { data: [], total: 0 };
    const { rows, records, meta } = await load(filter, params.signal);
    const search = options.search;
    const found = search && q ? records.filter((_record, index) => matchesSearch(search(rows[index]), q)) : records;
    const sorted = params.sort?.field ? sortRows(found, params.sort) : found;
    const { page, perPage } = params.pagination ?? { page: 1, perPage: sorted.length };
    return { data: sorted.slice((page - 1) * perPage, page * perPage), total: sorted.length, meta };
  };

  return { ...refusingResource(() => 'read-only resource'), getList } as unknown as DataProvider;
}
