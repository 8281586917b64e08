import { apiUrl, type ApiName } from '../../../src/config';
import { GATEWAY_HEADERS } from '../../helpers/mockApi';

/** A real (tiny) PDF: the %PDF- magic bytes and a body. */
export function pdfFile(name = 'aviso.pdf', size = 64): File {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
  return new File([bytes], name, { type: 'application/pdf' });
}

/** A PDF of exactly 7 MB (7 × 1024 × 1024 = 7 340 032 bytes, written out so a moved limit fails): refused ('7 MB or more'). */
export const pdfOf7Mb = (): File => pdfFile('grande.pdf', 7_340_032);

/** A PDF one byte under 7 MB (7 340 031 bytes): the largest one accepted. */
export const pdfJustUnder7Mb = (): File => pdfFile('limite.pdf', 7_340_031);

/** A text file renamed to .pdf: the extension says PDF, the content does not. */
export const fakePdf = (): File => new File(['isto não é um pdf'], 'contrato.pdf', { type: 'application/pdf' });

/** A multipart call to the mock's legacy API with a session token. */
export async function sendForm(method: 'POST' | 'PUT', path: string, token: string, fields: Record<string, string | File>): Promise<{ status: number; body: { status: boolean; message: string; itens?: unknown } }> {
  const form = new FormData();
  Object.entries(fields).forEach(([name, value]) => form.append(name, value));
  const response = await fetch(apiUrl('legacy', path), { method, headers: { 'User-Token': token }, body: form });
  return { status: response.status, body: (await response.json()) as { status: boolean; message: string; itens?: unknown } };
}

export async function call<T>(method: string, api: ApiName, path: string, token: string, body?: unknown): Promise<{ status: number; body: T; response: Response }> {
  const headers: Record<string, string> = { 'User-Token': token, ...(api === 'legacy' ? {} : GATEWAY_HEADERS) };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(apiUrl(api, path), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const type = response.headers.get('Content-Type') ?? '';
  return { status: response.status, body: (type.includes('json') ? await response.clone().json() : undefined) as T, response };
}
