import { HttpResponse } from 'msw';
import { apiUrl } from '../../../src/config';
import { fetchContactGroups, sendContactMail } from '../../../src/dataProviders/faleConosco';
import { TOKEN_COOKIE, writeCookie } from '../../../src/session/cookies';
import { headersOf, recordCalls, target } from '../../unit/dataProviders/recordCalls';
import { installFakeXhr, lastXhr } from '../dataProviders/fakeXhr';

const NEWER_API_HEADERS = {
  accept: 'application/json',
  'user-token': 'tok-123',
  authorization: 'Bearer portal-fornecedor',
  'x-api-key': 'portal-fornecedor-api-key',
  'x-gateway-key': 'portal-fornecedor-gateway-key',
  'x-functions-key': 'portal-fornecedor-function-key',
};

beforeEach(() => writeCookie(TOKEN_COOKIE, 'tok-123'));

describe('contact us provider (newer API)', () => {
  it('GET /contact/list-contact?personId= with the newer API headers; answers the groups', async () => {
    const groups = [
      { cdGep: 0, nmGep: 'Equipe Portal do Fornecedor' },
      { cdGep: 20, nmGep: 'Logística e Agendamento' },
    ];
    const seen = recordCalls('get', '/contact/list-contact', groups, 'orders');
    await expect(fetchContactGroups('1000001')).resolves.toEqual(groups);
    expect(seen).toHaveLength(1);
    expect(target(seen[0])).toBe('/api/sourcing/contact/list-contact?personId=1000001');
    // jsdom also sends the page's cookies on a same-origin call; the portal's own headers are these.
    const { cookie: _pageCookies, ...headers } = headersOf(seen[0]);
    expect(headers).toEqual(NEWER_API_HEADERS);
  });

  it.each([
    ['an envelope instead of a list', { status: true, itens: [] }],
    ['a group without nmGep', [{ cdGep: 0 }]],
    ['a group with a text cdGep', [{ cdGep: '0', nmGep: 'Equipe' }]],
  ])("refuses %s: 'Campos necessários, não foram retornados pelo servidor!'", async (_case, body) => {
    recordCalls('get', '/contact/list-contact', body, 'orders');
    await expect(fetchContactGroups('1000001')).rejects.toMatchObject({ kind: 'shape', message: 'Campos necessários, não foram retornados pelo servidor!' });
  });

  it('fails with the catalogue text on a server error', async () => {
    recordCalls('get', '/contact/list-contact', () => HttpResponse.json({ message: 'falha interna' }, { status: 500 }), 'orders');
    await expect(fetchContactGroups('1000001')).rejects.toMatchObject({ message: 'Erro ao carregar dados!' });
  });

  describe('send-mail', () => {
    beforeEach(() => installFakeXhr());

    it('POST /contact/send-mail, multipart: title, content, personId, groups repeated, files repeated', async () => {
      const onProgress = vi.fn();
      const files = [new File(['%PDF-1.7'], 'nota.pdf', { type: 'application/pdf' }), new File(['a;b'], 'itens.csv', { type: 'text/csv' })];
      const sent = sendContactMail({ title: 'Assunto', content: 'Mensagem', personId: '1000001', groups: [0, 20, 30] }, { files, onProgress });
      const xhr = lastXhr();
      xhr.progress(50, 100);
      xhr.respond(200, { message: 'E-mail enviado com sucesso!' });
      await expect(sent).resolves.toBe('E-mail enviado com sucesso!');

      expect(xhr.method).toBe('POST');
      expect(xhr.url).toBe(apiUrl('orders', '/contact/send-mail'));
      expect(Object.fromEntries(xhr.headers)).toEqual(NEWER_API_HEADERS);
      const form = xhr.body as FormData;
      expect([...form.keys()]).toEqual(['title', 'content', 'personId', 'groups', 'groups', 'groups', 'files', 'files']);
      expect(form.get('title')).toBe('Assunto');
      expect(form.get('content')).toBe('Mensagem');
      expect(form.get('personId')).toBe('1000001');
      expect(form.getAll('groups')).toEqual(['0', '20', '30']);
      expect(form.getAll('files').map((file) => (file as File).name)).toEqual(['nota.pdf', 'itens.csv']);
      expect(onProgress.mock.calls.map(([percent]) => percent)).toEqual([50, 100]);
    });

    it("fails with 'Erro ao enviar e-mail' when the server does not explain, with its message when it does", async () => {
      const mail = { title: 'Assunto', content: 'Mensagem', personId: '1000001', groups: [0] };
      const failing = sendContactMail(mail, { files: [] });
      lastXhr().respond(500, '');
      await expect(failing).rejects.toMatchObject({ message: 'Erro ao enviar e-mail' });
      const refused = sendContactMail(mail, { files: [] });
      lastXhr().respond(400, { status: false, message: 'Coloque um assunto' });
      await expect(refused).rejects.toMatchObject({ message: 'Coloque um assunto' });
    });
  });
});
