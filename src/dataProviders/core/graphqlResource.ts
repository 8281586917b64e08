import type { DataProvider, GetListParams, GetListResult, GetOneParams, GetOneResult, Identifier, RaRecord } from 'react-admin';
import { missingFieldsError } from './errors';
import { graphqlRequest } from './graphql';
import { pagedTotal } from './legacyEnvelope';
import { refusingResource } from './methodsOnlyResource';
import { rowWindow } from './paging';

/** One GraphQL operation of a resource: its text, the variables of a call, and what of the answer the resource keeps. */
export interface GraphqlOperation<Params, Data, Result> {
  /** The operation's text; its name is what the gateway (and the mock) route on. */
  query: string;
  /** The per-feature function key (VITE_FUNCTION_KEYS) of the call. */
  feature: string;
  variables: (params: Params) => Record<string, unknown>;
  /** The answer's part the resource keeps; undefined or null when the answer lacks it ('Campos necessários…'). */
  result: (data: Data) => Result | null | undefined;
}

/** What a list operation's variables are built from: the list's filter and the page's 0-based row window. */
export interface ListVariables {
  filter: Record<string, unknown>;
  initialRow: number;
  nextRows: number;
}

/** What a one-record operation's variables are built from: the record's id and the caller's meta. */
export interface OneVariables {
  id: Identifier;
  meta?: Record<string, unknown>;
}

export interface GraphqlResourceOptions<Row extends object, One extends object> {
  /** A row's id; `position` is its place in the whole filtered list (for rows with no key of their own). */
  id: (row: Row, position: number) => Identifier;
  /** getList: one server-paged page (initialRow/nextRows), every row carrying the filter's totalRows. */
  list?: GraphqlOperation<ListVariables, never, Row[]>;
  /** The filter's row count (default the totalRows every row carries; an operation without paging answers rows.length). */
  total?: (rows: Row[]) => number;
  /** A filter that cannot be sent yet (no supplier chosen) lists nothing without a call. */
  ready?: (filter: Record<string, unknown>) => boolean;
  /** getOne: one record by its id. */
  one?: GraphqlOperation<OneVariables, never, One>;
  /** The record of getOne: its id (default `id` of the record, which must then be a row). */
  oneId?: (record: One, params: GetOneParams) => Identifier;
}

async function run<Params, Result>(operation: GraphqlOperation<Params, never, Result>, params: Params, signal?: AbortSignal, supersedeKey?: string): Promise<Result> {
  const data = await graphqlRequest<never>({ query: operation.query, variables: operation.variables(params), feature: operation.feature, signal, supersedeKey });
  const result = operation.result(data);
  if (result === undefined || result === null) throw missingFieldsError(data);
  return result;
}

/**
 * A read-only react-admin resource over GraphQL operations the server pages itself (initialRow/nextRows, totalRows on
 * every row): getList sends the list operation with the page's window, getOne the one-record operation. A resource is
 * one small file: each operation's text, its variables and the mapping of its answer.
 * Hand-written rather than ra-data-graphql (docs/decisions.md, "Invoices (/notas) and the GraphQL list resources").
 */
export function graphqlResource<Row extends object, One extends object = Row>(options: GraphqlResourceOptions<Row, One>): DataProvider {
  const refusing = refusingResource((method) => `${method}: not offered by this GraphQL resource`);

  const getList = async (resource: string, params: GetListParams): Promise<GetListResult> => {
    const filter = params.filter ?? {};
    if (!options.list) return refusing.getList(resource, params);
    if (options.ready && !options.ready(filter)) return { data: [], total: 0 };
    const window = rowWindow(params.pagination ?? { page: 1, perPage: 15 }, 'initialRow');
    const rows = await run(options.list, { filter, initialRow: window.initialRow, nextRows: window.nextRows }, params.signal, resource);
    if (rows.some((row) => !row || typeof row !== 'object')) throw missingFieldsError(rows);
    return { data: rows.map((row, index) => ({ ...row, id: options.id(row, window.initialRow + index) })), total: options.total ? options.total(rows) : pagedTotal(undefined, rows) };
  };

  const getOne = async (resource: string, params: GetOneParams): Promise<GetOneResult> => {
    if (!options.one) return refusing.getOne(resource, params);
    const record = await run(options.one, { id: params.id, meta: params.meta as Record<string, unknown> | undefined }, params.signal);
    const id = options.oneId ? options.oneId(record, params) : options.id(record as unknown as Row, 0);
    return { data: { ...record, id } as RaRecord };
  };

  return { ...refusing, getList, getOne } as unknown as DataProvider;
}
