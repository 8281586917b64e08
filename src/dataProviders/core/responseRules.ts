import { apiUrl, config, type ApiName } from '../../config';
import { translate } from '../../i18n/baseTranslate';
import { ApiError, bodySaysTokenInvalid, serverMessage } from './errors';
import type { Query } from './http';
import { emitSessionFailure } from './sessionEvents';

/** Absolute URL of an API path with its query (empty values left out, arrays repeated). */
export function buildUrl(api: ApiName, path: string, query: Query = {}): string {
  const url = new URL(apiUrl(api, path));
  Object.entries(query).forEach(([key, value]) => {
    if (value === undefined || value === null || value === '') return;
    if (Array.isArray(value)) value.forEach((item) => url.searchParams.append(key, String(item)));
    else url.searchParams.set(key, String(value));
  });
  return url.toString();
}

/** A body as JSON when it is JSON, else the text itself; undefined when empty. */
export function parseBodyText(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The session-level answers, one rule for every call made with a session: 'Token inválido!' in any answer, or
 * HTTP 406 from any server, ends the session (announced once; the shell shows the message and the login).
 * A call without a session gets 'Token inválido!' as an error and a 406 as a plain HTTP failure; a call that accepts
 * 406 itself (the discounts call, which the spec says tolerates it silently) gets it as an answer.
 */
export function assertSessionValid(status: number, body: unknown, withSession: boolean, accepted: readonly number[] = []): void {
  if (bodySaysTokenInvalid(body)) {
    const error = new ApiError('invalidToken', translate('app.errors.invalidToken'), status, body);
    if (withSession) emitSessionFailure(error);
    throw error;
  }
  if (status === 406 && withSession && !accepted.includes(406)) {
    const error = new ApiError('forbidden406', translate('app.errors.sessionRefused'), status, body);
    emitSessionFailure(error);
    throw error;
  }
}

/** A non-2xx answer: the server's message on a 4xx; on a 5xx the catalogue text (spec: detail only in debug mode). */
export function httpFailure(status: number, body: unknown, failureMessage: string): ApiError {
  const detail = status >= 500 && !config.debug ? undefined : serverMessage(body);
  return new ApiError('http', detail ?? failureMessage, status, body);
}
