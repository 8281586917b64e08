import { apiUrl } from '../../../src/config';
import { callOrders, GATEWAY_HEADERS, tokenOf } from '../../helpers/mockApi';

const GATEWAY_REFUSED = 'Acesso negado: credenciais da API ausentes (Authorization: Bearer e x-api-key).';

async function graphql(query: string, variables: Record<string, unknown>, token: string, headers: Record<string, string> = GATEWAY_HEADERS) {
  const response = await fetch(apiUrl('graphql'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Token': token, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as { data?: Record<string, unknown[]> | null; errors?: { message: string }[] } };
}

const ordersField = (alias: string) => `${alias}: orders(personId: "1000001", initialRow: 0, nextRows: 100) { purchaseOrderId }`;

describe('the gateway in front of the orders API and GraphQL', () => {
  const ORDERS_PATH = '/orders/quantityPending?personId=1000001';

  it.each([
    ['no credentials', {}],
    ['a Bearer without x-api-key', { Authorization: 'Bearer portal-fornecedor' }],
    ['an x-api-key without a Bearer', { 'x-api-key': 'portal-fornecedor-api-key' }],
    ['an empty Bearer', { Authorization: 'Bearer ', 'x-api-key': 'portal-fornecedor-api-key' }],
  ])('the orders API refuses a call with %s: 401', async (_case, headers: Record<string, string>) => {
    const token = await tokenOf('1000001', 'moveis123');
    const response = await fetch(apiUrl('orders', ORDERS_PATH), { headers: { 'User-Token': token, ...headers } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ status: false, message: GATEWAY_REFUSED });
  });

  it('the orders API answers a call with both', async () => {
    const token = await tokenOf('1000001', 'moveis123');
    expect((await callOrders('GET', ORDERS_PATH, token)).status).toBe(200);
  });

  it('GraphQL refuses a call without them: 401', async () => {
    const token = await tokenOf('1000001', 'moveis123');
    const query = 'query Suppliers { suppliers { personId } }';
    expect(await graphql(query, {}, token, {})).toEqual({ status: 401, body: { data: null, errors: [{ message: GATEWAY_REFUSED, extensions: { code: 401 } }] } });
    expect(await graphql(query, {}, token, { Authorization: 'Bearer portal-fornecedor' })).toMatchObject({ status: 401 });
    expect((await graphql(query, {}, token)).status).toBe(200);
  });
});

describe('GraphQL limits', () => {
  it.each([
    ['__schema under a known operation name', 'query Suppliers { __schema { types { name } } }'],
    ['__type', 'query Suppliers { __type(name: "Supplier") { name fields { name } } }'],
    ['__schema beside a real field', 'query Suppliers { suppliers { personId } __schema { queryType { name } } }'],
    ['__schema in a fragment', 'query Suppliers { ...Peek } fragment Peek on Query { __schema { types { name } } }'],
  ])('refuses introspection: %s', async (_case, query) => {
    const token = await tokenOf('1000001', 'moveis123');
    expect(await graphql(query, {}, token)).toEqual({
      status: 400,
      body: { data: null, errors: [{ message: 'Consultas de introspecção não são permitidas.', extensions: { code: 400 } }] },
    });
  });

  it('answers __typename (not introspection of the schema)', async () => {
    const token = await tokenOf('1000001', 'moveis123');
    const answer = await graphql('query Suppliers { suppliers { __typename personId } }', {}, token);
    expect(answer.status).toBe(200);
  });

  it('refuses 1,000 aliases of orders, and 11 aliases; the same field twice at the root even under 10', async () => {
    const token = await tokenOf('1000001', 'moveis123');
    const many = (count: number) => `query Orders { ${Array.from({ length: count }, (_, i) => ordersField(`o${i}`)).join(' ')} }`;
    expect((await graphql(many(1000), {}, token)).body.errors).toEqual([{ message: 'A consulta excede o limite de 10 aliases.', extensions: { code: 400 } }]);
    expect((await graphql(many(11), {}, token)).body.errors).toEqual([{ message: 'A consulta excede o limite de 10 aliases.', extensions: { code: 400 } }]);
    expect(await graphql(many(2), {}, token)).toEqual({
      status: 400,
      body: { data: null, errors: [{ message: 'Cada campo raiz pode ser pedido uma vez por consulta.', extensions: { code: 400 } }] },
    });
    const fields = 'purchaseOrderId productId';
    const tenScalarAliases = `query Orders { orders(personId: "1000001", initialRow: 0, nextRows: 1) { ${Array.from({ length: 10 }, (_, i) => `a${i}: purchaseOrderId`).join(' ')} ${fields} } }`;
    expect((await graphql(tenScalarAliases, {}, token)).status).toBe(200);
  });

  it('refuses more than 9,999 rows a page (the payments page), as a literal or a variable; 9,999 is answered', async () => {
    const token = await tokenOf('1000001', 'moveis123');
    const refusal = { status: 400, body: { data: null, errors: [{ message: 'Máximo de 9999 linhas por página (nextRows).', extensions: { code: 400 } }] } };
    const literal = (rows: number) => `query Orders { orders(personId: "1000001", initialRow: 0, nextRows: ${rows}) { purchaseOrderId } }`;
    expect(await graphql(literal(10_000), {}, token)).toEqual(refusal);
    const withVariable = 'query Orders($nextRows: Int) { orders(personId: "1000001", initialRow: 0, nextRows: $nextRows) { purchaseOrderId } }';
    expect(await graphql(withVariable, { nextRows: 100_000 }, token)).toEqual(refusal);
    expect((await graphql(literal(9999), {}, token)).status).toBe(200);
    expect((await graphql(withVariable, { nextRows: 9999 }, token)).status).toBe(200);
  });
});
