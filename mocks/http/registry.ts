import type { RequestHandler } from 'msw';
import type { ApiName } from '../../src/config';
import type { PermissionKey } from '../../src/permissions/keys';

/**
 * One endpoint of the mock server as the security suite sees it: every `endpoint()`, `publicEndpoint()` and
 * `graphqlEndpoint()` records itself here, so that a suite table-driven over this list covers a new endpoint
 * without a new test (tests/security; docs/decisions.md, "Issue 24 — security").
 */
export interface RegisteredEndpoint {
  method: 'get' | 'post' | 'put' | 'delete' | 'patch';
  api: ApiName;
  /** The path under the API's base (with `:params`); for GraphQL, 'GRAPHQL <operationName>'. */
  path: string;
  /** The caller needs any of these keys; empty when any signed-in caller may call it. */
  permission: readonly PermissionKey[];
  public: boolean;
  /** The path parameter that carries a download ticket instead of the User-Token header. */
  ticketParam?: string;
  /** A GraphQL operation: its kind and name. */
  graphql?: { kind: 'query' | 'mutation'; operationName: string };
  write: boolean;
  handler: RequestHandler;
}

export const endpointRegistry: RegisteredEndpoint[] = [];

export function register(entry: Omit<RegisteredEndpoint, 'write'>): RequestHandler {
  endpointRegistry.push({ ...entry, write: entry.graphql ? entry.graphql.kind === 'mutation' : entry.method !== 'get' });
  return entry.handler;
}

export const permissionList = (permission: PermissionKey | readonly PermissionKey[] | undefined): readonly PermissionKey[] =>
  permission === undefined ? [] : typeof permission === 'string' ? [permission] : permission;
