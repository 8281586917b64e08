// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../src/config';
import { db } from '../../../mocks/db/db';
import { setFault } from '../../../mocks/http/faults';
import { server } from '../../../mocks/node';
import { login } from '../../../src/authProvider';
import { request } from '../../../src/dataProviders/core/http';
import { onRequestFailure } from '../../../src/dataProviders/core/requestEvents';
import {
  clip,
  installRemoteLog,
  logInfo,
  logResponse,
  logScreenLoaded,
  redact,
  redactText,
  remoteLog,
  RESPONSE_LINE_MAX,
} from '../../../src/dataProviders/remoteLog';
import { getToken, TOKEN_COOKIE, writeCookie } from '../../../src/session/cookies';

const LOG_URL = apiUrl('legacy', '/log');
const HEX48 = 'a1b2c3d4e5f6'.repeat(4);

interface Seen {
  method: string;
  path: string;
  body: { descricao?: string; tipo?: string };
}

/** Records every request the mock server sees (method, path, JSON body). */
function watchRequests(): Seen[] {
  const seen: Seen[] = [];
  server.events.on('request:start', ({ request: req }) => {
    const url = new URL(req.url);
    const entry: Seen = { method: req.method, path: url.pathname, body: {} };
    seen.push(entry);
    if (req.method === 'POST') {
      void req
        .clone()
        .json()
        .then((json: Seen['body']) => Object.assign(entry.body, json))
        .catch(() => undefined);
    }
  });
  return seen;
}

const logPosts = (seen: Seen[]) => seen.filter((entry) => entry.method === 'POST' && entry.path === '/api/legacy/log');
const settle = (ms = 60) => new Promise((resolve) => setTimeout(resolve, ms));

let seen: Seen[];
let uninstall: () => void;

beforeEach(() => {
  seen = watchRequests();
});

afterEach(() => {
  server.events.removeAllListeners();
  uninstall?.();
});

describe('redaction', () => {
  it('blanks senha, password, acesso, token and User-Token in objects, at any depth', () => {
    const text = redact({
      codigo: '1000001',
      senha: 'master123',
      nested: { acesso: 'abc', password: 'p4ss', list: [{ token: 'tok', 'User-Token': 'ut' }] },
      accessToken: 'zzz',
    });
    expect(text).toContain('"codigo":"1000001"');
    for (const secret of ['master123', 'abc', 'p4ss', '"tok"', '"ut"', 'zzz']) expect(text).not.toContain(secret);
    expect(text).toContain('"senha":"***"');
    expect(text).toContain('"acesso":"***"');
  });

  it('blanks secrets in free text, token-shaped hex and the session token itself', () => {
    expect(redactText('codigo=1000001&senha=segredo1&x=1', undefined)).toBe('codigo=1000001&senha=***&x=1');
    expect(redactText('{"acesso":"qualquer-coisa","message":"ok"}', undefined)).toBe('{"acesso":"***","message":"ok"}');
    expect(redactText('User-Token: abcdef', undefined)).toBe('User-Token: ***');
    expect(redactText('password = hunter2', undefined)).toBe('password = ***');
    expect(redactText(`GET /compliance/${HEX48}/12 falhou`, undefined)).toBe('GET /compliance/***/12 falhou');
    expect(redactText('sessão tok-123456 expirada', 'tok-123456')).toBe('sessão *** expirada');
  });

  it('clips to the limit with an ellipsis, counting code points', () => {
    expect(clip('a'.repeat(100), 100)).toBe('a'.repeat(100));
    expect(clip('é'.repeat(150), 100)).toBe(`${'é'.repeat(97)}...`);
  });
});

