// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../src/config';
import { GraphQLError, graphqlRequest } from '../../../src/dataProviders/core/graphql';
import { ApiError } from '../../../src/dataProviders/core/errors';
import { TOKEN_COOKIE, writeCookie } from '../../../src/session/cookies';
import { server } from '../../../mocks/node';

function answer(body: unknown) {
  const seen: Request[] = [];
  server.use(
    http.post(apiUrl('graphql'), ({ request }) => {
      seen.push(request.clone());
      return HttpResponse.json(body as Record<string, unknown>);
    }),
  );
  return seen;
}

const QUERY = 'query Pedidos($id: Int!) { pedidos(id: $id) { numero } }';

describe('graphqlRequest', () => {
  it('posts {query, variables} with the newer APIs headers and returns data', async () => {
    writeCookie(TOKEN_COOKIE, 'tok-gql');
    const seen = answer({ data: { pedidos: [{ numero: 7 }] } });
    const data = await graphqlRequest<{ pedidos: { numero: number }[] }>({ query: QUERY, variables: { id: 3 } });
    expect(data).toEqual({ pedidos: [{ numero: 7 }] });
    const [req] = seen;
    expect(req.method).toBe('POST');
    expect(req.url).toBe(apiUrl('graphql'));
    expect(await req.json()).toEqual({ query: QUERY, variables: { id: 3 } });
    expect(req.headers.get('Content-Type')).toBe('application/json');
    expect(req.headers.get('User-Token')).toBe('tok-gql');
    expect(req.headers.get('Authorization')).toBe('Bearer portal-fornecedor');
    expect(req.headers.get('x-api-key')).toBe('portal-fornecedor-api-key');
    expect(req.headers.get('x-gateway-key')).toBe('portal-fornecedor-gateway-key');
    expect(req.headers.get('x-functions-key')).toBe('portal-fornecedor-function-key');
  });

  it('sends empty variables when none are given', async () => {
    const seen = answer({ data: { ok: true } });
    await graphqlRequest({ query: '{ ok }' });
    expect(await seen[0].json()).toEqual({ query: '{ ok }', variables: {} });
  });

  it('surfaces errors[0].message and keeps extensions.code', async () => {
    answer({ data: null, errors: [{ message: 'Pedido bloqueado para edição', extensions: { code: 'PEDIDO_BLOQUEADO' } }, { message: 'segundo' }] });
    const error = await graphqlRequest({ query: QUERY }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(GraphQLError);
    expect((error as GraphQLError).message).toBe('Pedido bloqueado para edição');
    expect((error as GraphQLError).code).toBe('PEDIDO_BLOQUEADO');
  });

  it("data null without errors → 'Campos necessários, não foram retornados pelo servidor!'", async () => {
    answer({ data: null });
    const error = await graphqlRequest({ query: QUERY }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('shape');
    expect((error as ApiError).message).toBe('Campos necessários, não foram retornados pelo servidor!');
  });
});
