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
});
