import { differenceInCalendarDays, format, startOfDay, startOfWeek } from 'date-fns';
import { toDate } from '../../i18n/format';
import type { CustomMethod } from '../../types/providerMethods';

/**
 * The payments area's domain (spec part 2, sections 3 and 4): the records the 'pagamentos' provider gives the screens,
 * and the rules screen, columns and provider share. Pure: no React, no screen, no wire shape.
 */

/** One invoice's payment detail: its terms (days), penalties and dates ('yyyy-MM-ddTHH:mm:ss'). */
export interface PaymentDetail {
  advancePaymentTerm: number;
  /** The invoice's delay in days (the list's 'Atraso'). */
  delayPaymentTerm: number;
  invoiceNumber: number;
  invoiceSerieDescription: string;
  invoiceSubSerieNum: number;
  issueDate: string;
  noshowPenaltyAmount: number;
  paymentDueDate: string;
  personId: number;
  personPaymentTerm: number;
  receiptDate: string;
  schedulePenaltyAmount: number;
}

/** A payment of an invoice, with its amounts and discounts (the card's totals) and its detail. */
export interface Payment {
  downloadDiscountValue: number;
  resaleDiscountValue: number;
  totalGCDiscountValue: number;
  invoiceNumber: number;
  paidValue: number;
  paymentDate: string;
  returnInvoiceNumber: number | null;
  totalAddReturnInvoice: number;
  totalAmount: number;
  totalAmountAdvanceDiscount: number;
  totalAmountReturnInvoice: number;
  totalNoShowPenalty: number;
  /** The server's count of the payments of the range. */
  totalRows: number;
  paymentDetail: PaymentDetail[];
}

/** A product's share of an invoice's payment delay (the 'Detalhamento' modal's row). */
export interface PaymentDelayLine {
  purchaseOrderId: number;
  productId: number;
  productName: string;
  originalScheduleDate: string;
  amountNet: number;
  delayPaymentTerm: number;
  /** The product's delay weighted by its share of the invoice, 3 decimals. */
  proportionalDelayTerm: number;
}

/** The list's filter: the FilterBar's values (paymentType T Todos, P Pendentes, G Pagos). */
export interface PaymentFilter {
  personId?: number;
  paymentType?: 'T' | 'P' | 'G';
  startDate?: string;
  endDate?: string;
}

/** What names one invoice's delay: the supplier and the invoice's number, serie, sub-serie and issue date. */
export interface PaymentDelayParams {
  personId: number;
  invoiceNumber: number;
  invoiceSerie: string;
  invoiceSubSerie: number;
  /** 'yyyy-MM-dd…', or '' when the payment has no detail. */
  issueDate: string;
}

/** The delay call's params of a payment of the list. */
export function paymentDelayParams(payment: Pick<Payment, 'invoiceNumber' | 'paymentDetail'>, personId: number): PaymentDelayParams {
  const detail = payment.paymentDetail[0];
  return {
    personId,
    invoiceNumber: payment.invoiceNumber,
    invoiceSerie: detail?.invoiceSerieDescription ?? '',
    invoiceSubSerie: detail?.invoiceSubSerieNum ?? 0,
    issueDate: detail?.issueDate ?? '',
  };
}

/** The 'pagamentos' provider's methods beyond getList. */
export interface PagamentosMethods {
  /** The invoice's delay per product. */
  paymentDelay: CustomMethod<PaymentDelayParams, PaymentDelayLine[]>;
}

const paymentDays = new Map<string, Date | null>();

/**
 * The start of a payment's day, read once per distinct date: a range's 9,999 payments fall on a few dozen days, and
 * the classification, totals and chart read each payment's date several times.
 */
function paymentDay(value: string): Date | null {
  let day = paymentDays.get(value);
  if (day === undefined) {
    if (paymentDays.size >= 1_000) paymentDays.clear();
    const parsed = toDate(value);
    day = parsed && startOfDay(parsed);
    paymentDays.set(value, day);
  }
  return day;
}

/** Spec part 2, section 4 "Payment classification": paid when the payment date is before today, pending otherwise. */
export function isPaid(payment: Pick<Payment, 'paymentDate'>, today: Date): boolean {
  const paid = paymentDay(payment.paymentDate);
  return paid !== null && paid.getTime() < startOfDay(today).getTime();
}

