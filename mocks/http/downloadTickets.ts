import { newToken } from '../db/ids';

/**
 * Download tickets: a link a page opens (a file in a frame, a label, a protocol) carries a ticket instead of the
 * session token, so that no token is written in a URL (browser history, server and proxy logs). A ticket stands for
 * the session that asked for it, once, for a minute (docs/decisions.md, "Issue 24 — security").
 */
export const TICKET_LIFETIME_MS = 60_000;

const tickets = new Map<string, { token: string; expiresAt: number }>();

export function issueTicket(sessionToken: string): string {
  const ticket = newToken();
  tickets.set(ticket, { token: sessionToken, expiresAt: Date.now() + TICKET_LIFETIME_MS });
  return ticket;
}

/** The session token a ticket stands for; the ticket is used up, and an expired or unknown one stands for none. */
export function redeemTicket(ticket: string | null | undefined): string | undefined {
  const issued = ticket ? tickets.get(ticket) : undefined;
  if (!ticket || !issued) return undefined;
  tickets.delete(ticket);
  return issued.expiresAt >= Date.now() ? issued.token : undefined;
}
