import { translate } from '../../i18n/baseTranslate';

export type ApiErrorKind = 'http' | 'invalidToken' | 'forbidden406' | 'timeout' | 'superseded' | 'network' | 'shape';

/**
 * Every failed call surfaces as an ApiError whose `message` is already the catalogue text a user may see.
 * `status` and `body` keep what the server said for logging and for screens that read server messages.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly body: unknown;

  constructor(kind: ApiErrorKind, message: string, status = 0, body: unknown = undefined) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.body = body;
  }
}

export const missingFieldsError = (body?: unknown): ApiError =>
  new ApiError('shape', translate('app.errors.missingFields'), 200, body);

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A failure that ends the session ('Token inválido!', a 406): the HTTP layer already told the user and reloads. */
export function endsSession(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'invalidToken' || error.kind === 'forbidden406');
}

/** A failure a screen does not tell: a dead session was already announced, a superseded call has a newer one on its way. */
export function toldElsewhere(error: unknown): boolean {
  return endsSession(error) || (isApiError(error) && error.kind === 'superseded');
}

/** The server's own message in a legacy or newer body, when it sent one. */
export function serverMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  if (Array.isArray(record.errors) && typeof (record.errors[0] as { message?: unknown } | undefined)?.message === 'string') {
    return (record.errors[0] as { message: string }).message;
  }
  for (const key of ['message', 'error', 'mensagem']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value;
    if (value && typeof value === 'object' && typeof (value as { message?: unknown }).message === 'string') {
      return (value as { message: string }).message;
    }
  }
  return undefined;
}

/** The server's own explanation of a refused call (a 4xx or a `status: false` answer), when it gave one. */
export function refusalText(error: unknown): string | undefined {
  if (!isApiError(error) || error.kind !== 'http' || error.status >= 500) return undefined;
  return serverMessage(error.body);
}

export const TOKEN_INVALID_MARKER = 'Token inválido!';

export function bodySaysTokenInvalid(body: unknown): boolean {
  return serverMessage(body)?.includes(TOKEN_INVALID_MARKER) ?? false;
}