/** Days from today to the payment, shown only when positive (null otherwise). */
export function daysUntilPayment(payment: Pick<Payment, 'paymentDate'>, today: Date): number | null {
  const paid = toDate(payment.paymentDate);
  if (!paid) return null;
  const days = differenceInCalendarDays(startOfDay(paid), startOfDay(today));
  return days > 0 ? days : null;
}

/** The product delay of a payment (its detail's delayPaymentTerm); term and anticipation show only when above 0. */
export const productDelay = (payment: Pick<Payment, 'paymentDetail'>): number => payment.paymentDetail[0]?.delayPaymentTerm ?? 0;

/** The delay total of the 'Detalhamento' modal: the rounded sum of the rows' proportional delay terms. */
export const delayTotal = (rows: readonly Pick<PaymentDelayLine, 'proportionalDelayTerm'>[]): number =>
  Math.round(rows.reduce((sum, row) => sum + row.proportionalDelayTerm, 0));

/** The twelve totals of the financial card. */
export interface PaymentTotals {
  invoiceCount: number;
  totalValue: number;
  returnInvoiceValue: number;
  returnSurcharge: number;
  downloadDiscount: number;
  resaleDiscount: number;
  otherDiscounts: number;
  anticipationDiscount: number;
  noShow: number;
  lateChange: number;
  totalPaid: number;
  totalToReceive: number;
}

const cents = (value: number): number => Math.round(value * 100) / 100;

/** The card's totals over the listed payments: sums of their fields; paid and to receive by the classification. */
export function paymentTotals(rows: readonly Payment[], today: Date): PaymentTotals {
  const sum = (pick: (row: Payment) => number, only: (row: Payment) => boolean = () => true) => cents(rows.filter(only).reduce((total, row) => total + pick(row), 0));
  return {
    invoiceCount: rows.length,
    totalValue: sum((row) => row.totalAmount),
    returnInvoiceValue: sum((row) => row.totalAmountReturnInvoice),
    returnSurcharge: sum((row) => row.totalAddReturnInvoice),
    downloadDiscount: sum((row) => row.downloadDiscountValue),
    resaleDiscount: sum((row) => row.resaleDiscountValue),
    otherDiscounts: sum((row) => row.totalGCDiscountValue),
    anticipationDiscount: sum((row) => row.totalAmountAdvanceDiscount),
    noShow: sum((row) => row.totalNoShowPenalty),
    lateChange: sum((row) => row.paymentDetail.reduce((total, detail) => total + detail.schedulePenaltyAmount, 0)),
    totalPaid: sum((row) => row.paidValue, (row) => isPaid(row, today)),
    totalToReceive: sum((row) => row.paidValue, (row) => !isPaid(row, today)),
  };
}

/** Whether the filter's payment type (Todos, Pendentes, Pagos) keeps a payment, by the classification. */
export const keptByType = (payment: Pick<Payment, 'paymentDate'>, paymentType: PaymentFilter['paymentType'], today: Date): boolean =>
  paymentType === undefined || paymentType === 'T' || isPaid(payment, today) === (paymentType === 'G');

/** A week of the chart: its Monday (dd/MM) and the amounts paid and to receive whose payment date falls in it. */
export interface PaymentWeek {
  week: string;
  paid: number;
  toReceive: number;
}

/** The listed payments' amounts per week (weeks start on Monday), oldest first; weeks without payments are left out. */
export function weeklyAmounts(rows: readonly Payment[], today: Date): PaymentWeek[] {
  const weeks = new Map<number, { paid: number; toReceive: number }>();
  for (const row of rows) {
    const day = paymentDay(row.paymentDate);
    if (!day) continue;
    const monday = startOfWeek(day, { weekStartsOn: 1 }).getTime();
    const week = weeks.get(monday) ?? { paid: 0, toReceive: 0 };
    if (isPaid(row, today)) week.paid += row.paidValue;
    else week.toReceive += row.paidValue;
    weeks.set(monday, week);
  }
  return [...weeks.entries()]
    .sort(([a], [b]) => a - b)
    .map(([monday, week]) => ({ week: format(new Date(monday), 'dd/MM'), paid: cents(week.paid), toReceive: cents(week.toReceive) }));
}

/** What comes beside the rows: the card's totals and the chart's weeks of the payments the filter keeps. */
export interface PaymentsMeta {
  totals: PaymentTotals;
  weeks: PaymentWeek[];
}
