import { createElement } from 'react';
import { HomePage } from '../../../src/custom/home/HomePage';
import type { AccountName } from '../../helpers/accounts';
import { renderScreenAs } from '../../helpers/renderScreen';
import { waitFor } from '@testing-library/react';
import { setFault } from '../../../mocks/http/faults';
import { server } from '../../../mocks/node';
import { resetHomeRuntime } from '../../../src/custom/home/homeRuntime';
import { getSnapshot } from '../../../src/kit/snackbar/queue';
import { setPageReload } from '../../../src/session/pageReload';

export const WARNINGS = {
  orders: 'Você tem pedidos pendentes. Acesse a página de Pedidos não agendados!',
  documents: 'Você possui alguns documentos pendentes de aceite!',
  returns: 'Você possui algumas retiradas pendentes! Consulte a página de gerenciar pedidos!',
} as const;

export const COUNTER_PATHS = {
  orders: 'GET /api/sourcing/orders/quantityPending',
  documents: 'GET /api/sourcing/documents/qtyDocumentsPending',
} as const;

/** Every message on screen or waiting in the snackbar queue. */
export function queuedMessages(): string[] {
  const { current, waiting } = getSnapshot();
  return [current, ...waiting].filter((item) => item !== null).map((item) => item.message);
}

export interface RequestLog {
  /** 'METHOD /path' of each request that started, and GraphQL operations as 'GRAPHQL <name>'. */
  started: string[];
  ended: string[];
  stop: () => void;
}

async function keyOf(request: Request): Promise<string> {
  const { pathname } = new URL(request.url);
  if (pathname.endsWith('/graphql')) {
    const body = (await request.clone().json().catch(() => ({}))) as { query?: string };
    const name = /^\s*(?:query|mutation)\s+(\w+)/.exec(body.query ?? '')?.[1] ?? '?';
    return `GRAPHQL ${name}`;
  }
  return `${request.method} ${pathname}`;
}

/** Records the requests the app makes (server.events), for "no call at all" assertions. */
export function logRequests(): RequestLog {
  const log: RequestLog = { started: [], ended: [], stop: () => undefined };
  const onStart = ({ request }: { request: Request }) => {
    void keyOf(request).then((key) => log.started.push(key));
  };
  const onEnd = ({ request }: { request: Request }) => {
    void keyOf(request).then((key) => log.ended.push(key));
  };
  server.events.on('request:start', onStart);
  server.events.on('request:end', onEnd);
  log.stop = () => {
    server.events.removeListener('request:start', onStart);
    server.events.removeListener('request:end', onEnd);
  };
  return log;
}

export async function waitForEnded(log: RequestLog, keys: string[], timeout = 5000): Promise<void> {
  await waitFor(() => expect(log.ended).toEqual(expect.arrayContaining(keys)), { timeout });
}

/** Counters that fail answer nothing to the user: used where a test needs the snackbar for itself. */
export function silenceCounters(): void {
  setFault(COUNTER_PATHS.orders, { status: 500 });
  setFault(COUNTER_PATHS.documents, { status: 500 });
  setFault('GRAPHQL pendingReturnProducts', { status: 500 });
}

/** Fresh page-load state for each test: no baselines, no warnings shown, a spy for reloads. */
export function resetHomeState(): { reload: ReturnType<typeof vi.fn<() => void>>; restore: () => void } {
  resetHomeRuntime();
  sessionStorage.clear();
  const reload = vi.fn<() => void>();
  const restore = setPageReload(reload);
  return { reload, restore };
}

/** The home screen alone (the dashboard), signed in as a demo account; App.test.tsx keeps the full-app smoke test. */
export const renderHomeAs = (account: AccountName) => renderScreenAs(account, createElement(HomePage));
