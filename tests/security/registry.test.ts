import { handlers } from '../../mocks/handlers';
import { endpointRegistry } from '../../mocks/http/registry';
import { keyOf } from './probe';

describe('the registry of the mock server’s endpoints', () => {
  it('holds every mounted handler once: nothing escapes the security suite’s tables', () => {
    expect(endpointRegistry.length).toBe(handlers.length);
    expect(new Set(endpointRegistry.map((entry) => entry.handler))).toEqual(new Set(handlers));
    expect(new Set(endpointRegistry.map(keyOf)).size).toBe(endpointRegistry.length);
  });

  it('marks every call but a GET and a GraphQL query as a write; sign-in, password reset and status are the only public ones', () => {
    for (const entry of endpointRegistry) expect(entry.write, keyOf(entry)).toBe(entry.graphql ? entry.graphql.kind === 'mutation' : entry.method !== 'get');
    expect(endpointRegistry.filter((entry) => entry.public).map(keyOf).sort()).toEqual(['get legacy /auth/notoken', 'post legacy /auth', 'put legacy /auth/esqueci']);
  });
});
