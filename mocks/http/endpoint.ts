import { delay, http, HttpResponse, type DefaultBodyType, type PathParams } from 'msw';
import { apiUrl, type ApiName } from '../../src/config';
import type { PermissionKey } from '../../src/permissions/keys';
import { db } from '../db/db';
import type { PessoaRecord } from '../db/tables';
import { bodylessAnswer, takeFault } from './faults';
import { permissionsOf, roleOf } from '../auth/permissions';
import { liveSession } from '../auth/sessions';
import { redeemTicket } from './downloadTickets';
import { permissionList, register } from './registry';

export const TOKEN_INVALID = 'Token inválido!';
export const NO_PERMISSION = 'Usuário não tem permissão para acessar funcionalidades';
export const RENEWAL_REQUIRED = 'Senha expirada! Altere sua senha para continuar.';
/** The gateway in front of the newer APIs (orders, GraphQL) refuses a call without its credentials. */
export const GATEWAY_REFUSED = 'Acesso negado: credenciais da API ausentes (Authorization: Bearer e x-api-key).';

/** The newer APIs' gateway: an `Authorization: Bearer <token>` and an `x-api-key`, both non-empty (README, "Configuration"). */
export function hasGatewayCredentials(request: Request): boolean {
  const bearer = /^Bearer\s+\S+/i.test(request.headers.get('Authorization') ?? '');
  return bearer && (request.headers.get('x-api-key') ?? '').trim() !== '';
}

export interface Caller {
  user: PessoaRecord;
  permissions: ReadonlySet<string>;
  role: string;
  token: string;
}

export interface EndpointContext {
  request: Request;
  params: PathParams;
  url: URL;
  /** The signed-in caller; absent only on public endpoints. */
  caller: Caller | undefined;
}

export interface EndpointOptions {
  /** The caller needs ANY of these keys. */
  permission?: PermissionKey | readonly PermissionKey[];
  /** A session that must renew its password may make this call (renewal save, user by token, logout); it is refused every other. */
  duringRenewal?: boolean;
  /** The path parameter that carries a download ticket instead of the User-Token header (files a link or frame opens). */
  ticketParam?: string;
  /** The query parameter that carries a download ticket instead of the header (a pre-signed download link). */
  ticketQuery?: string;
}

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';
type Resolver = (ctx: EndpointContext & { caller: Caller }) => Response | Promise<Response>;
type PublicResolver = (ctx: EndpointContext) => Response | Promise<Response>;

export const fail = (status: number, message: string): Response => HttpResponse.json({ status: false, message }, { status });

export const ok = (fields: Record<string, DefaultBodyType> = {}): Response =>
  HttpResponse.json({ status: true, message: 'Sucesso', ...fields });

export function callerFromToken(token: string | null | undefined): Caller | undefined {
  if (!token) return undefined;
  const session = liveSession(token);
  const user = session && db.tables.pessoas.find((row) => row.codigo === session.codigo && !row.bloqueado);
  if (!session || !user) return undefined;
  return { user, permissions: permissionsOf(user), role: roleOf(user), token };
}

async function faultResponse(request: Request, url: URL): Promise<Response | undefined> {
  const fault = takeFault(request.method, url.pathname);
  if (!fault) return undefined;
  if (fault.delayMs) await delay(fault.delayMs);
  if (fault.status406) return fail(406, 'Acesso não autorizado.');
  if (fault.tokenInvalid) return HttpResponse.json({ status: false, message: TOKEN_INVALID });
  if (fault.body !== undefined) return HttpResponse.json(fault.body as DefaultBodyType, { status: fault.status ?? 200 });
  const bodyless = bodylessAnswer(fault);
  if (bodyless) return bodyless;
  if (fault.status) return fail(fault.status, 'Erro interno do servidor.');
  return undefined;
}

/**
 * One endpoint of the mock server: fault switch first, then the token, then the permission,
 * then the area's resolver. This is the server-side enforcement every area relies on.
 */
export function endpoint(method: Method, api: ApiName, path: string, options: EndpointOptions, resolver: Resolver) {
  const handler = http[method](apiUrl(api, path), async ({ request, params }) => {
    const url = new URL(request.url);
    const faulted = await faultResponse(request, url);
    if (faulted) return faulted;
    if (api !== 'legacy' && !hasGatewayCredentials(request)) return fail(401, GATEWAY_REFUSED);
    const token = options.ticketParam
      ? redeemTicket(String(params[options.ticketParam] ?? ''))
      : options.ticketQuery
        ? redeemTicket(url.searchParams.get(options.ticketQuery))
        : request.headers.get('User-Token');
    const caller = callerFromToken(token);
    if (!caller) return HttpResponse.json({ status: false, message: TOKEN_INVALID }, { status: 401 });
    const refused = refusal(caller, options);
    if (refused) return fail(refused.status, refused.message);
    return durable(await resolver({ request, params, url, caller }));
  });
  return register({ method, api, path, permission: permissionList(options.permission), public: false, ticketParam: options.ticketParam ?? options.ticketQuery, handler });
}

/**
 * An answer leaves only once what its call changed is stored, as a real server's would: the page may reload the
 * moment it has the answer (logout, a session's end, a profile save), and a batch still waiting would be lost.
 */
export async function durable(response: Response): Promise<Response> {
  // A call that changed nothing does not wait for other calls' saves.
  if (db.unsavedChanges) await db.flush();
  return response;
}

/** Why the server refuses this caller this call: a pending password renewal, or a missing permission. */
export function refusal(caller: Caller, options: EndpointOptions): { status: number; message: string } | undefined {
  if (caller.user.renovacao && !options.duringRenewal) return { status: 403, message: RENEWAL_REQUIRED };
  const needed = permissionList(options.permission);
  if (needed.length > 0 && !needed.some((key) => caller.permissions.has(key))) return { status: 403, message: NO_PERMISSION };
  return undefined;
}

/** An endpoint without a session (login, password reset, status); faults still apply. */
export function publicEndpoint(method: Method, api: ApiName, path: string, resolver: PublicResolver) {
  const handler = http[method](apiUrl(api, path), async ({ request, params }) => {
    const url = new URL(request.url);
    const faulted = await faultResponse(request, url);
    if (faulted) return faulted;
    return durable(await resolver({ request, params, url, caller: callerFromToken(request.headers.get('User-Token')) }));
  });
  return register({ method, api, path, permission: [], public: true, handler });
}

/** The supplier a call may act on: staff with filtro-fornecedor choose it; a supplier is always itself. */
export function scopedPersonId(caller: Caller, requested: string | number | null | undefined): string {
  if (caller.permissions.has('filtro-fornecedor') && requested !== null && requested !== undefined && String(requested) !== '') {
    return String(requested);
  }
  return caller.user.codigo;
}

export async function jsonBody<T>(request: Request): Promise<Partial<T>> {
  try {
    const parsed: unknown = await request.json();
    return parsed && typeof parsed === 'object' ? (parsed as Partial<T>) : {};
  } catch {
    return {};
  }
}
