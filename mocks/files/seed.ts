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
