import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { apiUrl } from '../../../src/config';
import { onRequestFailure } from '../../../src/dataProviders/core/requestEvents';
import { onSessionFailure } from '../../../src/dataProviders/core/sessionEvents';
import { uploadFile, UPLOAD_IDLE_TIMEOUT_MS, type UploadOptions } from '../../../src/dataProviders/core/upload';
import { TOKEN_COOKIE, writeCookie } from '../../../src/session/cookies';
import { FakeXhr, installFakeXhr, lastXhr } from './fakeXhr';
import { apiFailure } from '../../helpers/apiFailure';

const pdf = (name = 'nota.pdf') => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

type Outcome = { state: 'pending' } | { state: 'resolved'; value: unknown } | { state: 'rejected'; error: unknown };

/** Starts an upload and exposes how it ended, so a test can check it has not ended yet. */
function start(options: Partial<UploadOptions> = {}) {
  const outcome: { current: Outcome } = { current: { state: 'pending' } };
  const promise = uploadFile({ path: '/comunicado', files: [{ field: 'Doc', file: pdf() }], ...options });
  promise.then(
    (value) => (outcome.current = { state: 'resolved', value }),
    (error: unknown) => (outcome.current = { state: 'rejected', error }),
  );
  return { promise, outcome, xhr: lastXhr() };
}

