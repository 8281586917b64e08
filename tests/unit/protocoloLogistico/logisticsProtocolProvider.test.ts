// @vitest-environment jsdom
import { HttpResponse } from 'msw';
import { logisticsProtocolProvider } from '../../../src/dataProviders/protocoloLogistico';
import { TOKEN_COOKIE, writeCookie } from '../../../src/session/cookies';
import { FakeXhr, installFakeXhr, lastXhr } from '../../components/dataProviders/fakeXhr';
import { recordCalls, recordTickets, target } from '../dataProviders/recordCalls';

const R = 'protocoloLogistico';
const TOKEN = 'a1'.repeat(32);
const PDF = '%PDF-1.7\nprotocolo\n%%EOF\n';
const TICKET = 'b2'.repeat(24);

beforeEach(() => {
  writeCookie(TOKEN_COOKIE, TOKEN);
  installFakeXhr();
});
afterEach(() => vi.unstubAllGlobals());

describe('logistics protocol provider', () => {
  it('reads the protocol at /protocoloLogistico/downloadFileProtocolo/{ticket}/protocolo (a download ticket, never the token), the bytes as sent', async () => {
    const tickets = recordTickets(TICKET);
    const seen = recordCalls('get', '/protocoloLogistico/downloadFileProtocolo/:ticket/protocolo', () =>
      new HttpResponse(new TextEncoder().encode(PDF), { headers: { 'Content-Type': 'application/pdf' } }),
    );
    const file = await logisticsProtocolProvider.protocolFile(R, {});
    expect(tickets.map((call) => call.headers.get('User-Token'))).toEqual([TOKEN]);
    expect(target(seen[0])).toBe(`/api/legacy/protocoloLogistico/downloadFileProtocolo/${TICKET}/protocolo`);
    expect(new TextDecoder().decode(new Uint8Array(await new Response(file).arrayBuffer()))).toBe(PDF);
  });

  it("tells a failed read as 'Ocorreu um erro ao fazer retorno do arquivo!'", async () => {
    recordTickets(TICKET);
    recordCalls('get', '/protocoloLogistico/downloadFileProtocolo/:ticket/protocolo', () => new HttpResponse(null, { status: 500 }));
    await expect(logisticsProtocolProvider.protocolFile(R, {})).rejects.toThrow('Ocorreu um erro ao fazer retorno do arquivo!');
  });

  it('POSTs the file to /protocoloLogistico/uploadFileProtocolo as base64 in the form field `file`, and nothing else', async () => {
    const sent = logisticsProtocolProvider.replaceProtocol(R, { file: new File([PDF], 'novo.pdf', { type: 'application/pdf' }) });
    await vi.waitFor(() => expect(lastXhr().body).not.toBeNull());
    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(new URL(xhr.url).pathname).toBe('/api/legacy/protocoloLogistico/uploadFileProtocolo');
    expect(xhr.headers.get('user-token')).toBe(TOKEN);
    expect([...xhr.body!.keys()]).toEqual(['file']);
    expect(atob(String(xhr.body!.get('file')))).toBe(PDF);
    xhr.respond(200, { status: true, message: 'Sucesso' });
    await expect(sent).resolves.toBeUndefined();
  });

  it("fails an upload the server refused, or answered without its success flag, with 'Ocorreu um erro ao fazer upload do arquivo!' or its reason", async () => {
    const refused = logisticsProtocolProvider.replaceProtocol(R, { file: new File([PDF], 'novo.pdf') });
    await vi.waitFor(() => expect(lastXhr().body).not.toBeNull());
    lastXhr().respond(500, {});
    await expect(refused).rejects.toThrow('Ocorreu um erro ao fazer upload do arquivo!');

    const silent = logisticsProtocolProvider.replaceProtocol(R, { file: new File([PDF], 'novo.pdf') });
    await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(2));
    await vi.waitFor(() => expect(lastXhr().body).not.toBeNull());
    lastXhr().respond(200, {});
    await expect(silent).rejects.toThrow('Campos necessários, não foram retornados pelo servidor!');
  });
});
