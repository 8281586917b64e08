import { GraphQLHandler, HttpHandler, http, matchRequestUrl, type RequestHandler } from 'msw';

/**
 * MSW tries its handlers in turn, and each try reads the request's cookies again (appending them to the request's
 * headers): with 160 endpoints a call spent tens of milliseconds before its own handler ran. The router, one handler
 * in MSW's list, tries only the handlers that can answer a call: the HTTP ones of its method and path, or the GraphQL
 * ones of its operation's name (every GraphQL one when no name is given or none has it), in the list's order, so the
 * answer is the one MSW would have chosen.
 */
export function routed(handlers: readonly RequestHandler[]): RequestHandler {
  const graphqlHandlers = handlers.filter((handler): handler is GraphQLHandler => handler instanceof GraphQLHandler);
  return http.all('*', async ({ request, requestId }) => {
    for (const handler of await candidates(handlers, graphqlHandlers, request)) {
      const result = await handler.run({ request, requestId });
      if (result?.response) return result.response;
    }
    return undefined;
  });
}

async function candidates(handlers: readonly RequestHandler[], graphqlHandlers: readonly GraphQLHandler[], request: Request): Promise<RequestHandler[]> {
  const url = new URL(request.url);
  const maybeGraphql = graphqlHandlers.length > 0 && (url.searchParams.has('query') || (request.headers.get('Content-Type') ?? '').includes('json'));
  const operation = maybeGraphql ? await operationName(graphqlHandlers[0], request) : undefined;
  const named = operation !== undefined && graphqlHandlers.some((handler) => handler.info.operationName === operation);
  return handlers.filter((handler) => {
    if (handler instanceof HttpHandler) return answers(handler, request, url);
    if (handler instanceof GraphQLHandler) return !named || typeof handler.info.operationName !== 'string' || handler.info.operationName === operation;
    return true;
  });
}

function answers(handler: HttpHandler, request: Request, url: URL): boolean {
  const { method, path } = handler.info;
  const methodMatches = method instanceof RegExp ? method.test(request.method) : method.toUpperCase() === request.method.toUpperCase();
  if (!methodMatches) return false;
  if (typeof path === 'function') return true;
  const start = typeof path === 'string' ? literalStart(path) : undefined;
  if (start !== undefined && !`${url.origin}${url.pathname}`.toLowerCase().startsWith(start)) return false;
  return matchRequestUrl(url, path).matches;
}

/**
 * The text every URL a handler's path matches begins with (lower case: MSW matches paths without regard to case): the
 * path as written up to its first parameter, wildcard or pattern character, without a last slash. MSW builds a path's
 * pattern anew at each try (a tenth of the mock's time): a call whose URL does not begin so is not tried. Undefined
 * for a path that is not an absolute http(s) URL.
 */
const starts = new Map<string, string | undefined>();
function literalStart(path: string): string | undefined {
  if (!starts.has(path)) {
    const scheme = /^https?:\/\//i.exec(path)?.[0];
    const literal = scheme === undefined ? undefined : scheme + path.slice(scheme.length).split(/[:*(?+{}\\]/)[0];
    starts.set(path, literal?.replace(/\/$/, '').toLowerCase());
  }
  return starts.get(path);
}

/** The GraphQL operation a call names (MSW reads a call's body once for all its GraphQL handlers); else undefined. */
async function operationName(handler: GraphQLHandler, request: Request): Promise<string | undefined> {
  try {
    const parsed = await handler.parseGraphQLRequestOrGetFromCache(request);
    return parsed?.operationName ?? undefined;
  } catch {
    return undefined;
  }
}
