import type { DataProvider } from 'react-admin';
import { toServerDate } from '../../i18n/format';
import {
  keptByType,
  paymentDelayParams,
  paymentTotals,
  weeklyAmounts,
  type PagamentosMethods,
  type Payment,
  type PaymentDelayLine,
  type PaymentDelayParams,
  type PaymentFilter,
  type PaymentsMeta,
} from '../../resources/pagamentos/payments';
import { withCustomMethods } from '../core/customMethods';
import { missingFieldsError } from '../core/errors';
import { graphqlRequest } from '../core/graphql';
import { graphqlListResource } from '../core/graphqlListResource';
import { toDelayLine, toPayment, type PaymentDelayRow, type PaymentDelayVariables, type PaymentRow } from './wire';

/** Spec part 2, section 9: payments are requested 9,999 rows from row 0. */
export const PAYMENT_ROWS = 9999;

export const PAYMENTS_QUERY = `query Payments($startDate: String, $endDate: String, $initialRow: Int, $nextRows: Int, $personId: String) {
  payments(startDate: $startDate, endDate: $endDate, initialRow: $initialRow, nextRows: $nextRows, personId: $personId) {
    downloadDiscountValue resaleDiscountValue totalGCDiscountValue invoiceNumber paidValue paymentDate returnInvoiceNumber
    totalAddReturnInvoice totalAmount totalAmountAdvanceDiscount totalAmountReturnInvoice totalNoShowPenalty totalRows
    paymentDetail { advancePaymentTerm delayPaymentTerm invoiceNumber invoiceSerieDescription invoiceSubSerieNum issueDate
      noshowPenaltyAmount paymentDueDate personId personPaymentTerm receiptDate schedulePenaltyAmount }
  }
}`;

export const DELAY_QUERY = `query PaymentDelay($invoiceNumber: Int, $personId: String, $invoiceSerieDescription: String, $invoiceSubSerieNumber: Int, $issueDate: String) {
  paymentDelay(invoiceNumber: $invoiceNumber, personId: $personId, invoiceSerieDescription: $invoiceSerieDescription, invoiceSubSerieNumber: $invoiceSubSerieNumber, issueDate: $issueDate) {
    amountNet delayPaymentTerm orderNumber originalScheduleDate productId productName proportionalDelayTerm
  }
}`;

const serverDay = (iso: string | undefined): string => (iso ? toServerDate(new Date(`${iso.slice(0, 10)}T00:00:00`)) : '');

/** GraphQL payments of the range (9,999 rows from row 0), kept by the filter's type, with the card's totals and the chart's weeks. */
export async function fetchPayments(filter: PaymentFilter, signal?: AbortSignal): Promise<{ rows: Payment[]; meta: PaymentsMeta }> {
  const data = await graphqlRequest<{ payments?: PaymentRow[] | null }>({
    query: PAYMENTS_QUERY,
    variables: { startDate: serverDay(filter.startDate), endDate: serverDay(filter.endDate), initialRow: 0, nextRows: PAYMENT_ROWS, personId: String(filter.personId) },
    feature: 'payments',
    supersedeKey: 'pagamentos',
    signal,
  });
  if (!Array.isArray(data.payments)) throw missingFieldsError(data);
  const today = new Date();
  const rows = data.payments.map(toPayment).filter((row) => keptByType(row, filter.paymentType, today));
  return { rows, meta: { totals: paymentTotals(rows, today), weeks: weeklyAmounts(rows, today) } };
}

/** GraphQL paymentDelay of one invoice: its delay per product. */
async function paymentDelay(params: PaymentDelayParams, signal?: AbortSignal): Promise<PaymentDelayLine[]> {
  const variables: PaymentDelayVariables = {
    invoiceNumber: params.invoiceNumber,
    personId: String(params.personId),
    invoiceSerieDescription: params.invoiceSerie,
    invoiceSubSerieNumber: params.invoiceSubSerie,
    issueDate: params.issueDate ? serverDay(params.issueDate) : '',
  };
  const data = await graphqlRequest<{ paymentDelay?: PaymentDelayRow[] | null }>({ query: DELAY_QUERY, variables: { ...variables }, feature: 'paymentDelay', signal });
  if (!Array.isArray(data.paymentDelay)) throw missingFieldsError(data);
  return data.paymentDelay.map(toDelayLine);
}

/** The delay per product of a payment of the list. */
export const fetchPaymentDelay = (payment: Payment, personId: number, signal?: AbortSignal): Promise<PaymentDelayLine[]> =>
  paymentDelay(paymentDelayParams(payment, personId), signal);

/** The 'pagamentos' resource: one payments call per filter (the client sorts and pages its rows), and the delay per product. */
export const pagamentosProvider = withCustomMethods(
  graphqlListResource<Payment, PaymentsMeta>({
    fetchAll: (filter, signal) => fetchPayments(filter as PaymentFilter, signal),
    id: (row) => row.invoiceNumber,
    ready: (filter) => filter.personId !== undefined && Boolean(filter.startDate) && Boolean(filter.endDate),
  }) as DataProvider,
  {
    paymentDelay: (_resource: string, params: PaymentDelayParams) => paymentDelay(params),
  } satisfies PagamentosMethods,
);

/** The resources this area serves (gathered by src/dataProviders/index.ts). */
export const resources: Record<string, DataProvider> = { pagamentos: pagamentosProvider };
