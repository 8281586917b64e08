import type {
  CreateParams,
  DeleteManyParams,
  DeleteParams,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'react-admin';
import type { Query } from './http';
import { legacyMutation, type MutationCall, type MutationResult } from './mutation';

export type WriteMode = 'create' | 'update';
/** A plain object is sent as JSON, FormData as multipart. */
export type WriteBody = Record<string, unknown> | FormData;

/** One bulk call in place of a call per id. */
export interface BulkCall {
  method: MutationCall['method'];
  path: string;
  query?: Query;
  body?: WriteBody;
}

export interface LegacyWriteOptions<Row> {
  /**
   * Collection path, e.g. '/grupo': lists GET it, creates POST to it; one record is `${path}/{id}` (GET, PUT,
   * DELETE) unless the options below say otherwise.
   */
  path: string;
  /** How the record's id is read from a row. */
  id: (row: Row) => Identifier;
  /** The area's record of a wire row (domain names); id and search still read the wire row, sorts the record. Default: the row. */
  record?: (row: Row) => object;
  feature?: string;
  timeoutMs?: number;
  /** Body of a create or update, with the caller's field names. Default: the form's data as JSON. */
  toBody?: (data: Record<string, unknown>, mode: WriteMode) => WriteBody;
  /** POST path of a create (e.g. '/contato'); default `path`. */
  createPath?: string;
  /** PUT path of an update; default `${path}/{id}`. */
  updatePath?: (id: Identifier) => string;
  /** DELETE path; default `${path}/{id}`. */
  deletePath?: (id: Identifier) => string;
  /** The DELETE carries the JSON headers though it has no body (spec part 1, section 7, for the groups). */
  jsonDelete?: boolean;
  /** The new record's id when the envelope carries it but not as `itens` (a row or a bare id). */
  idFromResponse?: (result: MutationResult<unknown>) => Identifier | undefined;
  /** One call for updateMany; without it, one update per id. */
  updateManyCall?: (ids: Identifier[], data: Record<string, unknown>) => BulkCall;
  /** One call for deleteMany; without it, one delete per id. */
  deleteManyCall?: (ids: Identifier[]) => BulkCall;
}

const recordPath = (path: string, id: Identifier): string => `${path}/${encodeURIComponent(String(id))}`;

function rowOf<Row>(itens: unknown): Row | undefined {
  const first: unknown = Array.isArray(itens) ? itens[0] : itens;
  return first && typeof first === 'object' ? (first as Row) : undefined;
}

const bareId = (itens: unknown): Identifier | undefined =>
  typeof itens === 'number' || (typeof itens === 'string' && itens !== '') ? itens : undefined;

/** create / update / delete (+ Many) of one legacy collection, all through legacyMutation's success rule. */
export function legacyWrites<Row extends object>(options: LegacyWriteOptions<Row>) {
  const call = { feature: options.feature, timeoutMs: options.timeoutMs };
  const withId = (row: Row): RaRecord => ({ ...(options.record ? options.record(row) : row), id: options.id(row) });
  const bodyOf = (data: Record<string, unknown>, mode: WriteMode): WriteBody => options.toBody?.(data, mode) ?? data;
  const updatePath = options.updatePath ?? ((id: Identifier) => recordPath(options.path, id));
  const deletePath = options.deletePath ?? ((id: Identifier) => recordPath(options.path, id));

  const update = async (params: Pick<UpdateParams, 'id' | 'data'>): Promise<RaRecord> => {
    const data = params.data as Record<string, unknown>;
    const result = await legacyMutation({ ...call, method: 'PUT', path: updatePath(params.id), body: bodyOf(data, 'update') });
    const row = rowOf<Row>(result.itens);
    return row ? withId(row) : { ...data, id: params.id };
  };
  const remove = async (params: Pick<DeleteParams, 'id' | 'previousData'>): Promise<RaRecord> => {
    const result = await legacyMutation({ ...call, method: 'DELETE', path: deletePath(params.id), json: options.jsonDelete });
    const row = rowOf<Row>(result.itens);
    return row ? withId(row) : (params.previousData ?? { id: params.id });
  };
  const bulk = (bulkCall: BulkCall) => legacyMutation({ ...call, ...bulkCall });

  return {
    create: async (_resource: string, params: CreateParams) => {
      const data = params.data as Record<string, unknown>;
      const result = await legacyMutation({ ...call, method: 'POST', path: options.createPath ?? options.path, body: bodyOf(data, 'create') });
      const row = rowOf<Row>(result.itens);
      if (row) return { data: withId(row) };
      // The legacy API mostly answers { status, message } without the record, while react-admin needs one back
      // (cache, redirect): the form's data stands in for it, under the id the server gave, else the form's own.
      const id = options.idFromResponse?.(result) ?? bareId(result.itens) ?? (data.id as Identifier);
      return { data: { ...data, id } };
    },
    update: async (_resource: string, params: UpdateParams) => ({ data: await update(params) }),
    delete: async (_resource: string, params: DeleteParams) => ({ data: await remove(params) }),
    // One call per id, in order: the first refusal stops the rest, so the user reads one message and the
    // remaining records stay as they were (the list refetches either way).
    updateMany: async (_resource: string, params: UpdateManyParams) => {
      const data = params.data as Record<string, unknown>;
      if (options.updateManyCall) await bulk(options.updateManyCall(params.ids, data));
      else for (const id of params.ids) await update({ id, data });
      return { data: params.ids };
    },
    deleteMany: async (_resource: string, params: DeleteManyParams) => {
      if (options.deleteManyCall) await bulk(options.deleteManyCall(params.ids));
      else for (const id of params.ids) await remove({ id, previousData: undefined });
      return { data: params.ids };
    },
  };
}
