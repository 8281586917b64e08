import { HttpResponse } from 'msw';
import { db } from '../db/db';
import { demoPdf } from './demoPdf';
import type { StoredFileRecord } from './seed';

/** Bytes encoded per step: a multiple of 3, so that the steps' base64 pieces join without padding between them. */
const CHUNK = 3 * 0x2000;

export function toBase64(bytes: Uint8Array): string {
  const pieces: string[] = [];
  // apply takes the bytes as they are; a spread would copy each step into an array first (4 times slower on 7 MB).
  for (let at = 0; at < bytes.length; at += CHUNK) pieces.push(btoa(String.fromCharCode.apply(null, bytes.subarray(at, at + CHUNK) as unknown as number[])));
  return pieces.join('');
}

export function fromBase64(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Keeps an uploaded file under `path` (replacing one already there). */
export async function storeFile(path: string, file: File): Promise<void> {
  const record: StoredFileRecord = {
    path,
    name: file.name,
    size: file.size,
    base64: toBase64(new Uint8Array(await file.arrayBuffer())),
  };
  const table = db.tables.storedFiles;
  const at = table.findIndex((row) => row.path === path);
  if (at === -1) table.push(record);
  else table[at] = record;
  db.touch('storedFiles');
}

/** Forgets the file under `path`, if one was uploaded. */
export function removeStoredFile(path: string): void {
  const table = db.tables.storedFiles;
  const at = table.findIndex((row) => row.path === path);
  if (at === -1) return;
  table.splice(at, 1);
  db.touch('storedFiles');
}

/** The last segment of a stored path ('comunicados;@Assets/comunicados/manual.pdf' → 'manual.pdf'). */
export const storedFileName = (path: string): string => path.split('/').pop() || 'arquivo.pdf';

/**
 * The file of a stored path as an HTTP answer (inline, with its name): the uploaded bytes, or for a seed path a
 * demo PDF titled after the record. Always as a PDF, the one type an upload may be, whatever type the upload declared,
 * and never sniffed as another (a PDF-headed file declared text/html must not run as a page on the API's origin).
 */
export function storedFileResponse(path: string, title: string, description: string): Response {
  const stored = db.tables.storedFiles.find((row) => row.path === path);
  const name = stored?.name ?? storedFileName(path);
  const bytes = stored ? fromBase64(stored.base64) : demoPdf(title, [description, `Arquivo: ${name}`]);
  return new HttpResponse(bytes, {
    headers: {
      'Content-Type': 'application/pdf',
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(name)}`,
    },
  });
}
