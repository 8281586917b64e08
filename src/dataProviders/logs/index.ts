import type { DataProvider, GetListParams, RaRecord, SortPayload } from 'react-admin';
import { LOG_DEFAULT_SORT, LOG_KIND_TYPES, LOG_SORT_FIELDS, type LogKind } from '../../resources/logs/logs';
import { loadSessionUser } from '../../session/currentUser';
import { fingerprint } from '../core/hash';
import type { Query } from '../core/http';
import { legacyResource } from '../core/legacyResource';
import { LOG_WIRE_SORT, toLogLine, type LogRow } from './wire';

/** Key the provider adds to react-admin's filter before building the query (never seen by screens). */
const SESSION_CODE = '__codigo';

/**
 * Log rows carry no id. Each gets a hash of its three fields: stable across pages, searches and reloads (unlike a
 * row offset, which shifts whenever a new line is written). Identical lines on one page get '-1', '-2'… suffixes.
 */
export function logRowId(row: LogRow): string {
  return fingerprint(`${row.DS_TIPO}\u0001${row.DT_EVENTO}\u0001${row.DS_LOG}`, 2);
}

function uniqueIds(rows: RaRecord[]): RaRecord[] {
  const seen = new Map<unknown, number>();
  return rows.map((row) => {
    const count = seen.get(row.id) ?? 0;
    seen.set(row.id, count + 1);
    return count === 0 ? row : { ...row, id: `${String(row.id)}-${count}` };
  });
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * GET /log query: `idFornecedor` (the chosen supplier, else the signed-in user's code), `q` (search in DS_LOG),
 * `tipo` (comma list of I/W/E); `linhaInicial` + `qtdRegistro` (row window) come from the paging dialect.
 */
export function logsQuery(filter: Record<string, unknown>): Query {
  const supplier = filter.idFornecedor;
  const kind = filter.tipo as LogKind | undefined;
  return {
    idFornecedor: supplier !== undefined && supplier !== null && supplier !== '' ? String(supplier) : text(filter[SESSION_CODE]),
    q: text(filter.q),
    tipo: kind && kind in LOG_KIND_TYPES ? LOG_KIND_TYPES[kind].join(',') : undefined,
  };
}

/** GET /log sort: `ordenacao` (only the date, DT_EVENTO; another field falls back to it) + `direcao` ASC|DESC. */
export function logsSortQuery(sort: SortPayload): Query {
  const field = (LOG_SORT_FIELDS as readonly string[]).includes(sort.field) ? sort.field : LOG_DEFAULT_SORT.field;
  return { ordenacao: LOG_WIRE_SORT[field], direcao: sort.order === 'ASC' ? 'ASC' : 'DESC' };
}

const base = legacyResource<LogRow>({ path: '/log', id: logRowId, paging: 'linhaInicial', filterQuery: logsQuery, sortQuery: logsSortQuery });

/** The Logs screen's provider: server paging, search, type filter and sort by date (GET /log). */
export const logsProvider: DataProvider = {
  ...base,
  getList: async (resource: string, params: GetListParams) => {
    const user = await loadSessionUser();
    const filter = { ...params.filter, [SESSION_CODE]: user.codigo };
    const result = await base.getList(resource, { ...params, filter, sort: params.sort ?? LOG_DEFAULT_SORT });
    return { ...result, data: uniqueIds(result.data.map((row) => ({ ...toLogLine(row as unknown as LogRow), id: row.id }))) };
  },
} as DataProvider;

/** The resources this area serves (gathered by src/dataProviders/index.ts). */
export const resources: Record<string, DataProvider> = { logs: logsProvider };
