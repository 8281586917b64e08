import { buildSchema, execute, parse } from 'graphql';
import { projectQuery } from '../../../mocks/http/graphqlProjection';

const schema = buildSchema(`
  type Detail { code: Int, amount: Float, note: String, paid: Boolean, kind: Kind }
  enum Kind { D P }
  type Row { id: ID!, personId: String, details: [Detail], first: Detail }
  type Query { rows(personId: String): [Row], count: Int }
  type Mutation { touch: Row }
`);

const data = {
  rows: [
    { id: 7, personId: 3000001, details: [{ code: 1, amount: 1.5, note: 'a', paid: true, kind: 'D' }, { code: 2, amount: -3, note: null, paid: false, kind: 'P' }], first: null },
    { id: '8', personId: '1000001', details: [], first: { code: 3, amount: 0, note: '<b>', paid: false, kind: 'P' } },
  ],
  count: 2,
};

async function both(query: string, operationName: string | undefined, rootValue: unknown = data, variableValues: Record<string, unknown> = {}) {
  const document = parse(query);
  const executed = await execute({ schema, document, rootValue, operationName, variableValues });
  return { projected: projectQuery(schema, document, operationName, variableValues, rootValue), executed };
}

describe('the mock GraphQL answer projected over plain data', () => {
  it('answers what execute answers: aliases, fragments, nested lists, __typename, scalars serialized by type', async () => {
    const { projected, executed } = await both(
      `query Rows { rows(personId: "1") { ...ids other: personId details { code amount note paid kind } first { ... on Detail { __typename note } } } total: count }
       fragment ids on Row { id personId }`,
      'Rows',
    );
    expect(executed.errors).toBeUndefined();
    expect(projected).toEqual(executed.data);
    expect(projected).toMatchObject({ rows: [{ id: '7', personId: '3000001', other: '3000001' }, { first: { __typename: 'Detail', note: '<b>' } }] });
  });

  it('leaves to execute what only it answers exactly: a variable of the wrong type, directives, a null in a non-null field, a value its scalar refuses', async () => {
    expect((await both('query Q($p: String) { rows(personId: $p) { id } }', 'Q', data, { p: { no: 1 } })).projected).toBeUndefined();
    expect((await both('query Q($on: Boolean!) { count @include(if: $on) }', 'Q', data, { on: true })).projected).toBeUndefined();
    expect((await both('query Q { rows { id } }', 'Q', { rows: [{ id: null }] })).projected).toBeUndefined();
    expect((await both('query Q { count }', 'Q', { count: 1.5 })).projected).toBeUndefined();
    expect((await both('query Q { count }', 'Q', { count: 2 ** 31 })).projected).toBeUndefined();
  });

  it('picks the named operation of a document, and the mutation root for a mutation', async () => {
    const { projected, executed } = await both('query A { count } mutation B { touch { id } }', 'B', { touch: { id: 1 } });
    expect(projected).toEqual(executed.data);
    expect(projected).toEqual({ touch: { id: '1' } });
  });
});