describe('remote log (POST /log)', () => {
  it('sends { descricao, tipo } with the session token; nothing without a token', async () => {
    logInfo('sem sessão');
    await settle();
    expect(logPosts(seen)).toHaveLength(0);

    await login({ codigo: '0000003', senha: 'sourcing1' });
    logScreenLoaded('Pagamentos');
    await vi.waitFor(() => expect(db.tables.logs.at(-1)?.DS_LOG).toBe('Tela carregada: Pagamentos'));
    expect(db.tables.logs.at(-1)).toMatchObject({ DS_TIPO: 'I', idFornecedor: '0000003' });
    expect(logPosts(seen)[0].body).toEqual({ descricao: 'Tela carregada: Pagamentos', tipo: 'I' });
  });

  it('a line recording a response is at most 100 characters and never carries a password, token or acesso', async () => {
    const token = HEX48;
    writeCookie(TOKEN_COOKIE, token);
    server.use(http.post(LOG_URL, () => HttpResponse.json({ status: true })));
    logResponse('Resposta do login:', { status: true, acesso: token, message: 'ok' });
    logResponse(`Resposta ${'x'.repeat(80)}`, { senha: 'segredo123' });
    await vi.waitFor(() => expect(logPosts(seen)).toHaveLength(2));
    await vi.waitFor(() => expect(logPosts(seen)[1].body.descricao).toBeDefined());
    for (const { body } of logPosts(seen)) {
      expect(body.descricao!.length).toBeLessThanOrEqual(RESPONSE_LINE_MAX);
      expect(body.descricao).not.toContain(token);
      expect(body.descricao).not.toContain('segredo');
      expect(body.descricao).not.toMatch(/[0-9a-f]{20,}/);
    }
    expect(logPosts(seen)[0].body.descricao).toBe('Resposta do login: {"status":true,"acesso":"***","message":"ok"}');
    expect(logPosts(seen)[1].body.descricao).toMatch(/\.\.\.$/);
  });

  it('never throws, never waits and swallows every failure of the log call', async () => {
    await login({ codigo: '0000003', senha: 'sourcing1' });
    setFault('POST /api/legacy/log', { status: 500 });
    expect(remoteLog('falha do servidor', 'E')).toBeUndefined();
    server.use(http.post(LOG_URL, () => HttpResponse.error()));
    expect(() => remoteLog('falha de rede', 'E')).not.toThrow();
    await settle();
    expect(logPosts(seen).length).toBeGreaterThanOrEqual(1);
  });
});

describe('error line of a failed call', () => {
  beforeEach(async () => {
    await login({ codigo: '0000003', senha: 'sourcing1' });
    uninstall = installRemoteLog();
  });

  it('writes one E line, 100 characters at most, without the secrets of the answer', async () => {
    server.use(
      http.put(apiUrl('legacy', '/pessoa/0000003'), () =>
        HttpResponse.json({ status: false, message: 'Senha inválida', senha: 'segredo1', detalhe: 'x'.repeat(200) }, { status: 400 }),
      ),
    );
    await expect(request('/pessoa/0000003', { method: 'PUT', body: { senha: 'segredo1' } })).rejects.toThrow('Senha inválida');
    await vi.waitFor(() => expect(logPosts(seen)).toHaveLength(1));
    await vi.waitFor(() => expect(logPosts(seen)[0].body.tipo).toBe('E'));
    const line = logPosts(seen)[0].body.descricao!;
    expect(line.startsWith('Falha na chamada PUT /pessoa/0000003 (400): Senha inválida')).toBe(true);
    expect(line.length).toBeLessThanOrEqual(100);
    expect(line).not.toContain('segredo1');
    expect(line).not.toContain(getToken()!);
  });

  it('does not recurse: a failing log call is not logged, nor is a failing GET /log', async () => {
    const failures: string[] = [];
    const off = onRequestFailure((failure) => failures.push(failure.path));
    setFault('POST /api/legacy/log', { status: 500 });
    server.use(http.get(apiUrl('legacy', '/qualquer'), () => HttpResponse.json({ status: false }, { status: 500 })));
    setFault('GET /api/legacy/log', { status: 500 });
    await expect(request('/qualquer')).rejects.toThrow();
    await expect(request('/log', { query: { linhaInicial: 0 } })).rejects.toThrow();
    await settle(150);
    off();
    expect(failures).toEqual(['/qualquer']);
    expect(logPosts(seen)).toHaveLength(1);
  });

  it('superseded calls and calls after the session ended write nothing', async () => {
    server.use(
      http.get(apiUrl('legacy', '/lento'), async () => {
        await settle(50);
        return HttpResponse.json({ status: true });
      }),
    );
    const first = request('/lento', { supersedeKey: 'k' });
    const second = request('/lento', { supersedeKey: 'k' });
    await expect(first).rejects.toThrow('Requisição sobrescrita');
    await second;
    document.cookie = `${TOKEN_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    server.use(http.get(apiUrl('legacy', '/outra'), () => HttpResponse.json({ status: false }, { status: 500 })));
    await expect(request('/outra')).rejects.toThrow();
    await settle();
    expect(logPosts(seen)).toHaveLength(0);
  });

  it("a second installation's uninstaller leaves the first writing lines (the app's, for the files after this one)", async () => {
    installRemoteLog()();
    server.use(http.get(apiUrl('legacy', '/quebrada'), () => HttpResponse.json({ status: false }, { status: 500 })));
    await expect(request('/quebrada')).rejects.toThrow();
    await vi.waitFor(() => expect(logPosts(seen).map((post) => post.body.descricao)).toEqual([expect.stringContaining('/quebrada')]));
  });
});
