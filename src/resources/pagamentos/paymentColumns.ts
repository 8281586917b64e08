import { formatDate, formatMoney } from '../../i18n/format';
import { translate } from '../../i18n/translate';
import type { CsvColumn } from '../../kit/list/csvExport';
import { daysUntilPayment, isPaid, productDelay, type Payment } from './payments';

const TEXT = 'resources.pagamentos';

/** The payments table's columns, in order; those the list sorts by name the row's own field. */
export const PAYMENT_COLUMNS = [
  'invoiceNumber',
  'issueDate',
  'paymentDueDate',
  'paymentDate',
  'status',
  'daysUntil',
  'totalAmount',
  'paidValue',
  'personPaymentTerm',
  'advancePaymentTerm',
  'delay',
] as const;

export type PaymentColumn = (typeof PAYMENT_COLUMNS)[number];

/** The columns sorted by the row's field of the same name. */
export const SORTABLE: ReadonlySet<PaymentColumn> = new Set(['invoiceNumber', 'paymentDate', 'totalAmount', 'paidValue']);

/** The amounts, kept on one line. */
export const MONEY: ReadonlySet<PaymentColumn> = new Set(['totalAmount', 'paidValue']);

const days = (count: number): string => translate(`${TEXT}.days`, { smart_count: count });

/**
 * A cell's text: what the table shows and the CSV holds. Issue and due dates come from the payment's first detail;
 * days until payment only when positive; term, anticipation and delay only when the product delay is above 0.
 */
export function cellText(row: Payment, column: PaymentColumn, today: Date): string {
  const detail = row.paymentDetail[0];
  const delayed = productDelay(row) > 0;
  switch (column) {
    case 'invoiceNumber':
      return String(row.invoiceNumber);
    case 'issueDate':
      return formatDate(detail?.issueDate);
    case 'paymentDueDate':
      return formatDate(detail?.paymentDueDate);
    case 'paymentDate':
      return formatDate(row.paymentDate);
    case 'status':
      return translate(`${TEXT}.status.${isPaid(row, today) ? 'paid' : 'pending'}`);
    case 'daysUntil': {
      const until = daysUntilPayment(row, today);
      return until === null ? '' : days(until);
    }
    case 'totalAmount':
      return formatMoney(row.totalAmount);
    case 'paidValue':
      return formatMoney(row.paidValue);
    case 'personPaymentTerm':
      return delayed ? days(detail.personPaymentTerm) : '';
    case 'advancePaymentTerm':
      return delayed ? days(detail.advancePaymentTerm) : '';
    case 'delay':
      return delayed ? days(productDelay(row)) : '';
  }
}

/** The CSV: every column, the cells as on screen but the amounts as numbers a spreadsheet sums and the invoice number as text (labels are i18n keys, translated by PortalList). */
export function paymentExportColumns(today: Date): CsvColumn[] {
  return PAYMENT_COLUMNS.map((column) => {
    const label = `${TEXT}.fields.${column}`;
    if (column === 'invoiceNumber') return { source: column, label, kind: 'code' };
    if (MONEY.has(column)) return { source: column, label, kind: 'amount' };
    return { source: column, label, format: (_value, row) => cellText(row as unknown as Payment, column, today) };
  });
}
