import type { DataProvider, GetListParams, GetManyParams, GetOneParams, Identifier, RaRecord } from 'react-admin';
import { request, type Query } from './http';
import { legacyItems, legacyRows, pagedTotal } from './legacyEnvelope';
import { rowWindow, type PagingStyle } from './paging';

export interface LegacyResourceOptions<Row> {
  /** List path, e.g. '/grupo'; one record is `${path}/${id}` unless `onePath` says otherwise. */
  path: string;
  /** How the record's id is read from a row. */
  id: (row: Row) => Identifier;
  /** Server paging dialect; without it the server returns every row and the client pages. */
  paging?: PagingStyle;
  /** Extra query built from react-admin's filter (server-side search and filters). */
  filterQuery?: (filter: Record<string, unknown>) => Query;
  /** Fixed query sent on every list call (e.g. tipo=F). */
  baseQuery?: Query;
  feature?: string;
  timeoutMs?: number;
  /** Each list call supersedes the previous one of the same resource. */
  supersede?: boolean;
}

type WithId<Row> = Row & { id: Identifier };

function clientPage<T>(rows: T[], params: GetListParams): T[] {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: rows.length };
  return rows.slice((page - 1) * perPage, page * perPage);
}

/**
 * A react-admin data provider over one legacy REST collection: `status/message/itens` envelopes,
 * totals from `total.value` or carried in the rows, and the server's own paging dialect.
 */
export function legacyResource<Row extends object>(options: LegacyResourceOptions<Row>): DataProvider {
  const withId = (row: Row): WithId<Row> => ({ ...row, id: options.id(row) });
  const call = { feature: options.feature, timeoutMs: options.timeoutMs };

  const provider = {
    getList: async (resource: string, params: GetListParams) => {
      const query: Query = {
        ...options.baseQuery,
        ...options.filterQuery?.(params.filter ?? {}),
        ...(options.paging && params.pagination ? rowWindow(params.pagination, options.paging) : {}),
      };
      const { body } = await request(options.path, {
        ...call,
        query,
        signal: params.signal,
        supersedeKey: options.supersede ? `list:${resource}` : undefined,
      });
      const rows = legacyRows<Row>(body);
      if (options.paging) return { data: rows.map(withId) as RaRecord[], total: pagedTotal(body, rows) };
      return { data: clientPage(rows, params).map(withId) as RaRecord[], total: rows.length };
    },
    getOne: async (_resource: string, params: GetOneParams) => {
      const { body } = await request(`${options.path}/${encodeURIComponent(String(params.id))}`, { ...call, signal: params.signal });
      const item = legacyItems<Row | Row[]>(body);
      const row = Array.isArray(item) ? item[0] : item;
      return { data: withId(row) as RaRecord };
    },
    getMany: async (resource: string, params: GetManyParams) => {
      const rows = await Promise.all(params.ids.map((id) => provider.getOne(resource, { id, signal: params.signal })));
      return { data: rows.map((row) => row.data) };
    },
  };
  const unsupported = (method: string) => () => Promise.reject(new Error(`${options.path}: ${method} is not offered by this resource`));
  return {
    getManyReference: unsupported('getManyReference'),
    create: unsupported('create'),
    update: unsupported('update'),
    updateMany: unsupported('updateMany'),
    delete: unsupported('delete'),
    deleteMany: unsupported('deleteMany'),
    ...provider,
  } as unknown as DataProvider;
}
