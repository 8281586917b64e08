import { TICKET_LIFETIME_MS } from '../../mocks/http/downloadTickets';
import { endpointRegistry } from '../../mocks/http/registry';
import { apiUrl } from '../../src/config';
import { LOGISTICS_PATHS } from '../../src/dataProviders/protocoloLogistico/wire';
import { callLegacy, ticketOf } from '../helpers/mockApi';
import { filledPath, keyOf, sessionOf } from './probe';

const ticketed = () => endpointRegistry.filter((entry) => entry.ticketParam);

/** A download link with `value` where its ticket goes. */
function linkWith(entry: (typeof endpointRegistry)[number], value: string): string {
  const param = entry.ticketParam!;
  if (entry.path.includes(`:${param}`)) return apiUrl(entry.api, filledPath(entry.path, { [param]: value }));
  return `${apiUrl(entry.api, filledPath(entry.path))}?${new URLSearchParams({ [param]: value }).toString()}`;
}

describe('download links carry a single-use ticket, never the session token', () => {
  it('every link endpoint refuses the session token itself in the ticket’s place', async () => {
    const token = sessionOf('0000001');
    expect(ticketed().map(keyOf).sort()).toEqual([
      'get legacy /compliance/:ticket/:id',
      'get legacy /pedidoCompra/arquivos/:cdFil/:cdPedido/:ticket/:filename',
      'get legacy /preSignedUrl/download',
      'get legacy /protocoloLogistico/downloadFileProtocolo/:ticket/protocolo',
      'get legacy /qualidade/arquivo/:key/:ticket',
    ]);
    for (const entry of ticketed()) {
      const response = await fetch(linkWith(entry, token));
      expect(response.status, keyOf(entry)).toBe(401);
      expect(await response.json()).toEqual({ status: false, message: 'Token inválido!' });
    }
  });

  it('a ticket opens its link once, within a minute, and stands for a live session only', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    const token = sessionOf('1000001');
    const link = (ticket: string) => apiUrl('legacy', `${LOGISTICS_PATHS.download}/${ticket}/${LOGISTICS_PATHS.downloadName}`);
    const ticket = await ticketOf(token);
    expect(ticket).not.toContain(token);
    expect((await fetch(link(ticket))).status).toBe(200);
    expect((await fetch(link(ticket))).status).toBe(401);

    const late = await ticketOf(token);
    vi.setSystemTime(Date.now() + TICKET_LIFETIME_MS + 1000);
    expect((await fetch(link(late))).status).toBe(401);
    expect(TICKET_LIFETIME_MS).toBe(60_000);

    const orphan = await ticketOf(token);
    expect((await callLegacy('PUT', '/auth/logout', token)).status).toBe(200);
    expect((await fetch(link(orphan))).status).toBe(401);
  });
});
