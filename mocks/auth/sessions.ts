import { db } from '../db/db';
import { newToken } from '../db/ids';
import type { SessionRecord } from '../db/tables';

/** A session ends after 30 minutes without a call (the spec does not give a lifetime; docs/decisions.md). */
export const SESSION_IDLE_MS = 30 * 60_000;

/** lastSeenAt is written at most once a minute, so that the store is not persisted on every call. */
const SEEN_RESOLUTION_MS = 60_000;

export function openSession(codigo: string): string {
  const now = new Date().toISOString();
  const token = newToken();
  db.tables.sessions.push({ token, codigo, createdAt: now, lastSeenAt: now });
  db.touch('sessions');
  return token;
}

export function closeSession(token: string): void {
  db.tables.sessions = db.tables.sessions.filter((row) => row.token !== token);
  db.touch('sessions');
}

/** The live session of a token; an idle one is ended here, and a live one is marked as seen. */
export function liveSession(token: string): SessionRecord | undefined {
  const session = db.tables.sessions.find((row) => row.token === token);
  if (!session) return undefined;
  const idle = Date.now() - Date.parse(session.lastSeenAt);
  if (idle > SESSION_IDLE_MS) {
    closeSession(token);
    return undefined;
  }
  if (idle > SEEN_RESOLUTION_MS) {
    session.lastSeenAt = new Date().toISOString();
    db.touch('sessions');
  }
  return session;
}
