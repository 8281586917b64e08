import { apiUrl } from '../../src/config';

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
