import { db } from '../db/db';

/** Wrong passwords in a row that lock a code, and for how long (beyond the spec; docs/decisions.md). */
export const LOGIN_LOCK = { maxFailures: 5, lockMs: 15 * 60_000 } as const;

const recordOf = (codigo: string) => db.tables.loginFailures.find((row) => row.codigo === codigo);

/** Whether the code is locked now (a lock that has run out clears the count). */
export function isLocked(codigo: string): boolean {
  const record = recordOf(codigo);
  if (!record?.lockedUntil) return false;
  if (Date.parse(record.lockedUntil) > Date.now()) return true;
  db.tables.loginFailures = db.tables.loginFailures.filter((row) => row !== record);
  db.touch('loginFailures');
  return false;
}

/** One more wrong password; the last one allowed locks the code. Unknown codes count too (no enumeration). */
export function recordFailure(codigo: string): void {
  let record = recordOf(codigo);
  if (!record) {
    record = { codigo, failures: 0, lockedUntil: null };
    db.tables.loginFailures.push(record);
  }
  record.failures += 1;
  if (record.failures >= LOGIN_LOCK.maxFailures) record.lockedUntil = new Date(Date.now() + LOGIN_LOCK.lockMs).toISOString();
  db.touch('loginFailures');
}

export function clearFailures(codigo: string): void {
  if (!recordOf(codigo)) return;
  db.tables.loginFailures = db.tables.loginFailures.filter((row) => row.codigo !== codigo);
  db.touch('loginFailures');
}
