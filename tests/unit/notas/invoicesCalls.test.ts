import { addDays, format, parseISO } from 'date-fns';
import { db } from '../../../mocks/db/db';
import { NO_PERMISSION, TOKEN_INVALID } from '../../../mocks/http/endpoint';
import { INVOICE_FIELDS_MISSING } from '../../../mocks/notas/handlers';
import { invoicesFor } from '../../../mocks/notas/seed';
import { apiUrl } from '../../../src/config';
import { fetchInvoices } from '../../../src/dataProviders/notas';
import { tokenOf, GATEWAY_HEADERS } from '../../helpers/mockApi';
import { headersOf, recordCalls, stubSessionToken, target } from '../dataProviders/recordCalls';

afterEach(() => vi.unstubAllGlobals());

describe('InvoicesList call (part 2, section 7)', () => {
  it('one POST with 5,000 rows from row 0, the issue dates as dd/MM/yyyy and the type; comma decimals converted; the city hall site beside', async () => {
    stubSessionToken('tok-nf');
    const invoice = { ...invoicesFor(1000001)[0], totalAmount: '1234,56', netValue: '1197,52' };
    const cityHallInfo = { cityHallSite: 'https://extrema.mg.gov.br/nfse', cityHallNfs: 'NFS-e Extrema-MG' };
    const seen = recordCalls('post', '', { data: { invoicesList: [invoice], cityHallInfo } }, 'graphql');
    const { rows, meta } = await fetchInvoices({ personId: 1000001, noteType: 'U', startDate: '2026-10-25', endDate: '2026-11-24' });
    expect(target(seen[0])).toBe('/api/graphql');
    const body = (await seen[0].json()) as { query: string; variables: unknown };
    expect(body.query).toMatch(/^query InvoicesList\(/);
    expect(body.query).toContain('cityHallInfo(personId: $personId) { cityHallSite cityHallNfs }');
    expect(body.variables).toEqual({ initialRow: 0, nextRows: 5000, startIssueDate: '25/10/2026', endIssueDate: '24/11/2026', personId: '1000001', invoiceTypeFilter: 'U' });
    expect(headersOf(seen[0])).toMatchObject({ 'user-token': 'tok-nf', authorization: 'Bearer portal-fornecedor', 'x-gateway-key': 'portal-fornecedor-gateway-key', 'x-functions-key': 'portal-fornecedor-function-key' });
    expect(rows[0]).toMatchObject({ totalAmount: 1234.56, netValue: 1197.52 });
    expect(meta.cityHall).toEqual(cityHallInfo);
  });
});

describe('invoices mock', () => {
  const last30 = { startDate: format(addDays(parseISO(db.seedDate), -30), 'yyyy-MM-dd'), endDate: db.seedDate };

  it("the large supplier's 5,000 order invoices of the last 30 days for staff; types D, P and U for 1000001, only its own", async () => {
    stubSessionToken(await tokenOf('0000002', 'comercial1'));
    expect((await fetchInvoices({ ...last30, personId: 3000001, noteType: 'P' })).rows).toHaveLength(5000);
    expect((await fetchInvoices({ ...last30, personId: 1, noteType: 'P' })).rows).toEqual([]);

    stubSessionToken(await tokenOf('1000001', 'moveis123'));
    const ninetyDays = { startDate: format(addDays(parseISO(db.seedDate), -90), 'yyyy-MM-dd'), endDate: db.seedDate };
    for (const noteType of ['D', 'P', 'U'] as const) {
      const { rows, meta } = await fetchInvoices({ ...ninetyDays, personId: 3000001, noteType });
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.providerDocumentId === '1000001' && Number.isFinite(row.totalAmount))).toBe(true);
      expect(meta.cityHall?.cityHallSite).toMatch(/^https:\/\//);
    }
  });

  it('refuses a call without the user token, without the permission or without a type', async () => {
    const post = async (token: string | undefined, variables: Record<string, unknown>) => {
      const response = await fetch(apiUrl('graphql'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...GATEWAY_HEADERS, ...(token ? { 'User-Token': token } : {}) },
        body: JSON.stringify({ query: 'query InvoicesList($personId: String) { invoicesList(personId: $personId) { invoiceNumber } }', variables }),
      });
      return ((await response.json()) as { errors?: { message: string }[] }).errors?.[0]?.message;
    };
    const valid = { startIssueDate: '25/10/2026', endIssueDate: '24/11/2026', invoiceTypeFilter: 'D' };
    expect(await post(undefined, valid)).toBe(TOKEN_INVALID);
    expect(await post(await tokenOf('0000003', 'sourcing1'), valid)).toBe(NO_PERMISSION);
    expect(await post(await tokenOf('1000001', 'moveis123'), { ...valid, invoiceTypeFilter: 'X' })).toBe(INVOICE_FIELDS_MISSING);
  });
});
