import { addDays, format, parseISO } from 'date-fns';
import type { AreaSeed } from '../db/seed';
import type { Tables } from '../db/tables';
import { toBase64 } from '../files/storedFiles';
import { seededProtocolPdf } from './protocolPdf';

/** A version of the logistics protocol; the last row is the current one. */
export interface LogisticsProtocolRecord {
  version: number;
  /** Code of the user who uploaded it. */
  uploadedBy: string;
  /** 'yyyy-MM-ddTHH:mm:ss'. */
  uploadedAt: string;
  /** The PDF's bytes, base64 (the store is JSON). */
  base64: string;
}

declare module '../db/tables' {
  interface Tables {
    logisticsProtocols: LogisticsProtocolRecord[];
  }
}

/** One protocol, uploaded by the sourcing staff (0000003) a month before the seed day. */
export function seedLogisticsProtocols(seedDate: string): { logisticsProtocols: LogisticsProtocolRecord[] } {
  const uploadedAt = `${format(addDays(parseISO(seedDate), -30), 'yyyy-MM-dd')}T09:00:00`;
  return { logisticsProtocols: [{ version: 1, uploadedBy: '0000003', uploadedAt, base64: toBase64(seededProtocolPdf()) }] };
}

/** This area's rows in the mock database (mocks/db/seed.ts gathers every area's). */
export const seed: AreaSeed<Tables> = seedLogisticsProtocols;
