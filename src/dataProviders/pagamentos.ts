import { toServerDate } from '../i18n/format';
import { isPaid, paymentTotals, weeklyAmounts, type PaymentTotals, type PaymentWeek } from '../resources/pagamentos/paymentRules';
import type { PaymentDelayRow, PaymentRow } from '../types/api';
import { missingFieldsError } from './core/errors';
import { graphqlRequest } from './core/graphql';
import { graphqlListResource } from './core/graphqlListResource';

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

/** The list's filter: the FilterBar's values (paymentType T Todos, P Pendentes, G Pagos). */
export interface PaymentFilter {
  personId?: number;
  paymentType?: 'T' | 'P' | 'G';
  startDate?: string;
  endDate?: string;
}

const serverDay = (iso: string | undefined): string => (iso ? toServerDate(new Date(`${iso.slice(0, 10)}T00:00:00`)) : '');

/** What comes beside the rows: the card's totals and the chart's weeks of the payments the filter keeps. */
export interface PaymentsMeta {
  totals: PaymentTotals;
  weeks: PaymentWeek[];
}

/** GraphQL payments of the range (9,999 rows from row 0), kept by the filter's type, with the card's totals and the chart's weeks. */
export async function fetchPayments(filter: PaymentFilter, signal?: AbortSignal): Promise<{ rows: PaymentRow[]; meta: PaymentsMeta }> {
  const data = await graphqlRequest<{ payments?: PaymentRow[] | null }>({
    query: PAYMENTS_QUERY,
    variables: { startDate: serverDay(filter.startDate), endDate: serverDay(filter.endDate), initialRow: 0, nextRows: PAYMENT_ROWS, personId: String(filter.personId) },
    feature: 'payments',
    supersedeKey: 'pagamentos',
    signal,
  });
  if (!Array.isArray(data.payments)) throw missingFieldsError(data);
  const today = new Date();
  const rows = data.payments.filter((row) => filter.paymentType === undefined || filter.paymentType === 'T' || isPaid(row, today) === (filter.paymentType === 'G'));
  return { rows, meta: { totals: paymentTotals(rows, today), weeks: weeklyAmounts(rows, today) } };
}

/** GraphQL paymentDelay of one invoice: its delay per product. */
export async function fetchPaymentDelay(payment: PaymentRow, personId: number, signal?: AbortSignal): Promise<PaymentDelayRow[]> {
  const detail = payment.paymentDetail[0];
  const data = await graphqlRequest<{ paymentDelay?: PaymentDelayRow[] | null }>({
    query: DELAY_QUERY,
    variables: {
      invoiceNumber: payment.invoiceNumber,
      personId: String(personId),
      invoiceSerieDescription: detail?.invoiceSerieDescription ?? '',
      invoiceSubSerieNumber: detail?.invoiceSubSerieNum ?? 0,
      issueDate: detail ? serverDay(detail.issueDate) : '',
    },
    feature: 'paymentDelay',
    signal,
  });
  if (!Array.isArray(data.paymentDelay)) throw missingFieldsError(data);
  return data.paymentDelay;
}

/** The 'pagamentos' resource: one payments call per filter; the client sorts and pages its rows. */
export const pagamentosProvider = graphqlListResource<PaymentRow, PaymentsMeta>({
  fetchAll: (filter, signal) => fetchPayments(filter as PaymentFilter, signal),
  id: (row) => row.invoiceNumber,
  ready: (filter) => filter.personId !== undefined && Boolean(filter.startDate) && Boolean(filter.endDate),
});