describe('uploadFile over a fake XMLHttpRequest', () => {
  beforeEach(() => installFakeXhr());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reports the percentage sent and resolves with the answer', async () => {
    const onProgress = vi.fn();
    const { promise, xhr } = start({ onProgress });
    xhr.progress(25, 100);
    xhr.progress(999, 1000);
    xhr.progress(100, 100);
    xhr.respond(200, { status: true, message: 'Comunicado salvo' });
    await expect(promise).resolves.toEqual({ status: 200, body: { status: true, message: 'Comunicado salvo' } });
    expect(onProgress.mock.calls.map(([percent]) => percent)).toEqual([25, 99, 100, 100]);
  });

  it('sends the method, URL, query, headers and the caller’s multipart field names', async () => {
    writeCookie(TOKEN_COOKIE, 'tok-123');
    const doc = pdf('ficha.pdf');
    const { promise, xhr } = start({
      api: 'orders',
      path: '/fichaTecnica/7',
      method: 'PUT',
      feature: 'ficha-tecnica',
      query: { personId: 1000001, fileName: '1_ficha.pdf', empty: '' },
      fields: { Titulo: 'Ficha', Grupo: [3, 4], Fl_all: false, Diretorio: null, Termino: undefined },
      files: [{ field: 'Doc', file: doc }],
    });
    xhr.respond(200);
    await promise;

    expect(xhr.method).toBe('PUT');
    const url = new URL(xhr.url);
    expect(url.origin + url.pathname).toBe(apiUrl('orders', '/fichaTecnica/7'));
    expect(Object.fromEntries(url.searchParams)).toEqual({ personId: '1000001', fileName: '1_ficha.pdf' });
    expect(Object.fromEntries(xhr.headers)).toEqual({
      accept: 'application/json',
      'user-token': 'tok-123',
      authorization: 'Bearer portal-fornecedor',
      'x-api-key': 'portal-fornecedor-api-key',
      'x-gateway-key': 'portal-fornecedor-gateway-key',
      'x-functions-key': 'portal-fornecedor-function-key',
    });
    const form = xhr.body as FormData;
    expect([...form.keys()]).toEqual(['Titulo', 'Grupo', 'Grupo', 'Fl_all', 'Doc']);
    expect(form.getAll('Grupo')).toEqual(['3', '4']);
    expect(form.get('Fl_all')).toBe('false');
    expect((form.get('Doc') as File).name).toBe('ficha.pdf');
  });

  it('sends only User-Token to the legacy API, and several files under their own names', async () => {
    writeCookie(TOKEN_COOKIE, 'tok-123');
    const { promise, xhr } = start({
      path: '/send-mail',
      files: [
        { field: 'files', file: pdf('a.pdf') },
        { field: 'files', file: pdf('b.pdf') },
      ],
    });
    xhr.respond(200, { message: 'E-mail enviado' });
    await promise;
    expect(xhr.method).toBe('POST');
    expect([...xhr.headers.keys()].sort()).toEqual(['accept', 'user-token']);
    expect((xhr.body as FormData).getAll('files').map((file) => (file as File).name)).toEqual(['a.pdf', 'b.pdf']);
  });

  describe('idle timeout', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });

    it('never fires while progress keeps coming, however long the whole upload takes', async () => {
      const { promise, outcome, xhr } = start({ idleTimeoutMs: 1000 });
      for (let step = 1; step <= 10; step += 1) {
        await vi.advanceTimersByTimeAsync(900);
        xhr.progress(step * 10, 100);
      }
      expect(outcome.current.state).toBe('pending');
      xhr.respond(200);
      await expect(promise).resolves.toMatchObject({ status: 200 });
      await vi.advanceTimersByTimeAsync(5000);
      expect(xhr.aborted).toBe(false);
    });

    it('fires idleTimeoutMs after the last progress, with the catalogue text', async () => {
      const { promise, outcome, xhr } = start({ idleTimeoutMs: 1000 });
      await vi.advanceTimersByTimeAsync(800);
      xhr.progress(40, 100);
      await vi.advanceTimersByTimeAsync(999);
      expect(outcome.current.state).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      const error = await apiFailure(promise);
      expect(error.kind).toBe('timeout');
      expect(error.message).toBe('Erro ao carregar dados!');
      expect(xhr.aborted).toBe(true);
    });

    it('counts from the start when no progress ever comes, with the default limit', async () => {
      const { promise, outcome } = start();
      await vi.advanceTimersByTimeAsync(UPLOAD_IDLE_TIMEOUT_MS - 1);
      expect(outcome.current.state).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      expect((await apiFailure(promise)).kind).toBe('timeout');
    });

    it('keeps counting while the server is silent after the body was sent', async () => {
      const { promise, xhr } = start({ idleTimeoutMs: 1000 });
      xhr.progress(100, 100);
      await vi.advanceTimersByTimeAsync(1000);
      expect((await apiFailure(promise)).kind).toBe('timeout');
    });
  });

  describe('answers', () => {
    it('legacy status false: the server message, or the catalogue text without one', async () => {
      const first = start();
      first.xhr.respond(200, { status: false, message: 'Comunicado já cadastrado!' });
      const error = await apiFailure(first.promise);
      expect([error.kind, error.message]).toEqual(['http', 'Comunicado já cadastrado!']);

      const second = start();
      second.xhr.respond(200, { status: 0 });
      expect((await apiFailure(second.promise)).message).toBe('Erro ao carregar dados!');
    });

    it('status false is not a failure on the newer APIs, nor is a non-envelope legacy body', async () => {
      const orders = start({ api: 'orders' });
      orders.xhr.respond(200, { status: false });
      await expect(orders.promise).resolves.toEqual({ status: 200, body: { status: false } });

      const legacy = start();
      legacy.xhr.respond(200, 'ok');
      await expect(legacy.promise).resolves.toEqual({ status: 200, body: 'ok' });
    });

    it("'Token inválido!' is a session failure", async () => {
      const onFailure = vi.fn();
      const stop = onSessionFailure(onFailure);
      const { promise, xhr } = start();
      xhr.respond(401, { message: 'Token inválido!' });
      const error = await apiFailure(promise);
      stop();
      expect([error.kind, error.message]).toEqual(['invalidToken', 'Autentificação inválida!']);
      expect(onFailure).toHaveBeenCalledWith(error);
    });

    it('a 4xx keeps the server message; a 5xx shows the catalogue text; 406 has its own kind', async () => {
      const bad = start();
      bad.xhr.respond(400, { message: 'Arquivo inválido' });
      expect(await apiFailure(bad.promise)).toMatchObject({ kind: 'http', status: 400, message: 'Arquivo inválido' });

      const down = start();
      down.xhr.respond(500, { message: 'NullPointerException at line 3' });
      expect(await apiFailure(down.promise)).toMatchObject({ kind: 'http', status: 500, message: 'Erro ao carregar dados!' });

      const refused = start();
      refused.xhr.respond(406, {});
      expect(await apiFailure(refused.promise)).toMatchObject({ kind: 'forbidden406', message: 'O servidor não aceita mais esta sessão. Entre novamente.' });
    });

    it("the caller's catalogue text replaces the default where the server said nothing", async () => {
      const failureMessage = 'Ocorreu um erro ao fazer upload do arquivo!';
      const down = start({ failureMessage });
      down.xhr.respond(503, 'Service Unavailable');
      expect(await apiFailure(down.promise)).toMatchObject({ kind: 'http', message: failureMessage });

      const refused = start({ failureMessage });
      refused.xhr.respond(200, { status: false });
      expect((await apiFailure(refused.promise)).message).toBe(failureMessage);

      const lost = start({ failureMessage });
      lost.xhr.failNetwork();
      expect((await apiFailure(lost.promise)).message).toBe(failureMessage);
    });

    it('a network error is a network ApiError, announced to the request-failure listeners', async () => {
      const failures = vi.fn();
      const stop = onRequestFailure(failures);
      const { promise, xhr } = start({ path: '/compliance' });
      xhr.failNetwork();
      const error = await apiFailure(promise);
      stop();
      expect([error.kind, error.message]).toEqual(['network', 'Erro ao carregar dados!']);
      expect(failures).toHaveBeenCalledWith({ api: 'legacy', method: 'POST', path: '/compliance', error });
    });
  });

  describe('abort', () => {
    it("aborts the request with the caller's reason and stops the idle timer", async () => {
      vi.useFakeTimers();
      const controller = new AbortController();
      const { promise, xhr } = start({ signal: controller.signal, idleTimeoutMs: 1000 });
      xhr.progress(10, 100);
      controller.abort();
      const error: unknown = await promise.catch((reason: unknown) => reason);
      expect(error).toBe(controller.signal.reason);
      expect((error as DOMException).name).toBe('AbortError');
      expect(xhr.aborted).toBe(true);
      expect(vi.getTimerCount()).toBe(0);
    });

    it('does not open a request when the signal is already aborted', async () => {
      const controller = new AbortController();
      controller.abort();
      await expect(uploadFile({ path: '/x', files: [], signal: controller.signal })).rejects.toBe(controller.signal.reason);
      expect(FakeXhr.instances).toHaveLength(0);
    });
  });
});

describe('uploadFile over the real XMLHttpRequest (MSW)', () => {
  it('delivers a multipart body the server can read', async () => {
    writeCookie(TOKEN_COOKIE, 'tok-123');
    const seen: { token: string | null; fields: [string, string][] }[] = [];
    server.use(
      http.post(apiUrl('legacy', '/comunicado'), async ({ request }) => {
        const form = await request.formData();
        seen.push({
          token: request.headers.get('User-Token'),
          // jsdom's FormData reaches MSW without the file names: the part's bytes prove the file went through.
          fields: await Promise.all(
            [...form.entries()].map(async ([name, value]): Promise<[string, string]> => [name, typeof value === 'string' ? value : await value.text()]),
          ),
        });
        return HttpResponse.json({ status: true, message: 'Comunicado salvo' });
      }),
    );
    const response = await uploadFile({
      path: '/comunicado',
      fields: { Titulo: 'Aviso' },
      files: [{ field: 'Doc', file: pdf('aviso.pdf') }],
    });
    expect(response).toEqual({ status: 200, body: { status: true, message: 'Comunicado salvo' } });
    expect(seen).toEqual([{ token: 'tok-123', fields: [['Titulo', 'Aviso'], ['Doc', '%PDF-1.7']] }]);
  });
});
