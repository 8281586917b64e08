import { missingFieldsError } from './errors';
import { request } from './http';
import { legacyItems } from './legacyEnvelope';

/** The legacy API's download tickets: POST → itens: { ticket }. */
export const DOWNLOAD_TICKET_PATH = '/downloadTicket';

/**
 * A single-use ticket, valid for a minute, for a download link (a file path that a link or a frame could open): the
 * link carries the ticket, never the session token, so no token is written in a URL (docs/decisions.md,
 * "Issue 24 — security").
 */
export async function downloadTicket(signal?: AbortSignal): Promise<string> {
  const { body } = await request(DOWNLOAD_TICKET_PATH, { method: 'POST', signal });
  const itens = legacyItems<{ ticket?: unknown }>(body);
  if (typeof itens.ticket !== 'string' || itens.ticket === '') throw missingFieldsError(body);
  return itens.ticket;
}
