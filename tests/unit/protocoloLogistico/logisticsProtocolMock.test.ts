import { db } from '../../../mocks/db/db';
import { seededProtocolPdf } from '../../../mocks/protocoloLogistico/protocolPdf';
import { PROTOCOL_MAX_BYTES, protocolUpload } from '../../../mocks/protocoloLogistico/rules';
import { apiUrl } from '../../../src/config';
import { LOGISTICS_PATHS } from '../../../src/dataProviders/protocoloLogistico/wire';
import { ACCOUNTS, type AccountName } from '../../helpers/accounts';
import { ticketOf, tokenOf } from '../../helpers/mockApi';

const token = (account: AccountName) => tokenOf(ACCOUNTS[account].codigo, ACCOUNTS[account].senha);

const downloadUrl = (ticket: string) => apiUrl('legacy', `${LOGISTICS_PATHS.download}/${ticket}/${LOGISTICS_PATHS.downloadName}`);

/** The download link carries a single-use ticket the session asks for, never the session token. */
async function download(sessionToken: string): Promise<{ status: number; bytes: number[]; type: string | null }> {
  return downloadWith(await ticketOf(sessionToken));
}

async function downloadWith(ticket: string): Promise<{ status: number; bytes: number[]; type: string | null }> {
  const response = await fetch(downloadUrl(ticket));
  return { status: response.status, bytes: Array.from(new Uint8Array(await response.arrayBuffer())), type: response.headers.get('Content-Type') };
}

async function upload(account: AccountName, file: string | undefined): Promise<{ status: number; body: { status: boolean; message: string } }> {
  const form = new FormData();
  if (file !== undefined) form.append('file', file);
  const response = await fetch(apiUrl('legacy', LOGISTICS_PATHS.upload), { method: 'POST', headers: { 'User-Token': await token(account) }, body: form });
  return { status: response.status, body: (await response.json()) as { status: boolean; message: string } };
}

const pdfOf = (size: number, head = '%PDF-1.7\n'): Uint8Array => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode(head));
  return bytes;
};
const base64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64');

describe('the mock logistics protocol: its own upload rules', () => {
  it('takes a PDF up to exactly 5 MB, by content', () => {
    const exact = pdfOf(PROTOCOL_MAX_BYTES);
    const taken = protocolUpload(base64(exact));
    expect('bytes' in taken && taken.bytes.length).toBe(PROTOCOL_MAX_BYTES);
    expect(PROTOCOL_MAX_BYTES).toBe(5 * 1024 * 1024);
  });

  it('refuses, in order: no field, not base64, empty, over 5 MB, content that is not a PDF', () => {
    expect(protocolUpload(null)).toEqual({ refusal: 'missing' });
    expect(protocolUpload('   ')).toEqual({ refusal: 'missing' });
    expect(protocolUpload('isto não é base64!')).toEqual({ refusal: 'notBase64' });
    expect(protocolUpload('abc')).toEqual({ refusal: 'notBase64' });
    expect(protocolUpload('====')).toEqual({ refusal: 'notBase64' });
    expect(protocolUpload(base64(pdfOf(PROTOCOL_MAX_BYTES + 1)))).toEqual({ refusal: 'size' });
    expect(protocolUpload(base64(new TextEncoder().encode('<html>%PDF-1.7</html>')))).toEqual({ refusal: 'content' });
    expect(protocolUpload(base64(pdfOf(4, '%PDF')))).toEqual({ refusal: 'content' });
  });
});

describe('the mock logistics protocol: download and replacement', () => {
  it('serves the seeded protocol, a real PDF, byte for byte to every holder of the route, with a download ticket in the path', async () => {
    const seeded = Array.from(seededProtocolPdf());
    const text = new TextDecoder().decode(seededProtocolPdf());
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('/Type /Page');
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text.match(/ Tj ET/g)!.length).toBeGreaterThan(8);

    for (const account of ['moveis', 'acessorios', 'sourcing'] as const) {
      const answer = await download(await token(account));
      expect(answer).toEqual({ status: 200, bytes: seeded, type: 'application/pdf' });
    }
  });

  it('refuses a path without a live ticket (unknown, or the session token itself), and a user without the route', async () => {
    expect((await downloadWith('0123456789abcdef')).status).toBe(401);
    expect((await downloadWith(await token('moveis'))).status).toBe(401);
    expect((await download(await token('comercial'))).status).toBe(403);
  });

  it('a supplier cannot replace the protocol: 403, and everyone still gets the same file', async () => {
    const before = db.tables.logisticsProtocols.length;
    const answer = await upload('moveis', base64(pdfOf(512)));
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ status: false, message: 'Usuário não tem permissão para acessar funcionalidades' });
    expect(db.tables.logisticsProtocols).toHaveLength(before);
    expect((await download(await token('moveis'))).bytes).toEqual(Array.from(seededProtocolPdf()));
  });

  it('manter-protocolo-logistico replaces it for every user; a refused upload changes nothing', async () => {
    const refused = await upload('sourcing', base64(new TextEncoder().encode('não sou um pdf')));
    expect(refused).toEqual({ status: 400, body: { status: false, message: 'O arquivo enviado não é um PDF.' } });
    expect((await upload('sourcing', undefined)).body.message).toBe('Arquivo não informado: envie o PDF em base64 no campo file.');
    expect((await upload('sourcing', base64(pdfOf(PROTOCOL_MAX_BYTES + 1)))).body.message).toBe('Tamanho máximo de arquivo 5mb');

    const replacement = pdfOf(2048, '%PDF-1.7\n% protocolo novo\n');
    const answer = await upload('sourcing', base64(replacement));
    expect(answer).toEqual({ status: 200, body: { status: true, message: 'Protocolo logístico atualizado com sucesso!' } });
    expect(db.tables.logisticsProtocols.at(-1)).toMatchObject({ version: 2, uploadedBy: '0000003' });
    for (const account of ['moveis', 'acessorios', 'sourcing'] as const) {
      expect((await download(await token(account))).bytes).toEqual(Array.from(replacement));
    }
  });
});
