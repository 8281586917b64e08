import type { ApiName } from '../../config';
import { translate } from '../../i18n/baseTranslate';
import { ApiError, serverMessage } from './errors';
import { buildHeaders, type HttpResponse, type Query } from './http';
import { emitRequestFailure } from './requestEvents';
import { assertSessionValid, buildUrl, httpFailure, parseBodyText } from './responseRules';

/** An upload that shows no progress for this long is stalled. */
export const UPLOAD_IDLE_TIMEOUT_MS = 30_000;

type FieldValue = string | number | boolean;

export interface UploadPart {
  /** The multipart field name the endpoint expects (e.g. 'Doc', 'files'). */
  field: string;
  file: File;
}

export interface UploadOptions {
  api?: ApiName;
  path: string;
  method?: 'POST' | 'PUT' | 'PATCH';
  query?: Query;
  /** Text parts, sent before the files; an array repeats the field, null/undefined are left out. */
  fields?: Record<string, FieldValue | readonly FieldValue[] | null | undefined>;
  files: readonly UploadPart[];
  /** The function key of the newer APIs is per feature. */
  feature?: string;
  /** Percentage of the request body sent, 0-100. */
  onProgress?: (percent: number) => void;
  /** Time allowed since the last sign of progress (not since the start): a slow upload that keeps moving never times out. */
  idleTimeoutMs?: number;
  signal?: AbortSignal;
  /** Catalogue text of a failure the server did not explain (default 'Erro ao carregar dados!'). */
  failureMessage?: string;
}

function buildForm({ fields = {}, files }: UploadOptions): FormData {
  const form = new FormData();
  Object.entries(fields).forEach(([name, value]) => {
    if (value === undefined || value === null) return;
    const values: readonly FieldValue[] = Array.isArray(value) ? value : [value];
    values.forEach((item) => form.append(name, String(item)));
  });
  files.forEach(({ field, file }) => form.append(field, file));
  return form;
}

const isRecord = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body);

/** The same outcome rules as request(): session failure, HTTP error with the catalogue text, then the legacy status flag. */
function toResponse<T>(api: ApiName, xhr: XMLHttpRequest, failureMessage: string): HttpResponse<T> {
  const { status } = xhr;
  const body = parseBodyText(xhr.responseText);
  assertSessionValid(status, body, true);
  if (status < 200 || status >= 300) throw httpFailure(status, body, failureMessage);
  if (api === 'legacy' && isRecord(body) && (body.status === false || body.status === 0)) {
    throw new ApiError('http', serverMessage(body) ?? failureMessage, status, body);
  }
  return { status, body: body as T };
}

function send<T>(api: ApiName, options: UploadOptions): Promise<HttpResponse<T>> {
  const { signal, onProgress } = options;
  const idleTimeoutMs = options.idleTimeoutMs ?? UPLOAD_IDLE_TIMEOUT_MS;
  const failureMessage = options.failureMessage ?? translate('app.errors.loadFailure');
  return new Promise<HttpResponse<T>>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    let idleTimer: ReturnType<typeof setTimeout> | undefined;

    const settle = () => {
      clearTimeout(idleTimer);
      signal?.removeEventListener('abort', onAbort);
    };
    const fail = (error: unknown) => {
      settle();
      reject(error);
    };
    const onAbort = () => {
      xhr.abort();
      fail(signal?.reason);
    };
    const restartIdleTimer = () => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => {
        xhr.abort();
        fail(new ApiError('timeout', failureMessage));
      }, idleTimeoutMs);
    };

    xhr.upload.addEventListener('progress', (event) => {
      restartIdleTimer();
      // Floor: 100 only once every byte has left.
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.floor((event.loaded / event.total) * 100));
    });
    xhr.upload.addEventListener('load', () => {
      restartIdleTimer();
      onProgress?.(100);
    });
    // The answer arriving counts as progress too; the wait for it is covered by the same idle limit.
    xhr.addEventListener('progress', restartIdleTimer);
    xhr.addEventListener('error', () => fail(new ApiError('network', failureMessage)));
    xhr.addEventListener('load', () => {
      settle();
      try {
        resolve(toResponse<T>(api, xhr, failureMessage));
      } catch (error) {
        reject(error);
      }
    });

    xhr.open(options.method ?? 'POST', buildUrl(api, options.path, options.query));
    const form = buildForm(options);
    buildHeaders(api, { feature: options.feature, body: form }).forEach((value, name) => xhr.setRequestHeader(name, value));
    signal?.addEventListener('abort', onAbort, { once: true });
    restartIdleTimer();
    xhr.send(form);
  });
}

/**
 * Multipart upload with a progress percentage, over XMLHttpRequest (fetch reports no upload progress).
 * Headers, errors and the failure announcements are those of request() in http.ts.
 */
export async function uploadFile<T = unknown>(options: UploadOptions): Promise<HttpResponse<T>> {
  const api = options.api ?? 'legacy';
  try {
    return await send<T>(api, options);
  } catch (error) {
    emitRequestFailure({ api, method: options.method ?? 'POST', path: options.path, error });
    throw error;
  }
}
