import type { SortPayload } from 'react-admin';

/** The two kinds the Logs screen shows (spec part 1, "Logs"): a type containing 'I' is an audit line, anything else an error. */
export type LogKind = 'audit' | 'error';

/** 'audit' when the log type contains an upper-case 'I' (info lines), else 'error' (W, E, empty, unknown). */
export function logKind(type: unknown): LogKind {
  return typeof type === 'string' && type.includes('I') ? 'audit' : 'error';
}

/** The server's log types behind each kind (the Tipo filter sends these). */
export const LOG_KIND_TYPES: Record<LogKind, readonly string[]> = {
  audit: ['I'],
  error: ['W', 'E'],
};

/** A line of the server log: its type (I, W, E), when it happened ('yyyy-MM-ddTHH:mm:ss') and its text. */
export interface LogLine {
  type: string;
  occurredAt: string;
  text: string;
}

/** Columns the server sorts by; the list's other columns are not sortable. */
export const LOG_SORT_FIELDS = ['occurredAt'] as const;
/** Newest first. */
export const LOG_DEFAULT_SORT: SortPayload = { field: 'occurredAt', order: 'DESC' };
