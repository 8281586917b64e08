// @vitest-environment jsdom
import { delay, http, HttpResponse } from 'msw';
import { apiUrl } from '../../../src/config';
import { request } from '../../../src/dataProviders/core/http';
import { onSessionFailure } from '../../../src/dataProviders/core/sessionEvents';
import { TOKEN_COOKIE, writeCookie } from '../../../src/session/cookies';
import { server } from '../../../mocks/node';
import { apiFailure } from '../../helpers/apiFailure';

const NEWER_HEADERS = ['authorization', 'x-api-key', 'x-gateway-key', 'x-functions-key'];

/** Answers `body` at one URL and records the requests it saw. */
function answer(method: 'get' | 'post', url: string, body: unknown = { status: true }, status = 200) {
  const seen: Request[] = [];
  server.use(
    http[method](url, ({ request: req }) => {
      seen.push(req.clone());
      return HttpResponse.json(body as Record<string, unknown>, { status });
    }),
  );
  return seen;
}

describe('request headers', () => {
  it('legacy: User-Token from the cookie and none of the newer APIs headers', async () => {
    writeCookie(TOKEN_COOKIE, 'tok-123');
    const seen = answer('get', apiUrl('legacy', '/x'));
    await request('/x');
    const headers = seen[0].headers;
    expect(headers.get('User-Token')).toBe('tok-123');
    expect(headers.get('Accept')).toBe('application/json');
    NEWER_HEADERS.forEach((name) => expect(headers.has(name)).toBe(false));
  });

  it('orders: User-Token plus Authorization, x-api-key, x-gateway-key and x-functions-key', async () => {
    writeCookie(TOKEN_COOKIE, 'tok-123');
    const seen = answer('get', apiUrl('orders', '/pedidos'));
    await request('/pedidos', { api: 'orders' });
    const headers = seen[0].headers;
    expect(headers.get('User-Token')).toBe('tok-123');
    expect(headers.get('Authorization')).toBe('Bearer portal-fornecedor');
    expect(headers.get('x-api-key')).toBe('portal-fornecedor-api-key');
    expect(headers.get('x-gateway-key')).toBe('portal-fornecedor-gateway-key');
    expect(headers.get('x-functions-key')).toBe('portal-fornecedor-function-key');
  });

  it('graphql: the same newer headers', async () => {
    writeCookie(TOKEN_COOKIE, 'tok-123');
    const seen = answer('post', apiUrl('graphql'), { data: {} });
    await request('', { api: 'graphql', method: 'POST', body: { query: '{ a }' } });
    const headers = seen[0].headers;
    expect(headers.get('User-Token')).toBe('tok-123');
    NEWER_HEADERS.forEach((name) => expect(headers.get(name)).toBeTruthy());
  });

  it('sends no User-Token when anonymous or without a cookie', async () => {
    const seen = answer('get', apiUrl('legacy', '/x'));
    await request('/x');
    writeCookie(TOKEN_COOKIE, 'tok-123');
    await request('/x', { anonymous: true });
    expect(seen.map((req) => req.headers.has('User-Token'))).toEqual([false, false]);
  });
});

