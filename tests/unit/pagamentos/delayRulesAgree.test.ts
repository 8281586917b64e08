import { paymentsFor } from '../../../mocks/pagamentos/seed';
import { invoiceDelay, proportionalDelay } from '../../../mocks/pagamentos/rules';
import { toDelayLine } from '../../../src/dataProviders/pagamentos/wire';
import { delayTotal, productDelay } from '../../../src/resources/pagamentos/payments';

describe("the invoice's delay: the client's rule and the server's agree (spec part 2, section 4)", () => {
  it('on the seed cases: 10100032 and 10100036 late 3 days, 10100040 late 2 days', () => {
    const payments = paymentsFor(1000001);
    for (const [invoice, days] of [
      [10100032, 3],
      [10100036, 3],
      [10100040, 2],
    ] as const) {
      const payment = payments.find((row) => row.invoiceNumber === invoice)!;
      expect(invoiceDelay(payment.delayRows)).toBe(days);
      expect(delayTotal(payment.delayRows.map(toDelayLine))).toBe(days);
      expect(productDelay(payment)).toBe(days);
    }
  });

  it("on every late invoice of the seed: the list's 'Atraso' is the modal's total", () => {
    const late = [...paymentsFor(1000001), ...paymentsFor(2000001)].filter((row) => row.delayRows.length > 0);
    expect(late.length).toBeGreaterThan(20);
    for (const payment of late) {
      const lines = payment.delayRows.map(toDelayLine);
      expect(delayTotal(lines)).toBe(invoiceDelay(payment.delayRows));
      expect(productDelay(payment)).toBe(delayTotal(lines));
    }
  });

  it("on the spec's rounding cases", () => {
    const rows = (...terms: number[]) => terms.map((proportionalDelayTerm) => ({ proportionalDelayTerm }));
    for (const terms of [[1.254, 0.9, 0.4], [1.2, 0.2], [], [0.5], [2.499, 0.001]]) expect(invoiceDelay(rows(...terms))).toBe(delayTotal(rows(...terms)));
    expect(proportionalDelay(3, 500, 1000)).toBe(1.5);
    expect(proportionalDelay(2, 333.33, 1000)).toBe(0.667);
  });
});
