import { graphql, http } from 'msw';
import { bodylessAnswer, type Fault } from '../../mocks/http/faults';
import { server } from '../../mocks/node';
import { login } from '../../src/authProvider';
import { providerOf, servedResources } from '../../src/dataProviders';
import { ApiError } from '../../src/dataProviders/core/errors';
import { ACCOUNTS } from '../helpers/accounts';
import { stubNodeFormData } from '../helpers/nodeFiles';
import { WRITE_FAILURES } from './catalogue';
import { CRUD_WRITES, CUSTOM_READS, CUSTOM_WRITES, failureOf } from './writeCalls';

const READS = new Set(['getList', 'getOne', 'getMany', 'getManyReference']);
type Call = (resource: string, params: unknown) => Promise<unknown>;

interface Write {
  key: string;
  resource: string;
  method: string;
  params: () => unknown;
}

/** Every write of the composite provider, enumerated from it: each resource's CRUD writes and custom writes. */
function writes(): { writes: Write[]; unclassified: string[] } {
  const found: Write[] = [];
  const unclassified: string[] = [];
  for (const resource of servedResources()) {
    const provider = providerOf(resource) as unknown as Record<string, unknown>;
    for (const method of Object.keys(provider).filter((name) => typeof provider[name] === 'function' && !READS.has(name))) {
      const key = `${resource}.${method}`;
      if (method in CRUD_WRITES) found.push({ key, resource, method, params: () => CRUD_WRITES[method as keyof typeof CRUD_WRITES] });
      else if (CUSTOM_WRITES[key]) found.push({ key, resource, method, params: CUSTOM_WRITES[key] });
      else if (!CUSTOM_READS.has(key)) unclassified.push(key);
    }
  }
  return { writes: found, unclassified };
}

/**
 * Every write request (REST other than GET, GraphQL mutations) answered with `fault`, on any path: a write the server
 * does not have meets the HTML page a proxy would answer for it. Reads pass, so a write that reads first gets that far.
 */
function faultEveryWrite(fault: Fault): void {
  const answer = () => bodylessAnswer(fault);
  const notGraphql = (request: Request) => (new URL(request.url).pathname === '/api/graphql' ? undefined : answer());
  server.use(
    graphql.mutation(/.*/, answer),
    ...[http.post, http.put, http.delete, http.patch].map((verb) => verb(/\/api\//, ({ request }) => notGraphql(request))),
  );
}

/** What a write did: the write requests it sent, and how it settled. */
async function probe(write: Write): Promise<{ sent: number; outcome: unknown; resolved: boolean }> {
  let sent = 0;
  const count = ({ request }: { request: Request }) => {
    if (request.method !== 'GET') sent += 1;
  };
  server.events.on('request:start', count);
  const call = (providerOf(write.resource) as unknown as Record<string, Call>)[write.method];
  try {
    const result = await call(write.resource, write.params());
    const failure = failureOf(write.key, result);
    return { sent, outcome: failure ?? result, resolved: failure === undefined };
  } catch (error) {
    return { sent, outcome: error, resolved: false };
  } finally {
    server.events.removeListener('request:start', count);
  }
}

const FAULTS: [string, Fault][] = [
  ['an HTML page (text/html)', { html: '<html><head><title>502</title></head><body><h1>Bad Gateway</h1></body></html>' }],
  ['an empty body', { empty: true }],
];

describe('a write answered HTTP 200 with an HTML page or nothing is never a success (spec: unexpected reply)', () => {
  it('every custom method of every provider is known as a write or a read', () => {
    expect(writes().unclassified).toEqual([]);
  });

  it.each(FAULTS)('%s: every write that reaches the server rejects with the catalogue failure', async (_name, fault) => {
    await stubNodeFormData();
    await login({ codigo: ACCOUNTS.master.codigo, senha: ACCOUNTS.master.senha });
    faultEveryWrite(fault);
    const wrong: string[] = [];
    const probed: string[] = [];
    for (const write of writes().writes) {
      const { sent, outcome, resolved } = await probe(write);
      const isCustom = write.key in CUSTOM_WRITES;
      if (sent === 0) {
        // A CRUD write the resource does not offer refuses before any call; a custom write must reach the server.
        if (isCustom || resolved) wrong.push(`${write.key}: sent nothing (${resolved ? 'resolved' : String(outcome)})`);
        continue;
      }
      probed.push(write.key);
      if (resolved) wrong.push(`${write.key}: resolved as a success`);
      else if (!(outcome instanceof ApiError) || !WRITE_FAILURES.includes(outcome.message)) wrong.push(`${write.key}: ${String(outcome)}`);
    }
    expect(wrong).toEqual([]);
    expect(probed).toEqual(expect.arrayContaining(Object.keys(CUSTOM_WRITES)));
    expect(probed.length).toBeGreaterThanOrEqual(110);
  });
});
