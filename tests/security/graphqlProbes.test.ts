import { GRAPHQL_REFUSALS } from '../../mocks/http/graphqlLimits';
import { endpointRegistry } from '../../mocks/http/registry';
import { keyOf, probe, sessionOf } from './probe';

const operations = () => endpointRegistry.filter((entry) => entry.graphql);
const rootType = (kind: 'query' | 'mutation') => (kind === 'query' ? 'Query' : 'Mutation');

/** Queries the gateway refuses under every operation name, whatever the caller may do (Master may do everything). */
const REFUSED: [name: string, text: (kind: string, name: string) => string, message: (root: string) => string][] = [
  ['an unknown field', (kind, name) => `${kind} ${name} { __typename secretField }`, (root) => `Cannot query field "secretField" on type "${root}".`],
  [
    '1,000 aliases',
    (kind, name) => `${kind} ${name} { ${Array.from({ length: 1000 }, (_, index) => `a${index}: __typename`).join(' ')} }`,
    () => GRAPHQL_REFUSALS.aliases,
  ],
  [
    'nesting deeper than the schema',
    (kind, name) => `${kind} ${name} { __typename { deeper { deepest } } }`,
    () => 'Field "__typename" must not have a selection since type "String!" has no subfields.',
  ],
  ['introspection', (kind, name) => `${kind} ${name} { __schema { types { name fields { name } } } }`, () => GRAPHQL_REFUSALS.introspection],
];

describe('GraphQL: every operation of the mock refuses what the gateway refuses (production mode: the demo and the tests)', () => {
  it.each(REFUSED)('%s → 400 with the gateway’s message, under every operation name', async (_name, text, message) => {
    const token = sessionOf('0000001');
    const failures: string[] = [];
    for (const entry of operations()) {
      const { kind, operationName } = entry.graphql!;
      const response = await probe(entry, { token, graphqlText: text(kind, operationName) });
      const body = (await response.json()) as { data?: unknown; errors?: { message: string }[] };
      const messages = (body.errors ?? []).map((error) => error.message);
      if (response.status !== 400 || body.data || !messages.includes(message(rootType(kind)))) failures.push(`${keyOf(entry)}: ${response.status} ${messages.join(' | ')}`);
    }
    expect(failures).toEqual([]);
    expect(operations().length).toBeGreaterThan(20);
  });
});
