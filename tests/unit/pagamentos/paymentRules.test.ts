import { delayRowsOf, paymentsFor } from '../../../mocks/pagamentos/seed';
import { cellText } from '../../../src/resources/pagamentos/paymentColumns';
import { daysUntilPayment, delayTotal, isPaid, paymentTotals, productDelay, weeklyAmounts, type Payment as PaymentRow } from '../../../src/resources/pagamentos/payments';

const today = new Date(2026, 10, 24, 9);
const on = (iso: string) => ({ paymentDate: `${iso}T00:00:00` });

describe('payment classification (part 2, section 4)', () => {
  it('is paid before today, pending today and after; days until payment only when positive', () => {
    expect(isPaid(on('2026-11-23'), today)).toBe(true);
    expect(isPaid(on('2026-11-24'), today)).toBe(false);
    expect(isPaid(on('2026-12-01'), today)).toBe(false);
    expect(daysUntilPayment(on('2026-12-01'), today)).toBe(7);
    expect(daysUntilPayment(on('2026-11-24'), today)).toBeNull();
    expect(daysUntilPayment(on('2026-11-20'), today)).toBeNull();
  });

  it('the delay total is the rounded sum of the proportional delay terms', () => {
    expect(delayTotal([{ proportionalDelayTerm: 1.254 }, { proportionalDelayTerm: 0.9 }, { proportionalDelayTerm: 0.4 }])).toBe(3);
    expect(delayTotal([{ proportionalDelayTerm: 1.2 }, { proportionalDelayTerm: 0.2 }])).toBe(1);
    expect(delayTotal([])).toBe(0);
  });

  it('the twelve totals are the sums of the listed payments; paid and to receive split by the classification', () => {
    const rows = paymentsFor(1000001).map((row) => ({ ...row, totalRows: 0 })) as PaymentRow[];
    const totals = paymentTotals(rows, today);
    const sum = (pick: (row: PaymentRow) => number) => Math.round(rows.reduce((total, row) => total + pick(row), 0) * 100) / 100;
    expect(totals.invoiceCount).toBe(rows.length);
    expect(totals.totalValue).toBe(sum((row) => row.totalAmount));
    expect(totals.noShow).toBe(sum((row) => row.totalNoShowPenalty));
    expect(totals.lateChange).toBe(sum((row) => row.paymentDetail[0].schedulePenaltyAmount));
    expect(Math.round((totals.totalPaid + totals.totalToReceive) * 100) / 100).toBe(sum((row) => row.paidValue));
    expect(totals.totalToReceive).toBeGreaterThan(0);
    expect(totals.totalPaid).toBeGreaterThan(0);
  });

  it("the mock's delay rows carry each product's delay weighted by its share, 3 decimals", () => {
    const late = paymentsFor(1000001).find((row) => productDelay(row) > 0)!;
    const rows = delayRowsOf(late);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.proportionalDelayTerm).toBeCloseTo((row.delayPaymentTerm * row.amountNet) / late.totalAmount, 3);
    expect(paymentsFor(3000001)).toHaveLength(9999);
  });
});

describe("the list's 'Atraso' and the modal's 'Atraso total'", () => {
  it('are one number: the seed notes 10100032 and 10100036 late 3 days, 10100040 late 2 days, in the list and in the modal', () => {
    const payments = paymentsFor(1000001);
    const shown = (invoice: number) => {
      const payment = payments.find((row) => row.invoiceNumber === invoice)!;
      return [cellText({ ...payment, totalRows: 0 }, 'delay', today), delayTotal(delayRowsOf(payment))];
    };
    expect(shown(10100032)).toEqual(['3 dias', 3]);
    expect(shown(10100036)).toEqual(['3 dias', 3]);
    expect(shown(10100040)).toEqual(['2 dias', 2]);
    const late = payments.filter((row) => productDelay(row) > 0);
    expect(late.length).toBeGreaterThan(20);
    for (const payment of late) expect(delayTotal(delayRowsOf(payment))).toBe(productDelay(payment));
  });
});

describe('the weekly chart', () => {
  it('adds each payment to its week (Monday), paid or to receive, oldest week first', () => {
    const row = (iso: string, paidValue: number) => ({ ...on(iso), paidValue }) as PaymentRow;
    expect(weeklyAmounts([row('2026-11-25', 10), row('2026-11-16', 5), row('2026-11-23', 7), row('2026-11-18', 1.005)], today)).toEqual([
      { week: '16/11', paid: 6.01, toReceive: 0 },
      { week: '23/11', paid: 7, toReceive: 10 },
    ]);
  });
});
