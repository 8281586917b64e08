import type { ApiName } from '../../config';
import { translate } from '../../i18n/baseTranslate';
import { ApiError, missingFieldsError, serverMessage } from './errors';
import { request, type Query } from './http';
import { assertLegacyWriteOk } from './legacyEnvelope';

export interface MutationCall {
  method: 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  query?: Query;
  /** A plain object is sent as JSON, FormData as multipart (field names are the caller's). */
  body?: Record<string, unknown> | FormData;
  /** JSON headers without a body (see RequestOptions.json). */
  json?: boolean;
  api?: ApiName;
  feature?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** One flight per key: a call made while another with the same key is pending sends nothing and shares its answer. */
  key?: string;
  /** For APIs that answer without the legacy envelope: success is exactly this HTTP status (e.g. 201) with a JSON body. */
  successStatus?: number;
}

export interface MutationResult<T> {
  /** The server's message ('' when it sent none). */
  message: string;
  /** `itens` of the envelope; with `successStatus`, the whole body. */
  itens: T | undefined;
  /** The whole answer (fields beside `itens`, such as retornoPedidos). */
  body: unknown;
}

const inFlight = new Map<string, Promise<MutationResult<unknown>>>();

async function send<T>(call: MutationCall): Promise<MutationResult<T>> {
  const { status, body } = await request(call.path, {
    api: call.api,
    method: call.method,
    query: call.query,
    body: call.body,
    json: call.json,
    feature: call.feature,
    timeoutMs: call.timeoutMs,
    signal: call.signal,
    failureMessage: translate('app.errors.submitFailure'),
  });
  if (call.successStatus === undefined) {
    const record = assertLegacyWriteOk(body);
    return { message: typeof record.message === 'string' ? record.message : '', itens: record.itens as T | undefined, body };
  }
  // The expected status with a body that is no JSON answer (an HTML page from a proxy, nothing) is not this API speaking.
  if (status === call.successStatus && body !== null && typeof body === 'object') return { message: serverMessage(body) ?? '', itens: body as T, body };
  const message = serverMessage(body);
  throw message ? new ApiError('http', message, status, body) : missingFieldsError(body);
}

/**
 * A non-CRUD write (confirm, refuse, sign, toggle) through the portal's HTTP client: same headers, time limits,
 * session failures and error catalogue as reads, with the stricter success rule of writes. Generic failures read
 * 'Erro ao enviar dados!' (spec: submits keep it) where reads say 'Erro ao carregar dados!'.
 */
export function legacyMutation<T = unknown>(call: MutationCall): Promise<MutationResult<T>> {
  if (!call.key) return send<T>(call);
  const pending = inFlight.get(call.key);
  if (pending) return pending as Promise<MutationResult<T>>;
  const key = call.key;
  const flight = send<T>(call).finally(() => inFlight.delete(key));
  inFlight.set(key, flight);
  return flight;
}
