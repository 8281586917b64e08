import { format } from 'date-fns';
import { HttpResponse } from 'msw';
import { LOGISTICS_PATHS } from '../../src/dataProviders/protocoloLogistico/wire';
import { db } from '../db/db';
import { endpoint, fail, ok } from '../http/endpoint';
import { fromBase64, toBase64 } from '../files/storedFiles';
import { PROTOCOL_MESSAGES, protocolUpload } from './rules';
import type { LogisticsProtocolRecord } from './seed';

const VIEW = { permission: ['protocolo-logistico', 'manter-protocolo-logistico'] } as const;
const MAINTAIN = { permission: 'manter-protocolo-logistico' } as const;

const current = (): LogisticsProtocolRecord | undefined => db.tables.logisticsProtocols.at(-1);

const now = (): string => format(new Date(), "yyyy-MM-dd'T'HH:mm:ss");

async function formOf(request: Request): Promise<FormData | undefined> {
  try {
    return await request.formData();
  } catch {
    return undefined;
  }
}

export const logisticsProtocolHandlers = [
  /** GET `${download}/{ticket}/protocolo`: the current protocol, byte for byte; the path carries a single-use download ticket. */
  endpoint('get', 'legacy', `${LOGISTICS_PATHS.download}/:ticket/${LOGISTICS_PATHS.downloadName}`, { ...VIEW, ticketParam: 'ticket' }, () => {
    const protocol = current();
    if (!protocol) return fail(404, 'Nenhum protocolo logístico cadastrado.');
    return new HttpResponse(fromBase64(protocol.base64), {
      headers: {
        'Content-Type': 'application/pdf',
        'X-Content-Type-Options': 'nosniff',
        'Content-Disposition': 'inline; filename="protocolo-logistico.pdf"',
      },
    });
  }),

  /** POST multipart `file` (base64): a new version becomes the current protocol, for every user. */
  endpoint('post', 'legacy', LOGISTICS_PATHS.upload, MAINTAIN, async ({ request, caller }) => {
    const form = await formOf(request);
    const upload = protocolUpload(form?.get('file') ?? null);
    if ('refusal' in upload) return fail(400, PROTOCOL_MESSAGES[upload.refusal]);
    const table = db.tables.logisticsProtocols;
    table.push({ version: (current()?.version ?? 0) + 1, uploadedBy: caller.user.codigo, uploadedAt: now(), base64: toBase64(upload.bytes) });
    db.touch('logisticsProtocols');
    return ok({ message: 'Protocolo logístico atualizado com sucesso!' });
  }),
];
