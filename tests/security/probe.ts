import { vi } from 'vitest';
import { apiUrl } from '../../src/config';
import { openSession } from '../../mocks/auth/sessions';
import { db } from '../../mocks/db/db';
import { issueTicket } from '../../mocks/http/downloadTickets';
import { endpointRegistry, type RegisteredEndpoint } from '../../mocks/http/registry';
import { GATEWAY_HEADERS } from '../helpers/mockApi';

/** Every endpoint that asks for a session, in the registry's order. */
export const guardedEndpoints = (): RegisteredEndpoint[] => endpointRegistry.filter((entry) => !entry.public);

/** The registry's key of an endpoint: 'get legacy /compliance/:id', 'post graphql GRAPHQL Orders'. */
export const keyOf = (entry: RegisteredEndpoint): string => `${entry.method} ${entry.api} ${entry.path}`;

export interface ProbeCall {
  /** The session token: the User-Token header, or for a download link the ticket issued to it. */
  token?: string;
  /** Path parameters by name; any other parameter is filled with '1'. */
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** A GraphQL operation's text (default: the operation asking only `__typename`, valid against any schema). */
  graphqlText?: string;
  variables?: Record<string, unknown>;
}

export function filledPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_all, name: string) => encodeURIComponent(params[name] ?? '1'));
}

/** One call to an endpoint of the mock server, as any HTTP client could make it (with the gateway's credentials). */
export function probe(entry: RegisteredEndpoint, call: ProbeCall = {}): Promise<Response> {
  const headers: Record<string, string> = entry.api === 'legacy' ? {} : { ...GATEWAY_HEADERS };
  if (entry.graphql) {
    const { kind, operationName } = entry.graphql;
    if (call.token) headers['User-Token'] = call.token;
    return fetch(apiUrl('graphql'), {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: call.graphqlText ?? `${kind} ${operationName} { __typename }`, operationName, variables: call.variables ?? {} }),
    });
  }
  const params = { ...call.params };
  const query = new URLSearchParams(call.query);
  // A download link carries a ticket the session asked for (POST /downloadTicket), never the token itself.
  const ticket = call.token && issueTicket(call.token);
  if (entry.ticketParam && entry.path.includes(`:${entry.ticketParam}`)) params[entry.ticketParam] = ticket || '-';
  else if (entry.ticketParam) {
    if (ticket) query.set(entry.ticketParam, ticket);
  } else if (call.token) headers['User-Token'] = call.token;
  const search = query.size > 0 ? `?${query.toString()}` : '';
  const withBody = entry.method !== 'get';
  if (withBody) headers['Content-Type'] = 'application/json';
  return fetch(apiUrl(entry.api, filledPath(entry.path, params)) + search, {
    method: entry.method.toUpperCase(),
    headers,
    body: withBody ? JSON.stringify(call.body ?? {}) : undefined,
  });
}

/** A session opened straight in the store (cheaper than a sign-in per endpoint), as POST /auth opens it. */
export const sessionOf = (codigo: string): string => openSession(codigo);

/** Tables a refused call may still touch: its session (an idle one is ended) and nothing else. */
const SESSION_TABLES = new Set(['sessions', 'loginFailures']);

/** The whole store but the sessions, as text: what a refused write must leave as it was. */
export const dataSnapshot = (): string =>
  JSON.stringify(Object.entries(db.tables).filter(([name]) => !SESSION_TABLES.has(name)));

/** The tables a block of calls marked changed (db.touch), but the sessions'. */
export async function touchedBy(run: () => Promise<unknown>): Promise<string[]> {
  const touch = vi.spyOn(db, 'touch');
  try {
    await run();
    return touch.mock.calls.map(([name]) => name).filter((name) => !SESSION_TABLES.has(name));
  } finally {
    touch.mockRestore();
  }
}
