import { delay, graphql, HttpResponse, type GraphQLVariables } from 'msw';
import { apiUrl } from '../../src/config';
import type { PermissionKey } from '../../src/permissions/keys';
import { callerFromToken, refusal, TOKEN_INVALID, type Caller } from './endpoint';
import { takeGraphqlFault } from './faults';

const api = graphql.link(apiUrl('graphql'));

export interface GraphqlContext {
  variables: GraphQLVariables;
  caller: Caller;
}

type Kind = 'query' | 'mutation';

/** A GraphQL error body as the newer API sends it. */
export const graphqlError = (message: string, code?: string | number, status = 200): Response =>
  HttpResponse.json({ data: null, errors: [{ message, extensions: code === undefined ? {} : { code } }] }, { status });

/**
 * One GraphQL operation of the mock: fault switch ('GRAPHQL <name>'), token, permission, then the resolver,
 * which returns the operation's `data` (or a graphqlError Response).
 */
export function graphqlEndpoint(
  kind: Kind,
  operationName: string,
  options: { permission?: PermissionKey | readonly PermissionKey[] },
  resolver: (ctx: GraphqlContext) => unknown,
) {
  return api[kind](operationName, async ({ request, variables }) => {
    const fault = takeGraphqlFault(operationName);
    if (fault?.delayMs) await delay(fault.delayMs);
    if (fault?.status406) return graphqlError('Acesso não autorizado.', 406, 406);
    if (fault?.tokenInvalid) return graphqlError(TOKEN_INVALID, 401);
    if (fault?.body !== undefined) return HttpResponse.json(fault.body as Record<string, unknown>, { status: fault.status ?? 200 });
    if (fault?.status) return graphqlError('Erro interno do servidor.', fault.status, fault.status);
    const caller = callerFromToken(request.headers.get('User-Token'));
    if (!caller) return graphqlError(TOKEN_INVALID, 401);
    const refused = refusal(caller, options);
    if (refused) return graphqlError(refused.message, refused.status);
    const data = await resolver({ variables, caller });
    // A resolver refuses an operation by answering a Response (graphqlError).
    if (data instanceof Response) return data;
    return HttpResponse.json({ data: data as Record<string, unknown> });
  });
}
