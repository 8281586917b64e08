import { config, functionKeyFor, type ApiName } from '../../config';
import { translate } from '../../i18n/baseTranslate';
import { getToken } from '../../session/cookies';
import { ApiError } from './errors';
import { assertSessionValid, buildUrl, httpFailure, parseBodyText } from './responseRules';
import { emitRequestFailure } from './requestEvents';

export type Query = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;

export interface RequestOptions {
  api?: ApiName;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  query?: Query;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** Content-Type: application/json even without a body (spec part 1, section 7: 'DELETE /{route}/{id} with JSON headers'). */
  json?: boolean;
  timeoutMs?: number;
  /** The function key of the newer APIs is per feature. */
  feature?: string;
  /** Calls made before a session exists (login, reset password). */
  anonymous?: boolean;
  /** A later call with the same key aborts this one ('Requisição sobrescrita'). */
  supersedeKey?: string;
  signal?: AbortSignal;
  /** Statuses the caller handles itself instead of getting an ApiError (e.g. 404 with a message). */
  acceptStatuses?: readonly number[];
  responseType?: 'json' | 'blob' | 'text';
  /** Catalogue text of a failure the server did not explain (default 'Erro ao carregar dados!'; writes send 'Erro ao enviar dados!'). */
  failureMessage?: string;
}

export interface HttpResponse<T> {
  status: number;
  body: T;
}

/** What request() answers: also the headers (a file's Content-Disposition). */
export interface FetchResponse<T> extends HttpResponse<T> {
  /** Cross-origin servers must list Content-Disposition in Access-Control-Expose-Headers for it to be readable here. */
  headers: Headers;
}

const inFlight = new Map<string, AbortController>();

export function buildHeaders(api: ApiName, options: Pick<RequestOptions, 'anonymous' | 'feature' | 'body' | 'json'>): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  const token = getToken();
  if (!options.anonymous && token) headers.set('User-Token', token);
  if (api !== 'legacy') {
    headers.set('Authorization', `Bearer ${config.apiBearer}`);
    headers.set('x-api-key', config.apiKey);
    headers.set('x-gateway-key', config.gatewayKey);
    headers.set('x-functions-key', functionKeyFor(options.feature));
  }
  if (options.json || (options.body !== undefined && !(options.body instanceof FormData))) headers.set('Content-Type', 'application/json');
  return headers;
}

/** A JSON answer, whatever was asked for. */
export function isJsonResponse(headers: Headers): boolean {
  return /[/+]json\b/i.test(headers.get('Content-Type') ?? '');
}

async function readBody(response: Response, type: RequestOptions['responseType']): Promise<unknown> {
  // A file endpoint that answers JSON is reporting a failure (or a dead session) in the legacy envelope, not sending a file.
  if (type === 'blob' && response.ok && !isJsonResponse(response.headers)) return response.blob();
  const text = await response.text();
  if (type === 'text' && response.ok) return text;
  return parseBodyText(text);
}

function linkSignals(controller: AbortController, outer?: AbortSignal): void {
  if (!outer) return;
  if (outer.aborted) controller.abort(outer.reason);
  else outer.addEventListener('abort', () => controller.abort(outer.reason), { once: true });
}

const TIMEOUT = Symbol('timeout');
const SUPERSEDED = Symbol('superseded');

/**
 * The one HTTP client of the portal: headers, timeouts, superseded calls and the
 * session-level failures ('Token inválido!') every API shares. Every failure is also
 * announced to onRequestFailure listeners (the remote log), except calls to /log itself.
 */
export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<FetchResponse<T>> {
  try {
    return await send<T>(path, options);
  } catch (error) {
    emitRequestFailure({ api: options.api ?? 'legacy', method: options.method ?? 'GET', path, error });
    throw error;
  }
}

async function send<T>(path: string, options: RequestOptions): Promise<FetchResponse<T>> {
  const api = options.api ?? 'legacy';
  const failureMessage = options.failureMessage ?? translate('app.errors.loadFailure');
  const controller = new AbortController();
  linkSignals(controller, options.signal);
  if (options.supersedeKey) {
    inFlight.get(options.supersedeKey)?.abort(SUPERSEDED);
    inFlight.set(options.supersedeKey, controller);
  }
  const timer = options.timeoutMs ? setTimeout(() => controller.abort(TIMEOUT), options.timeoutMs) : undefined;

  let response: Response;
  try {
    const body = options.body === undefined || options.body instanceof FormData ? options.body : JSON.stringify(options.body);
    response = await fetch(buildUrl(api, path, options.query), {
      method: options.method ?? 'GET',
      headers: buildHeaders(api, options),
      body: body as BodyInit | undefined,
      signal: controller.signal,
    });
  } catch (error) {
    if (timer) clearTimeout(timer);
    const reason: unknown = controller.signal.reason;
    if (reason === TIMEOUT) throw new ApiError('timeout', failureMessage);
    if (reason === SUPERSEDED) throw new ApiError('superseded', translate('app.errors.superseded'));
    if (controller.signal.aborted) throw error;
    throw new ApiError('network', failureMessage);
  } finally {
    if (options.supersedeKey && inFlight.get(options.supersedeKey) === controller) inFlight.delete(options.supersedeKey);
  }

  let body: unknown;
  try {
    body = await readBody(response, options.responseType);
  } catch {
    throw new ApiError(controller.signal.reason === TIMEOUT ? 'timeout' : 'network', failureMessage);
  } finally {
    if (timer) clearTimeout(timer);
  }
  assertSessionValid(response.status, body, !options.anonymous, options.acceptStatuses);
  if (response.ok || options.acceptStatuses?.includes(response.status)) return { status: response.status, body: body as T, headers: response.headers };
  throw httpFailure(response.status, body, failureMessage);
}
