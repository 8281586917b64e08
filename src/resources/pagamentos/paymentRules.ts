import { differenceInCalendarDays, format, startOfDay, startOfWeek } from 'date-fns';
import { toDate } from '../../i18n/format';
import type { PaymentDelayRow, PaymentRow } from '../../types/api';

/** Spec part 2, section 4 "Payment classification": paid when the payment date is before today, pending otherwise. */
export function isPaid(payment: Pick<PaymentRow, 'paymentDate'>, today: Date): boolean {
  const paid = toDate(payment.paymentDate);
  return paid !== null && differenceInCalendarDays(startOfDay(paid), startOfDay(today)) < 0;
}

/** Days from today to the payment, shown only when positive (null otherwise). */
export function daysUntilPayment(payment: Pick<PaymentRow, 'paymentDate'>, today: Date): number | null {
  const paid = toDate(payment.paymentDate);
  if (!paid) return null;
  const days = differenceInCalendarDays(startOfDay(paid), startOfDay(today));
  return days > 0 ? days : null;
}

/** The product delay of a payment (its detail's delayPaymentTerm); term and anticipation show only when above 0. */
export const productDelay = (payment: Pick<PaymentRow, 'paymentDetail'>): number => payment.paymentDetail[0]?.delayPaymentTerm ?? 0;

/** The delay total of the 'Detalhamento' modal: the rounded sum of the rows' proportional delay terms. */
export const delayTotal = (rows: readonly Pick<PaymentDelayRow, 'proportionalDelayTerm'>[]): number =>
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
export function paymentTotals(rows: readonly PaymentRow[], today: Date): PaymentTotals {
  const sum = (pick: (row: PaymentRow) => number, only: (row: PaymentRow) => boolean = () => true) => cents(rows.filter(only).reduce((total, row) => total + pick(row), 0));
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

/** A week of the chart: its Monday (dd/MM) and the amounts paid and to receive whose payment date falls in it. */
export interface PaymentWeek {
  week: string;
  paid: number;
  toReceive: number;
}

/** The listed payments' amounts per week (weeks start on Monday), oldest first; weeks without payments are left out. */
export function weeklyAmounts(rows: readonly PaymentRow[], today: Date): PaymentWeek[] {
  const weeks = new Map<number, { paid: number; toReceive: number }>();
  for (const row of rows) {
    const day = toDate(row.paymentDate);
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
