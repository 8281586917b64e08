import { server } from '../../mocks/node';

let listening = false;

/** MSW listens once per worker: the module is shared by every file of a worker (isolate: false). */
export function startMockServer(): void {
  if (listening) return;
  server.listen({ onUnhandledRequest: 'error' });
  listening = true;
}
