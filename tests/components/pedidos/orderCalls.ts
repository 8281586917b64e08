import { server } from '../../../mocks/node';
import type { PendingOrderLine } from '../../../src/types/api';

export interface OrderListAnswer {
  query: Record<string, string>;
  itens: PendingOrderLine[];
  total: number;
}

export interface OrderCalls {
  /** Every successful GET /pedidos, with its query and the mock's answer. */
  lists: OrderListAnswer[];
  /** Every PUT /pedidos/cancelar body, answered or not. */
  cancels: unknown[];
}

/** Watches the order lists' calls on the MSW server (remove with server.events.removeAllListeners()). */
export function watchOrderCalls(): OrderCalls {
  const calls: OrderCalls = { lists: [], cancels: [] };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT' && new URL(request.url).pathname === '/api/legacy/pedidos/cancelar') {
      void request
        .clone()
        .json()
        .then((body: unknown) => calls.cancels.push(body));
    }
  });
  server.events.on('response:mocked', ({ request, response }) => {
    const url = new URL(request.url);
    if (request.method !== 'GET' || url.pathname !== '/api/legacy/pedidos' || !response.ok) return;
    void response
      .clone()
      .json()
      .then((body: { itens: PendingOrderLine[]; total: { value: number } }) =>
        calls.lists.push({ query: Object.fromEntries(url.searchParams), itens: body.itens, total: body.total.value }),
      );
  });
  return calls;
}
