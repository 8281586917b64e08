import { graphqlResource } from '../../../src/dataProviders/core/graphqlResource';
import { headersOf, recordCalls, stubSessionToken, target } from './recordCalls';

beforeEach(() => stubSessionToken('tok-gql'));
afterEach(() => vi.unstubAllGlobals());

interface Line {
  order: number;
  name: string;
  totalRows: number;
}

const LIST = 'query Lines($personId: String, $initialRow: Int, $nextRows: Int) { lines(personId: $personId, initialRow: $initialRow, nextRows: $nextRows) { order name totalRows } }';
const ONE = 'query Line($order: Int) { line(order: $order) { order name } }';

const provider = graphqlResource<Line, { order: number; name: string }>({
  id: (row) => row.order,
  list: {
    query: LIST,
    feature: 'Lines',
    variables: ({ filter, initialRow, nextRows }) => ({ personId: String(filter.personId), initialRow, nextRows }),
    result: (data: { lines?: Line[] | null }) => data.lines,
  },
  ready: (filter) => filter.personId !== undefined,
  one: {
    query: ONE,
    feature: 'Line',
    variables: ({ id }) => ({ order: Number(id) }),
    result: (data: { line?: { order: number; name: string } | null }) => data.line,
  },
});

describe('graphqlResource', () => {
  it('getList posts the operation with the page window and the newer APIs headers; total from totalRows', async () => {
    const seen = recordCalls('post', '', { data: { lines: [{ order: 7, name: 'Sofá', totalRows: 42 }] } }, 'graphql');
    const result = await provider.getList('linhas', { filter: { personId: 1000001 }, pagination: { page: 3, perPage: 5 }, sort: { field: 'id', order: 'ASC' } });
    expect(target(seen[0])).toBe('/api/graphql');
    expect(seen[0].method).toBe('POST');
    expect(await seen[0].json()).toEqual({ query: LIST, variables: { personId: '1000001', initialRow: 10, nextRows: 5 } });
    expect(headersOf(seen[0])).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
      'user-token': 'tok-gql',
      authorization: 'Bearer portal-fornecedor',
      'x-api-key': 'portal-fornecedor-api-key',
      'x-gateway-key': 'portal-fornecedor-gateway-key',
      'x-functions-key': 'portal-fornecedor-function-key',
    });
    expect(result).toEqual({ data: [{ order: 7, name: 'Sofá', totalRows: 42, id: 7 }], total: 42 });
  });

  it('an empty page is total 0; a filter not ready lists nothing without a call', async () => {
    const seen = recordCalls('post', '', { data: { lines: [] } }, 'graphql');
    expect(await provider.getList('linhas', { filter: { personId: 1 }, pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' } })).toEqual({ data: [], total: 0 });
    expect(await provider.getList('linhas', { filter: {}, pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' } })).toEqual({ data: [], total: 0 });
    expect(seen).toHaveLength(1);
  });

  it("an answer without the rows, or rows without totalRows, is 'Campos necessários, não foram retornados pelo servidor!'", async () => {
    recordCalls('post', '', { data: { other: [] } }, 'graphql');
    const params = { filter: { personId: 1 }, pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' as const } };
    await expect(provider.getList('linhas', params)).rejects.toThrow('Campos necessários, não foram retornados pelo servidor!');
    recordCalls('post', '', { data: { lines: [{ order: 1, name: 'x' }] } }, 'graphql');
    await expect(provider.getList('linhas', params)).rejects.toThrow('Campos necessários, não foram retornados pelo servidor!');
  });

  it("getOne posts the one-record operation; a GraphQL error shows the server's message", async () => {
    const seen = recordCalls('post', '', { data: { line: { order: 9, name: 'Mesa' } } }, 'graphql');
    expect(await provider.getOne('linhas', { id: 9 })).toEqual({ data: { order: 9, name: 'Mesa', id: 9 } });
    expect(await seen[0].json()).toEqual({ query: ONE, variables: { order: 9 } });
    recordCalls('post', '', { data: null, errors: [{ message: 'Pedido não encontrado.' }] }, 'graphql');
    await expect(provider.getOne('linhas', { id: 9 })).rejects.toThrow('Pedido não encontrado.');
  });

  it('writes are refused', async () => {
    await expect(provider.update('linhas', { id: 1, data: {}, previousData: { id: 1 } })).rejects.toThrow('update: not offered by this GraphQL resource');
  });
});
