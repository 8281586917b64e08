import { format, subDays } from 'date-fns';
import { parse, validate } from 'graphql';
import { graphqlSchema } from '../../../mocks/http/graphqlSchema';
import { apiUrl } from '../../../src/config';
import { PENDING_RETURNS_QUERY } from '../../../src/dataProviders/gerenciarPedidos/returns';
import { ORDERS_QUERY } from '../../../src/dataProviders/historico';
import { DETAIL_QUERY, HISTORY_QUERY } from '../../../src/dataProviders/historicoDetalhe';
import { SUPPLIERS_QUERY } from '../../../src/dataProviders/historicoFornecedores';
import { PENDING_RETURN_PRODUCTS_QUERY } from '../../../src/dataProviders/home';
import { INVOICES_QUERY } from '../../../src/dataProviders/notas';
import { DELAY_QUERY, PAYMENTS_QUERY } from '../../../src/dataProviders/pagamentos';
import { tokenOf, GATEWAY_HEADERS } from '../../helpers/mockApi';

const OPERATIONS = { ORDERS_QUERY, DETAIL_QUERY, HISTORY_QUERY, SUPPLIERS_QUERY, PAYMENTS_QUERY, DELAY_QUERY, INVOICES_QUERY, PENDING_RETURNS_QUERY, PENDING_RETURN_PRODUCTS_QUERY };

/** The last 90 days, as the payments screen sends dates. */
const DATES = { startDate: format(subDays(new Date(), 90), 'dd/MM/yyyy'), endDate: format(new Date(), 'dd/MM/yyyy') };

async function post(query: string, variables: Record<string, unknown>, token: string) {
  const response = await fetch(apiUrl('graphql'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...GATEWAY_HEADERS, 'User-Token': token },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as { data?: Record<string, unknown[]> | null; errors?: { message: string }[] } };
}

describe("the mock's GraphQL schema", () => {
  it.each(Object.entries(OPERATIONS))('%s, as the portal sends it, is a valid query of the schema', (_name, query) => {
    expect(validate(graphqlSchema(), parse(query)).map((error) => error.message)).toEqual([]);
  });

  it('answers only the fields a query asks for, and refuses a field the schema does not have', async () => {
    const token = await tokenOf('1000001', 'moveis123');
    const query =
      'query Payments($personId: String, $startDate: String, $endDate: String) { payments(personId: $personId, startDate: $startDate, endDate: $endDate, initialRow: 0, nextRows: 2) { invoiceNumber paidValue } }';
    const answer = await post(query, { personId: '1000001', ...DATES }, token);
    expect(answer.status).toBe(200);
    expect(answer.body.data?.payments.length).toBeGreaterThan(0);
    answer.body.data?.payments.forEach((row) => expect(Object.keys(row as object).sort()).toEqual(['invoiceNumber', 'paidValue']));

    const misspelt = await post(query.replace('paidValue', 'paidValeu'), { personId: '1000001', ...DATES }, token);
    expect(misspelt.status).toBe(400);
    expect(misspelt.body.errors?.[0].message).toBe('Cannot query field "paidValeu" on type "Payment". Did you mean "paidValue"?');
  });

  it('refuses a variable of the wrong type', async () => {
    const token = await tokenOf('1000001', 'moveis123');
    const query =
      'query Payments($personId: String, $startDate: String, $endDate: String) { payments(personId: $personId, startDate: $startDate, endDate: $endDate, initialRow: 0, nextRows: 2) { invoiceNumber } }';
    const answer = await post(query, { personId: 1000001, ...DATES }, token);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0].message).toMatch(/^Variable "\$personId" got invalid value 1000001/);
  });
});
