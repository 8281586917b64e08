import type { LogLine } from '../../resources/logs/logs';

/** The server's log types: I (info), W (warning), E (error). */
export type LogType = 'I' | 'W' | 'E';

/** A log line as GET /log reads it. */
export interface LogRow {
  /** I (info), W (warning) or E (error). */
  DS_TIPO: string;
  /** Date-time of the event, ISO 'yyyy-MM-ddTHH:mm:ss' (server local time). */
  DT_EVENTO: string;
  DS_LOG: string;
}

/** The body of POST /log. */
export interface LogWrite {
  descricao: string;
  tipo: LogType;
}

/** The wire column GET /log sorts a domain field by (`ordenacao`). */
export const LOG_WIRE_SORT: Record<string, string> = { occurredAt: 'DT_EVENTO' };

/** A log row as the area's record. */
export const toLogLine = (row: LogRow): LogLine => ({ type: row.DS_TIPO, occurredAt: row.DT_EVENTO, text: row.DS_LOG });
