import { getResponse, graphql, http, HttpResponse, type RequestHandler } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { routed } from '../../../mocks/http/router';

const BASE = 'http://localhost/api';
const api = graphql.link(`${BASE}/graphql`);

function handlerList() {
  return [
    http.put(`${BASE}/pessoa/setAtivo`, () => HttpResponse.text('literal')),
    http.put(`${BASE}/pessoa/:codigo`, ({ params }) => HttpResponse.text(`param ${String(params.codigo)}`)),
    http.get(`${BASE}/pessoa/:codigo`, () => HttpResponse.text('get')),
    http.get(`${BASE}/pessoa/:codigo`, () => HttpResponse.text('never: the first GET answers')),
    api.query('Payments', () => HttpResponse.json({ data: { payments: [] } })),
    api.query('PaymentDelay', () => HttpResponse.json({ data: { paymentDelay: [] } })),
    api.operation(() => HttpResponse.json({ errors: [{ message: 'unknown operation' }] })),
  ];
}

const gql = (query: string, operationName?: string) =>
  new Request(`${BASE}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ query, operationName, variables: {} }) });

const calls = () => [
  new Request(`${BASE}/pessoa/setAtivo`, { method: 'PUT' }),
  new Request(`${BASE}/pessoa/1000001`, { method: 'PUT' }),
  new Request(`${BASE}/pessoa/1000001?x=1`),
  new Request(`${BASE}/pessoa/1000001`, { method: 'DELETE' }),
  new Request(`${BASE}/outro`),
  gql('query PaymentDelay { paymentDelay { productId } }', 'PaymentDelay'),
  gql('query Payments { payments { invoiceNumber } }'),
  gql('query Outra { x }', 'Outra'),
  // MSW matches paths without regard to case, and with or without a last slash.
  new Request(`${BASE}/PESSOA/1000002`, { method: 'PUT' }),
  new Request(`${BASE}/pessoa/setAtivo/`, { method: 'PUT' }),
  new Request(`http://LOCALHOST/api/pessoa/1000003`),
];

async function answer(handlers: RequestHandler[], request: Request): Promise<string | undefined> {
  const response = await getResponse(handlers, request);
  return response ? `${response.status} ${await response.text()}` : undefined;
}

describe('mock router', () => {
  it("answers every call as MSW's own list does (literal paths first, method, GraphQL operation, the catch-all)", async () => {
    const expected = await Promise.all(calls().map((request) => answer(handlerList(), request)));
    const routedAnswers = await Promise.all(calls().map((request) => answer([routed(handlerList())], request)));
    expect(routedAnswers).toEqual(expected);
    expect(expected.slice(0, 5)).toEqual(['200 literal', '200 param 1000001', '200 get', undefined, undefined]);
    expect(expected.slice(-3)).toEqual(['200 param 1000002', '200 literal', '200 get']);
  });

  it("tries only the handlers of the call's path and method, or of its GraphQL operation", async () => {
    const handlers = handlerList();
    const runs = handlers.map((handler) => vi.spyOn(handler, 'run'));
    await answer([routed(handlers)], new Request(`${BASE}/pessoa/1000001`, { method: 'PUT' }));
    expect(runs.map((run) => run.mock.calls.length)).toEqual([0, 1, 0, 0, 0, 0, 0]);
    runs.forEach((run) => run.mockClear());
    await answer([routed(handlers)], gql('query PaymentDelay { paymentDelay { productId } }', 'PaymentDelay'));
    expect(runs.map((run) => run.mock.calls.length)).toEqual([0, 0, 0, 0, 0, 1, 0]);
  });

  it('answers a path written with a last slash as MSW does, with or without the slash in the call', async () => {
    const handlers = () => [http.get(`${BASE}/pendencias/`, () => HttpResponse.text('pendencias'))];
    const requests = () => [new Request(`${BASE}/pendencias/`), new Request(`${BASE}/pendencias`), new Request(`${BASE}/pendenciasx`)];
    const expected = await Promise.all(requests().map((request) => answer(handlers(), request)));
    expect(await Promise.all(requests().map((request) => answer([routed(handlers())], request)))).toEqual(expected);
    expect(expected[0]).toBe('200 pendencias');
  });
});
