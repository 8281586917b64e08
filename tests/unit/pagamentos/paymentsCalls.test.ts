import { addDays, format, parseISO } from 'date-fns';
import { db } from '../../../mocks/db/db';
import { NO_PERMISSION, TOKEN_INVALID } from '../../../mocks/http/endpoint';
import { DELAY_FIELDS_MISSING, PAYMENT_FIELDS_MISSING } from '../../../mocks/pagamentos/handlers';
import { paymentsFor } from '../../../mocks/pagamentos/seed';
import { apiUrl } from '../../../src/config';
import { fetchPaymentDelay, fetchPayments, pagamentosProvider } from '../../../src/dataProviders/pagamentos';
import { productDelay, type Payment as PaymentRow } from '../../../src/resources/pagamentos/payments';
import { tokenOf, GATEWAY_HEADERS } from '../../helpers/mockApi';
import { headersOf, recordCalls, stubSessionToken, target } from '../dataProviders/recordCalls';

afterEach(() => vi.unstubAllGlobals());

const row = (paymentDate: string, paidValue: number, invoiceNumber: number): PaymentRow =>
  ({ ...paymentsFor(1000001)[0], paymentDate: `${paymentDate}T00:00:00`, paidValue, invoiceNumber, totalRows: 2 }) as PaymentRow;

describe('payments calls (part 2, section 7)', () => {
  it('payments: one POST with the range as dd/MM/yyyy, 9,999 rows from row 0, the newer APIs headers; the type kept on the client', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 24, 9));
    stubSessionToken('tok-pag');
    const seen = recordCalls('post', '', { data: { payments: [row('2026-11-23', 10, 1), row('2026-11-24', 25, 2)] } }, 'graphql');
    const filter = { personId: 1000001, paymentType: 'G' as const, startDate: '2026-10-25', endDate: '2026-11-24' };
    const { rows, meta } = await fetchPayments(filter);
    expect(target(seen[0])).toBe('/api/graphql');
    const body = (await seen[0].json()) as { query: string; variables: unknown };
    expect(body.query).toMatch(/^query Payments\(/);
    expect(body.query).toContain('payments(startDate: $startDate, endDate: $endDate, initialRow: $initialRow, nextRows: $nextRows, personId: $personId)');
    expect(body.variables).toEqual({ startDate: '25/10/2026', endDate: '24/11/2026', initialRow: 0, nextRows: 9999, personId: '1000001' });
    expect(headersOf(seen[0])).toMatchObject({
      'user-token': 'tok-pag',
      authorization: 'Bearer portal-fornecedor',
      'x-api-key': 'portal-fornecedor-api-key',
      'x-gateway-key': 'portal-fornecedor-gateway-key',
      'x-functions-key': 'portal-fornecedor-function-key',
    });
    expect(rows.map((payment) => payment.invoiceNumber)).toEqual([1]);
    expect(meta.totals).toMatchObject({ invoiceCount: 1, totalPaid: 10, totalToReceive: 0 });
    expect((await fetchPayments({ ...filter, paymentType: 'P' })).rows.map((payment) => payment.invoiceNumber)).toEqual([2]);

    // A page of the list never calls again: the rows of the last filter are kept, sorted and paged on the client.
    const page = await pagamentosProvider.getList('pagamentos', { filter: { ...filter, paymentType: 'T' }, pagination: { page: 2, perPage: 1 }, sort: { field: 'paymentDate', order: 'DESC' } });
    expect(page).toMatchObject({ total: 2, data: [{ id: 1, invoiceNumber: 1 }] });
    await pagamentosProvider.getList('pagamentos', { filter: { ...filter, paymentType: 'T' }, pagination: { page: 1, perPage: 1 }, sort: { field: 'paymentDate', order: 'ASC' } });
    expect(seen).toHaveLength(3);
  });

  it("paymentDelay: the invoice's number, serie, sub-serie and issue date", async () => {
    stubSessionToken('tok-pag');
    const seen = recordCalls('post', '', { data: { paymentDelay: [] } }, 'graphql');
    const payment = row('2026-11-23', 10, 301234);
    expect(await fetchPaymentDelay(payment, 1000001)).toEqual([]);
    const body = (await seen[0].json()) as { query: string; variables: unknown };
    expect(body.query).toMatch(/^query PaymentDelay\(/);
    expect(body.variables).toEqual({
      invoiceNumber: 301234,
      personId: '1000001',
      invoiceSerieDescription: '1',
      invoiceSubSerieNumber: 0,
      issueDate: format(parseISO(payment.paymentDetail[0].issueDate), 'dd/MM/yyyy'),
    });
  });
});

describe('payments mock', () => {
  const day = (offset: number) => format(addDays(parseISO(db.seedDate), offset), 'yyyy-MM-dd');
  const last30 = { startDate: day(-30), endDate: day(0), paymentType: 'T' as const };

  it("the large supplier's 9,999 payments of the last 30 days for staff; a supplier gets only its own, whatever it asks", async () => {
    stubSessionToken(await tokenOf('0000002', 'comercial1'));
    const { rows } = await fetchPayments({ ...last30, personId: 3000001 });
    expect(rows).toHaveLength(9999);
    expect(rows[0].totalRows).toBe(9999);
    expect(await fetchPayments({ ...last30, personId: 1 })).toMatchObject({ rows: [] });

    stubSessionToken(await tokenOf('1000001', 'moveis123'));
    const own = (await fetchPayments({ ...last30, personId: 3000001 })).rows;
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(120);
    expect(own.every((payment) => payment.paymentDetail.every((detail) => detail.personId === 1000001))).toBe(true);
    const late = own.find((payment) => productDelay(payment) > 0) as PaymentRow;
    expect(await fetchPaymentDelay(late, 1000001)).toHaveLength(3);
    const [stranger] = paymentsFor(3000001).filter((payment) => productDelay(payment) > 0);
    expect(await fetchPaymentDelay({ ...stranger, totalRows: 1 }, 3000001)).toEqual([]);
  });

  it('refuses a call without the user token, without the permission or without dates', async () => {
    const post = async (token: string | undefined, query: string, variables: Record<string, unknown>) => {
      const response = await fetch(apiUrl('graphql'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...GATEWAY_HEADERS, ...(token ? { 'User-Token': token } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return ((await response.json()) as { errors?: { message: string }[] }).errors?.[0]?.message;
    };
    const payments = 'query Payments($startDate: String) { payments(startDate: $startDate) { invoiceNumber } }';
    const delay = 'query PaymentDelay($invoiceNumber: Int) { paymentDelay(invoiceNumber: $invoiceNumber) { productId } }';
    const dates = { startDate: '25/10/2026', endDate: '24/11/2026' };
    expect(await post(undefined, payments, dates)).toBe(TOKEN_INVALID);
    expect(await post(await tokenOf('0000003', 'sourcing1'), payments, dates)).toBe(NO_PERMISSION);
    const supplier = await tokenOf('1000001', 'moveis123');
    expect(await post(supplier, payments, { startDate: '25/10/2026' })).toBe(PAYMENT_FIELDS_MISSING);
    expect(await post(supplier, delay, {})).toBe(DELAY_FIELDS_MISSING);
  });
});
