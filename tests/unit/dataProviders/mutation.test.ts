import { delay, HttpResponse } from 'msw';
import { ApiError } from '../../../src/dataProviders/core/errors';
import { legacyMutation } from '../../../src/dataProviders/core/mutation';
import { onSessionFailure } from '../../../src/dataProviders/core/sessionEvents';
import { headersOf, recordCalls, stubSessionToken, target } from './recordCalls';
import { apiFailure } from '../../helpers/apiFailure';

beforeEach(() => stubSessionToken('tok-123'));
afterEach(() => vi.unstubAllGlobals());

const MISSING = 'Campos necessários, não foram retornados pelo servidor!';

describe('legacyMutation', () => {
  it('sends method, path, query and JSON body, and answers { message, itens, body }', async () => {
    const seen = recordCalls('put', '/pessoa/setAtivo', { status: true, message: 'Alteração realizada!', itens: { codigo: '1000001', ativo: 'N' } });
    const result = await legacyMutation({ method: 'PUT', path: '/pessoa/setAtivo', query: { origem: 'lista' }, body: { codigo: '1000001', Valor: 'N' } });
    expect(seen).toHaveLength(1);
    expect(seen[0].method).toBe('PUT');
    expect(target(seen[0])).toBe('/api/legacy/pessoa/setAtivo?origem=lista');
    expect(headersOf(seen[0])).toEqual({ accept: 'application/json', 'content-type': 'application/json', 'user-token': 'tok-123' });
    expect(await seen[0].json()).toEqual({ codigo: '1000001', Valor: 'N' });
    expect(result).toEqual({
      message: 'Alteração realizada!',
      itens: { codigo: '1000001', ativo: 'N' },
      body: { status: true, message: 'Alteração realizada!', itens: { codigo: '1000001', ativo: 'N' } },
    });
  });

  it('sends FormData as multipart and answers an envelope without itens or message', async () => {
    const seen = recordCalls('post', '/assinatura', { status: 1 });
    const form = new FormData();
    form.append('aceite', 'S');
    expect(await legacyMutation({ method: 'POST', path: '/assinatura', body: form })).toEqual({ message: '', itens: undefined, body: { status: 1 } });
    expect(headersOf(seen[0])['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect((await seen[0].formData()).get('aceite')).toBe('S');
  });

  it('maps failures like reads do, with the submit text where the server says nothing', async () => {
    recordCalls('post', '/x', {});
    const shape = await apiFailure(legacyMutation({ method: 'POST', path: '/x' }));
    expect([shape.kind, shape.message]).toEqual(['shape', MISSING]);

    recordCalls('post', '/x', { status: false, message: 'Pedido já confirmado' });
    expect((await apiFailure(legacyMutation({ method: 'POST', path: '/x' }))).message).toBe('Pedido já confirmado');

    recordCalls('post', '/x', { status: 300, message: 'Fornecedor já associado a outro grupo' });
    const warning = await apiFailure(legacyMutation({ method: 'POST', path: '/x' }));
    expect(warning.message).toBe('Fornecedor já associado a outro grupo');
    expect(warning.body).toEqual({ status: 300, message: 'Fornecedor já associado a outro grupo' });

    recordCalls('post', '/x', () => HttpResponse.json({ status: false, message: 'Acesso não autorizado.' }, { status: 406 }));
    expect((await apiFailure(legacyMutation({ method: 'POST', path: '/x' }))).kind).toBe('forbidden406');

    recordCalls('post', '/x', () => HttpResponse.error());
    const network = await apiFailure(legacyMutation({ method: 'POST', path: '/x' }));
    expect([network.kind, network.message]).toEqual(['network', 'Erro ao enviar dados!']);
  });

  it('times out with the submit text', async () => {
    recordCalls('post', '/lento', async () => {
      await delay(500);
      return HttpResponse.json({ status: true });
    });
    const error = await apiFailure(legacyMutation({ method: 'POST', path: '/lento', timeoutMs: 30 }));
    expect([error.kind, error.message]).toEqual(['timeout', 'Erro ao enviar dados!']);
  });

  it("'Token inválido!' ends the session like any call", async () => {
    const failures: ApiError[] = [];
    const off = onSessionFailure((error) => failures.push(error));
    recordCalls('post', '/x', { status: false, message: 'Token inválido!' });
    const error = await apiFailure(legacyMutation({ method: 'POST', path: '/x' }));
    off();
    expect([error.kind, error.message]).toEqual(['invalidToken', 'Autentificação inválida!']);
    expect(failures).toEqual([error]);
  });
});

describe('legacyMutation one flight per key', () => {
  it('a second call with the same key while the first is pending sends nothing and shares the answer', async () => {
    const seen = recordCalls('post', '/pedido/confirmar', async () => {
      await delay(40);
      return HttpResponse.json({ status: true, message: 'Confirmado' });
    });
    const call = { method: 'POST', path: '/pedido/confirmar', body: { pedido: 1 }, key: 'confirmar:1' } as const;
    const [first, second] = await Promise.all([legacyMutation(call), legacyMutation(call)]);
    expect(seen).toHaveLength(1);
    expect(first).toEqual({ message: 'Confirmado', itens: undefined, body: { status: true, message: 'Confirmado' } });
    expect(second).toBe(first);
    await legacyMutation(call);
    expect(seen).toHaveLength(2);
  });

  it('different keys, or no key, send every call', async () => {
    const seen = recordCalls('post', '/pedido/confirmar');
    await Promise.all([
      legacyMutation({ method: 'POST', path: '/pedido/confirmar', key: 'a' }),
      legacyMutation({ method: 'POST', path: '/pedido/confirmar', key: 'b' }),
      legacyMutation({ method: 'POST', path: '/pedido/confirmar' }),
      legacyMutation({ method: 'POST', path: '/pedido/confirmar' }),
    ]);
    expect(seen).toHaveLength(4);
  });

  it('a failed flight rejects both callers and frees the key', async () => {
    const seen = recordCalls('post', '/x', { status: false, message: 'Recusado' });
    const call = { method: 'POST', path: '/x', key: 'k' } as const;
    const both = await Promise.all([apiFailure(legacyMutation(call)), apiFailure(legacyMutation(call))]);
    expect(both.map((error) => error.message)).toEqual(['Recusado', 'Recusado']);
    expect(seen).toHaveLength(1);
    await apiFailure(legacyMutation(call));
    expect(seen).toHaveLength(2);
  });
});

describe('legacyMutation without the envelope (successStatus)', () => {
  const confirmRefuse = { api: 'orders', method: 'POST', path: '/orders/confirmRefuse', feature: 'orders', successStatus: 201 } as const;

  it('succeeds on exactly that status, with the newer APIs headers', async () => {
    const seen = recordCalls('post', '/orders/confirmRefuse', () => HttpResponse.json({ id: 5 }, { status: 201 }), 'orders');
    const result = await legacyMutation({ ...confirmRefuse, body: { purchaseOrderId: 1, statusIs: 'C' } });
    expect(result).toEqual({ message: '', itens: { id: 5 }, body: { id: 5 } });
    expect(target(seen[0])).toBe('/api/sourcing/orders/confirmRefuse');
    expect(headersOf(seen[0])).toEqual({
      accept: 'application/json',
      authorization: 'Bearer portal-fornecedor',
      'content-type': 'application/json',
      'user-token': 'tok-123',
      'x-api-key': 'portal-fornecedor-api-key',
      'x-functions-key': 'portal-fornecedor-function-key',
      'x-gateway-key': 'portal-fornecedor-gateway-key',
    });
    expect(await seen[0].json()).toEqual({ purchaseOrderId: 1, statusIs: 'C' });
  });

  it('another 2xx fails with its error message, or as an unexpected reply', async () => {
    recordCalls('post', '/orders/confirmRefuse', { error: 'Data sugerida inválida' }, 'orders');
    expect((await apiFailure(legacyMutation(confirmRefuse))).message).toBe('Data sugerida inválida');
    recordCalls('post', '/orders/confirmRefuse', { ok: true }, 'orders');
    expect((await apiFailure(legacyMutation(confirmRefuse))).message).toBe(MISSING);
    recordCalls('post', '/orders/confirmRefuse', () => HttpResponse.json({ error: { message: 'Pedido inexistente' } }, { status: 404 }), 'orders');
    expect((await apiFailure(legacyMutation(confirmRefuse))).message).toBe('Pedido inexistente');
  });
});
