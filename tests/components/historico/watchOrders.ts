import { server } from '../../../mocks/node';

/** The variables of every Orders call. */
export function watchOrders(): Record<string, unknown>[] {
  const calls: Record<string, unknown>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'POST' || !request.url.endsWith('/graphql')) return;
    void request
      .clone()
      .json()
      .then((body: { query: string; variables: Record<string, unknown> }) => body.query.startsWith('query Orders') && calls.push(body.variables));
  });
  return calls;
}