describe('request query and body', () => {
  it('repeats arrays and drops empty values', async () => {
    const seen = answer('get', apiUrl('legacy', '/x'));
    await request('/x', { query: { tipo: 'A', ids: [1, 2], q: '', a: null, b: undefined, zero: 0, flag: false } });
    const params = new URL(seen[0].url).searchParams;
    expect(params.getAll('ids')).toEqual(['1', '2']);
    expect(params.get('tipo')).toBe('A');
    expect(params.get('zero')).toBe('0');
    expect(params.get('flag')).toBe('false');
    expect(['q', 'a', 'b'].some((key) => params.has(key))).toBe(false);
  });

  it('sends a plain object as JSON', async () => {
    const seen = answer('post', apiUrl('legacy', '/x'));
    await request('/x', { method: 'POST', body: { nome: 'Ação' } });
    expect(seen[0].headers.get('Content-Type')).toBe('application/json');
    expect(await seen[0].json()).toEqual({ nome: 'Ação' });
  });

  it('sends FormData as multipart, without forcing a JSON content type', async () => {
    const seen = answer('post', apiUrl('legacy', '/x'));
    const form = new FormData();
    form.append('descricao', 'Nota fiscal');
    await request('/x', { method: 'POST', body: form });
    expect(seen[0].headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect((await seen[0].formData()).get('descricao')).toBe('Nota fiscal');
  });
});

describe('request failures', () => {
  it('times out with kind timeout', async () => {
    server.use(
      http.get(apiUrl('legacy', '/slow'), async () => {
        await delay(300);
        return HttpResponse.json({ status: true });
      }),
    );
    const error = await apiFailure(request('/slow', { timeoutMs: 50 }));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('Erro ao carregar dados!');
  });

  it('a later call with the same supersedeKey aborts the earlier one', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('legacy', '/lista'), async () => {
        calls += 1;
        await delay(calls === 1 ? 200 : 10);
        return HttpResponse.json({ status: true, call: calls });
      }),
    );
    const first = request('/lista', { supersedeKey: 'list:x' });
    const firstError = apiFailure(first);
    await delay(20);
    const second = await request<{ status: boolean }>('/lista', { supersedeKey: 'list:x' });
    const error = await firstError;
    expect(error.kind).toBe('superseded');
    expect(error.message).toBe('Requisição sobrescrita');
    expect(second.body.status).toBe(true);
  });

  it("'Token inválido!' under HTTP 200 → 'Autentificação inválida!' and one session-failure event", async () => {
    writeCookie(TOKEN_COOKIE, 'dead');
    answer('get', apiUrl('legacy', '/x'), { status: false, message: 'Token inválido!' });
    const listener = vi.fn();
    const off = onSessionFailure(listener);
    try {
      const error = await apiFailure(request('/x'));
      expect(error.kind).toBe('invalidToken');
      expect(error.message).toBe('Autentificação inválida!');
      expect(listener).toHaveBeenCalledTimes(1);
      expect(listener).toHaveBeenCalledWith(error);
    } finally {
      off();
    }
  });

  it("an anonymous call does not announce a session failure", async () => {
    answer('get', apiUrl('legacy', '/x'), { status: false, message: 'Token inválido!' });
    const listener = vi.fn();
    const off = onSessionFailure(listener);
    try {
      expect((await apiFailure(request('/x', { anonymous: true }))).kind).toBe('invalidToken');
      expect(listener).not.toHaveBeenCalled();
    } finally {
      off();
    }
  });

  it("a 5xx gives 'Erro ao carregar dados!' and hides the server's detail", async () => {
    answer('get', apiUrl('legacy', '/x'), { message: 'ORA-00942: table or view does not exist' }, 500);
    const error = await apiFailure(request('/x'));
    expect(error.message).toBe('Erro ao carregar dados!');
    expect(error.status).toBe(500);
  });

  it("a 404 with a message gives that message", async () => {
    answer('get', apiUrl('orders', '/pedido/1'), { message: 'Pedido não encontrado' }, 404);
    const error = await apiFailure(request('/pedido/1', { api: 'orders' }));
    expect(error.message).toBe('Pedido não encontrado');
    expect(error.kind).toBe('http');
    expect(error.status).toBe(404);
  });

  it('acceptStatuses passes a 404 through to the caller', async () => {
    answer('get', apiUrl('orders', '/pedido/1'), { message: 'Pedido não encontrado' }, 404);
    const response = await request('/pedido/1', { api: 'orders', acceptStatuses: [404] });
    expect({ status: response.status, body: response.body }).toEqual({ status: 404, body: { message: 'Pedido não encontrado' } });
    expect(response.headers.get('Content-Type')).toBe('application/json');
  });

  it('a 406 ends the session, from any call that has one: kind forbidden406, a readable message, announced once', async () => {
    const ended: unknown[] = [];
    const stop = onSessionFailure((error) => ended.push(error));
    answer('get', apiUrl('legacy', '/x'), { status: false, message: 'Acesso não autorizado.' }, 406);
    const error = await apiFailure(request('/x'));
    expect(error).toMatchObject({ kind: 'forbidden406', status: 406, message: 'O servidor não aceita mais esta sessão. Entre novamente.' });
    expect(ended).toEqual([error]);

    answer('get', apiUrl('orders', '/y'), { message: 'Not Acceptable' }, 406);
    expect((await apiFailure(request('/y', { api: 'orders' }))).kind).toBe('forbidden406');
    expect(ended).toHaveLength(2);

    // Before a session exists (login, reset) a 406 is an ordinary failure with the server's message.
    const anonymous = await apiFailure(request('/x', { anonymous: true }));
    expect(anonymous).toMatchObject({ kind: 'http', message: 'Acesso não autorizado.' });
    expect(ended).toHaveLength(2);
    stop();
  });
});
