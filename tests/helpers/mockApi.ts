import { afterEach } from 'vitest';
import { apiUrl } from '../../src/config';
import { ACCOUNTS, type AccountName } from './accounts';

/** A raw call to the mock's legacy API, as a client without the portal's HTTP layer would make it. */
export function callLegacy(method: string, path: string, token?: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {};
  if (token) headers['User-Token'] = token;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(apiUrl('legacy', path), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

/** Signs in through POST /auth and returns the session token. */
export async function tokenOf(codigo: string, senha: string): Promise<string> {
  const body = (await (await callLegacy('POST', '/auth', undefined, { codigo, senha })).json()) as { acesso: string };
  return body.acesso;
}

/** What the gateway of the newer APIs (orders, GraphQL) asks of every call, as the portal sends it. */
export const GATEWAY_HEADERS = { Authorization: 'Bearer portal-fornecedor', 'x-api-key': 'portal-fornecedor-api-key' } as const;

/** A raw call to the mock's orders API, with the gateway's credentials. */
export function callOrders(method: string, path: string, token?: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { ...GATEWAY_HEADERS };
  if (token) headers['User-Token'] = token;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(apiUrl('orders', path), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

/**
 * Each account's session token, signed in once per test: a mock reset (between tests) forgets the sessions, so the
 * tokens are dropped after each test of the calling file.
 */
export function accountTokens(): (account: AccountName) => Promise<string> {
  const tokens = new Map<AccountName, string>();
  afterEach(() => tokens.clear());
  return async (account) => {
    let value = tokens.get(account);
    if (!value) {
      value = await tokenOf(ACCOUNTS[account].codigo, ACCOUNTS[account].senha);
      tokens.set(account, value);
    }
    return value;
  };
}

/** A single-use download ticket of a session (POST /downloadTicket), for a link that would otherwise carry the token. */
export async function ticketOf(token: string): Promise<string> {
  const body = (await (await callLegacy('POST', '/downloadTicket', token)).json()) as { itens: { ticket: string } };
  return body.itens.ticket;
}
