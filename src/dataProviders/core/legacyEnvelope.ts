import { ApiError, missingFieldsError, serverMessage } from './errors';
import { translate } from '../../i18n/baseTranslate';

/** A legacy body whose status flag is false or 0 is a failure even under HTTP 200. */
export function assertLegacyOk(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw missingFieldsError(body);
  const record = body as Record<string, unknown>;
  if (record.status === false || record.status === 0) {
    throw new ApiError('http', serverMessage(record) ?? translate('app.errors.loadFailure'), 200, body);
  }
  return record;
}

const flagText = (status: unknown): string => (typeof status === 'string' ? status.trim().toLowerCase() : '');

/** The envelope's explicit success flag: true, 1, or their text forms ('true', '1', 'OK'). */
export function isLegacySuccess(status: unknown): boolean {
  return status === true || status === 1 || ['true', '1', 'ok'].includes(flagText(status));
}

const isLegacyFailure = (status: unknown): boolean => status === false || status === 0 || ['false', '0'].includes(flagText(status));

/**
 * Writes succeed only on the envelope's explicit success: a 200 with `{}`, an array or an unknown flag would
 * otherwise read as saved while nothing was. `status: false`/0 fails with the server's message; another
 * status with a message (e.g. 300, a warning) fails with that message; anything else is an unexpected reply.
 */
export function assertLegacyWriteOk(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw missingFieldsError(body);
  const record = body as Record<string, unknown>;
  if (isLegacySuccess(record.status)) return record;
  const message = serverMessage(record);
  if (isLegacyFailure(record.status)) throw new ApiError('http', message ?? translate('app.errors.submitFailure'), 200, body);
  if (record.status !== undefined && record.status !== null && message) throw new ApiError('http', message, 200, body);
  throw missingFieldsError(body);
}

/** `itens` of a legacy envelope, required to be present. */
export function legacyItems<T>(body: unknown): T {
  const record = assertLegacyOk(body);
  if (!('itens' in record) || record.itens === undefined || record.itens === null) throw missingFieldsError(body);
  return record.itens as T;
}

/** `itens` as a list (some endpoints send a single object where one row matches). */
export function legacyRows<T>(body: unknown): T[] {
  const items = legacyItems<T | T[]>(body);
  return Array.isArray(items) ? items : [items];
}

type TotalCarrier = { totalRows?: unknown; QT_TOTAL_REGS?: unknown; TOTALROWS?: unknown };

/**
 * The total of a paged list, wherever this server put it: `total.value` in the envelope,
 * or `totalRows` / `QT_TOTAL_REGS` repeated in each row. An empty page has total 0.
 */
export function pagedTotal(body: unknown, rows: readonly unknown[]): number {
  const envelopeTotal = (body as { total?: { value?: unknown } } | undefined)?.total?.value;
  if (envelopeTotal !== undefined) {
    if (!Number.isFinite(Number(envelopeTotal)) || envelopeTotal === null) throw missingFieldsError(body);
    return Number(envelopeTotal);
  }
  if (rows.length === 0) return 0;
  const first = rows[0] as TotalCarrier;
  const carried = first.totalRows ?? first.QT_TOTAL_REGS ?? first.TOTALROWS;
  if (carried === undefined || Number.isNaN(Number(carried))) throw missingFieldsError(body);
  return Number(carried);
}
