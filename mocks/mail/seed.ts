import type { AreaSeed } from '../db/seed';
import type { Tables } from '../db/tables';
/** An attachment of a "sent" e-mail: what the mock received, not the content. */
export interface SentEmailAttachment {
  name: string;
  size: number;
  type: string;
}

/**
 * An e-mail the mock "sent" (contact us, announcement notifications), kept so that tests can assert
 * recipients, subject and attachments. `kind` says which feature sent it.
 */
export interface SentEmailRecord {
  id: number;
  kind: string;
  subject: string;
  content: string;
  recipients: string[];
  attachments: SentEmailAttachment[];
  /** The supplier the e-mail was written for, when a supplier's message (contact us). */
  personId?: string;
  /** ISO date-time. */
  sentAt: string;
}

declare module '../db/tables' {
  interface Tables {
    sentEmails: SentEmailRecord[];
  }
}

/** No e-mail has been sent when the mock starts. */
export function seedMail(): { sentEmails: SentEmailRecord[] } {
  return { sentEmails: [] };
}

/** This area's rows in the mock database (mocks/db/seed.ts gathers every area's). */
export const seed: AreaSeed<Tables> = seedMail;
