import { apiUrl } from '../config';
import { translate } from '../i18n/translate';
import { getToken } from '../session/cookies';
import { isApiError } from './core/errors';
import { buildHeaders } from './core/http';
import { onRequestFailure, type RequestFailure } from './core/requestEvents';

/**
 * The portal's own lines in the server log (spec part 1, sections 3 and 7: POST /log { descricao, tipo }).
 *
 * - Fire-and-forget: nothing here throws, returns a promise to wait for, or retries. A failed POST is swallowed
 *   and never logged (it goes straight to fetch, not through request(), so it raises no request or session event).
 * - Nothing is sent without a session token (the server would refuse it, and there is no one to attribute it to).
 * - Every line is redacted before it leaves: values of the keys senha, password, acesso, token, User-Token (any key
 *   holding 'token', 'senha' or 'password'), any run of 48+ hex digits (a session token's shape) and the current
 *   token itself become '***'. Redaction runs before truncation, so a cut can never leave half a secret behind.
 * - Lines recording a response are cut to 100 characters (spec, section 7); any other line to 4000 (the column).
 */

export type LogTipo = 'I' | 'W' | 'E';

export const LOG_PATH = '/log';
export const RESPONSE_LINE_MAX = 100;
export const LINE_MAX = 4000;
export const REDACTED = '***';

const SECRET_KEY = /^(?:acesso|.*(?:senha|password|token).*)$/i;
const SECRET_PAIR =
  /(["']?)(acesso|[\w-]*(?:senha|password|token)[\w-]*)\1(\s*[:=]\s*)("(?:[^"\\]|\\.)*"?|'[^']*'?|[^\s,;&}\]]+)/gi;
const HEX_TOKEN = /[0-9a-f]{48,}/gi;
const SCREEN_REPEAT_MS = 1000;

const isSecretKey = (key: string): boolean => SECRET_KEY.test(key);

/** A copy of a JSON-like value with the values of secret keys replaced. */
export function redactValue(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, isSecretKey(key) ? REDACTED : redactValue(item, depth + 1)]),
  );
}

/** Secrets inside free text: `senha=...`, `"token": "..."`, `User-Token: ...`, token-shaped hex, the session token. */
export function redactText(text: string, sessionToken = getToken()): string {
  let out = text.replace(
    SECRET_PAIR,
    (_match, quote: string, key: string, separator: string, value: string) =>
      `${quote}${key}${quote}${separator}${value.startsWith('"') ? `"${REDACTED}"` : REDACTED}`,
  );
  out = out.replace(HEX_TOKEN, REDACTED);
  if (sessionToken && sessionToken.length >= 8) out = out.split(sessionToken).join(REDACTED);
  return out;
}

/** Any value as redacted text: objects as JSON (secret keys blanked first), the rest as strings. */
export function redact(value: unknown, sessionToken = getToken()): string {
  if (value === undefined || value === null) return '';
  let text: string;
  if (typeof value === 'string') text = value;
  else {
    try {
      text = JSON.stringify(redactValue(value)) ?? String(value);
    } catch {
      text = String(value);
    }
  }
  return redactText(text, sessionToken);
}

/** At most `max` characters (code points), the last three being '...' when cut. */
export function clip(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max - 3).join('')}...` : text;
}

/** Sends one line; never throws, never waits, never logs its own failure. */
export function remoteLog(descricao: string, tipo: LogTipo, max = LINE_MAX): void {
  try {
    const token = getToken();
    if (!token) return;
    const text = clip(redact(descricao, token).trim(), max);
    if (!text) return;
    fetch(apiUrl('legacy', LOG_PATH), {
      method: 'POST',
      headers: buildHeaders('legacy', { body: {} }),
      body: JSON.stringify({ descricao: text, tipo }),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Logging must never break what it observes.
  }
}

export const logInfo = (descricao: string): void => remoteLog(descricao, 'I');

/** A line recording a server response: redacted, then cut to 100 characters. */
export function logResponse(prefix: string, response: unknown, tipo: LogTipo = 'I'): void {
  remoteLog(`${prefix} ${redact(response)}`.trim(), tipo, RESPONSE_LINE_MAX);
}

let lastScreen: { title: string; at: number } | undefined;

/** 'Tela carregada: <title>' once per screen load (a repeat within 1 s — React's dev double effects — is dropped). */
export function logScreenLoaded(title: string): void {
  const now = Date.now();
  if (lastScreen && lastScreen.title === title && now - lastScreen.at < SCREEN_REPEAT_MS) return;
  lastScreen = { title, at: now };
  logInfo(translate('resources.logs.lines.screenLoaded', { title }));
}

/** Forgets the last screen load, so that the next one is logged whenever it comes (tests start each from scratch). */
export function forgetScreenLoaded(): void {
  lastScreen = undefined;
}

/** The error line of a failed call, or nothing for failures that are not errors (superseded, aborted, dead session). */
export function failureLine(failure: RequestFailure): string | undefined {
  const { error } = failure;
  if (!isApiError(error) || error.kind === 'superseded' || error.kind === 'invalidToken') return undefined;
  const detail = error.body === undefined ? error.message : `${error.message} ${redact(error.body)}`;
  return translate('resources.logs.lines.requestFailed', {
    method: failure.method,
    path: failure.path.split(/[?#]/)[0],
    status: error.status || error.kind,
    detail,
  });
}

let uninstall: (() => void) | undefined;

/**
 * Writes an error line for every failed call of the HTTP client. Idempotent: a second call installs nothing, and its
 * uninstaller leaves the first installation (the app's, made once when App loads) in place.
 */
export function installRemoteLog(): () => void {
  if (uninstall) return () => undefined;
  const off = onRequestFailure((failure) => {
    const line = failureLine(failure);
    if (line) remoteLog(line, 'E', RESPONSE_LINE_MAX);
  });
  uninstall = () => {
    off();
    uninstall = undefined;
  };
  return uninstall;
}
