import type { AreaSeed } from '../db/seed';
import type { Tables } from '../db/tables';
/** A file uploaded to the mock (announcement and contact attachments), under the stored path the record keeps. */
export interface StoredFileRecord {
  path: string;
  name: string;
  size: number;
  /** The bytes, base64 (the store is JSON). */
  base64: string;
}

declare module '../db/tables' {
  interface Tables {
    storedFiles: StoredFileRecord[];
  }
}

/** The seed's stored paths have no upload behind them: their files are drawn on demand (demoPdf). */
export const seedStoredFiles = (): { storedFiles: StoredFileRecord[] } => ({ storedFiles: [] });

/** This area's rows in the mock database (mocks/db/seed.ts gathers every area's). */
export const seed: AreaSeed<Tables> = seedStoredFiles;
