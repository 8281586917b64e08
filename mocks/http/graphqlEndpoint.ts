import { execute, parse, validate, type DocumentNode, type GraphQLError } from 'graphql';
import { delay, graphql, HttpResponse, type GraphQLVariables } from 'msw';
import { apiUrl } from '../../src/config';
import type { PermissionKey } from '../../src/permissions/keys';
import { callerFromToken, durable, GATEWAY_REFUSED, hasGatewayCredentials, refusal, TOKEN_INVALID, type Caller } from './endpoint';
import { bodylessAnswer, takeGraphqlFault } from './faults';
import { graphqlLimitRefusal } from './graphqlLimits';
import { projectQuery } from './graphqlProjection';
import { graphqlSchema } from './graphqlSchema';
import { permissionList, register } from './registry';

const api = graphql.link(apiUrl('graphql'));

export interface GraphqlContext {
  variables: GraphQLVariables;
  caller: Caller;
}

type Kind = 'query' | 'mutation';

/** A GraphQL error body as the newer API sends it. */
export const graphqlError = (message: string, code?: string | number, status = 200): Response =>
  HttpResponse.json({ data: null, errors: [{ message, extensions: code === undefined ? {} : { code } }] }, { status });

const errorsOf = (errors: readonly GraphQLError[]) => errors.map((error) => ({ message: error.message }));

/**
 * The query checked against the limits, then the schema: its document, or the 400 a GraphQL server answers for a
 * query it will not run (the limits come first: validating 1,000 aliases alone takes seconds).
 */
function checkedDocument(query: string, operationName: string, variables: GraphQLVariables): DocumentNode | Response {
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch (error) {
    return HttpResponse.json({ errors: [{ message: (error as Error).message }] }, { status: 400 });
  }
  const beyondLimits = graphqlLimitRefusal(document, operationName, variables);
  if (beyondLimits) return graphqlError(beyondLimits, 400, 400);
  const errors = validate(graphqlSchema(), document);
  return errors.length > 0 ? HttpResponse.json({ errors: errorsOf(errors) }, { status: 400 }) : document;
}

/**
 * One GraphQL operation of the mock: fault switch ('GRAPHQL <name>'), the gateway's credentials, the query against
 * the limits and the schema, token,
 * permission, then the resolver, which returns the operation's root fields whole (or a graphqlError Response); the
 * schema runs the query over them, so only the fields asked for come back, typed as the schema says.
 */
export function graphqlEndpoint(
  kind: Kind,
  operationName: string,
  options: { permission?: PermissionKey | readonly PermissionKey[] },
  resolver: (ctx: GraphqlContext) => unknown,
) {
  const handler = api[kind](operationName, async ({ request, query, variables }) => {
    const fault = takeGraphqlFault(operationName);
    if (fault?.delayMs) await delay(fault.delayMs);
    if (fault?.status406) return graphqlError('Acesso não autorizado.', 406, 406);
    if (fault?.tokenInvalid) return graphqlError(TOKEN_INVALID, 401);
    if (fault?.body !== undefined) return HttpResponse.json(fault.body as Record<string, unknown>, { status: fault.status ?? 200 });
    const bodyless = fault && bodylessAnswer(fault);
    if (bodyless) return bodyless;
    if (fault?.status) return graphqlError('Erro interno do servidor.', fault.status, fault.status);
    if (!hasGatewayCredentials(request)) return graphqlError(GATEWAY_REFUSED, 401, 401);
    const document = checkedDocument(query, operationName, variables);
    if (document instanceof Response) return document;
    const caller = callerFromToken(request.headers.get('User-Token'));
    if (!caller) return graphqlError(TOKEN_INVALID, 401);
    const refused = refusal(caller, options);
    if (refused) return graphqlError(refused.message, refused.status);
    const data = await resolver({ variables, caller });
    // A resolver refuses an operation by answering a Response (graphqlError).
    if (data instanceof Response) return durable(data);
    const projected = projectQuery(graphqlSchema(), document, operationName, variables, data);
    if (projected) return durable(HttpResponse.json({ data: projected }));
    const result = await execute({ schema: graphqlSchema(), document, rootValue: data, variableValues: variables, operationName });
    if (result.errors?.length) return durable(HttpResponse.json({ data: result.data ?? null, errors: errorsOf(result.errors) }, { status: result.data ? 200 : 400 }));
    return durable(HttpResponse.json({ data: result.data as Record<string, unknown> }));
  });
  return register({
    method: 'post',
    api: 'graphql',
    path: `GRAPHQL ${operationName}`,
    permission: permissionList(options.permission),
    public: false,
    graphql: { kind, operationName },
    handler,
  });
}
