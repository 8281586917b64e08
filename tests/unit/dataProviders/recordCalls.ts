import { http, HttpResponse, type DefaultBodyType } from 'msw';
import { apiUrl, type ApiName } from '../../../src/config';
import { TOKEN_COOKIE } from '../../../src/session/cookies';
import { server } from '../../../mocks/node';

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';
type Reply = DefaultBodyType | ((request: Request) => Response | Promise<Response>);

/**
 * Answers one method + path of an API (MSW path syntax, e.g. '/grupo/:id') with `reply`, a JSON body or a resolver,
 * and records every request it saw, untouched, so a test can assert its URL, headers and body.
 */
export function recordCalls(method: Method, path: string, reply: Reply = { status: true, message: 'Sucesso' }, api: ApiName = 'legacy') {
  const seen: Request[] = [];
  server.use(
    http[method](apiUrl(api, path), async ({ request }) => {
      seen.push(request.clone());
      return typeof reply === 'function' ? reply(request) : HttpResponse.json(reply);
    }),
  );
  return seen;
}

/** The path and query of a recorded request, e.g. '/api/legacy/grupo?tipo=F'. */
export const target = (request: Request): string => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/** The headers a test asserts (names lower-case, as fetch gives them). */
export const headersOf = (request: Request): Record<string, string> => Object.fromEntries(request.headers.entries());

/**
 * A session token for the HTTP client without a DOM: the cookie string is all it reads of `document`.
 * Call in beforeEach; `vi.unstubAllGlobals()` in afterEach.
 */
export function stubSessionToken(token: string): void {
  vi.stubGlobal('document', { cookie: `${TOKEN_COOKIE}=${token}` });
}

/** Answers POST /downloadTicket with `ticket` and records the calls: a download link carries it instead of the token. */
export const recordTickets = (ticket: string): Request[] => recordCalls('post', '/downloadTicket', { status: true, message: 'Sucesso', itens: { ticket } });
