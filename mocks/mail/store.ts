import { db } from '../db/db';
import type { SentEmailRecord } from './seed';

/** Records an e-mail as sent and answers it with its id. */
export function recordEmail(email: Omit<SentEmailRecord, 'id' | 'sentAt'>): SentEmailRecord {
  const table = db.tables.sentEmails;
  const record: SentEmailRecord = {
    ...email,
    id: table.reduce((max, row) => Math.max(max, row.id), 0) + 1,
    sentAt: new Date().toISOString(),
  };
  table.push(record);
  db.touch('sentEmails');
  return record;
}
