import { missingFieldsError } from './errors';
import { isJsonResponse, request, type RequestOptions } from './http';
import { assertLegacyOk } from './legacyEnvelope';

export interface FileRequestOptions extends Omit<RequestOptions, 'responseType' | 'acceptStatuses'> {
  /** The name to save under when the server sends no Content-Disposition file name. */
  fallbackName: string;
}

export interface FileResponse {
  blob: Blob;
  fileName: string;
}

function unquote(value: string): string {
  const trimmed = value.trim();
  if (!trimmed.startsWith('"')) return trimmed;
  return trimmed.slice(1, trimmed.endsWith('"') && trimmed.length > 1 ? -1 : undefined).replace(/\\(.)/g, '$1');
}

/** RFC 5987 `charset'language'percent-encoded`; ISO-8859-1 bytes are read one to a character. */
function decodeExtended(value: string): string | undefined {
  const match = /^([\w!#$%&+^`{}~-]*)'[^']*'(.*)$/.exec(unquote(value));
  if (!match) return undefined;
  const [, charset, encoded] = match;
  try {
    if (/^utf-8$/i.test(charset)) return decodeURIComponent(encoded);
    return encoded.replace(/%([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  } catch {
    return undefined;
  }
}

/** The last segment only: a name is never a path the browser should follow. */
const baseName = (name: string | undefined): string | undefined => name?.split(/[/\\]/).pop()?.trim() || undefined;

/** The file name of a Content-Disposition header: `filename*=` (RFC 6266 prefers it) or else `filename=`, quoted or not. */
export function dispositionFileName(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const params = new Map<string, string>();
  for (const match of `;${header}`.matchAll(/;\s*([^=;\s]+)\s*=\s*("(?:[^"\\]|\\.)*"?|[^;]*)/g)) {
    const key = match[1].toLowerCase();
    if (!params.has(key)) params.set(key, match[2]);
  }
  const extended = params.get('filename*');
  const plain = params.get('filename');
  return baseName(extended === undefined ? undefined : decodeExtended(extended)) ?? baseName(plain === undefined ? undefined : unquote(plain));
}

/**
 * GET (or any method) of a file, keeping the server's file name. A failure rejects like any call: an error status
 * with the catalogue text or the server's message, and a JSON answer where a file was expected with the envelope's
 * message (or 'Campos necessários…' when it has none).
 */
export async function requestFile(path: string, { fallbackName, ...options }: FileRequestOptions): Promise<FileResponse> {
  const { body, headers } = await request<unknown>(path, { ...options, responseType: 'blob' });
  if (isJsonResponse(headers)) {
    assertLegacyOk(body);
    throw missingFieldsError(body);
  }
  return { blob: body as Blob, fileName: dispositionFileName(headers.get('Content-Disposition')) ?? fallbackName };
}
