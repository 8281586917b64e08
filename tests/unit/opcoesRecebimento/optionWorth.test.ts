import { annualRate, optionWorth } from '../../../src/resources/opcoesRecebimento/optionWorth';
import type { PaymentOption } from '../../../src/resources/opcoesRecebimento/receivingOptions';

const standard: PaymentOption = { paymentCode: 28, termDays: 28, advanceDiscount: 0, standard: true };
const seven: PaymentOption = { paymentCode: 7, termDays: 7, advanceDiscount: 3, standard: false };
const late: PaymentOption = { paymentCode: 40, termDays: 40, advanceDiscount: 1, standard: false };

describe('what an option is worth', () => {
  it('compounds the discount over the days it advances the payment', () => {
    // 3 % for 21 days earlier: (1/0.97)^(365/21) - 1
    expect(annualRate(3, 21)).toBeCloseTo((Math.pow(1 / 0.97, 365 / 21) - 1) * 100, 10);
    expect(annualRate(3, 21)).toBeCloseTo(69.8, 1);
    expect(annualRate(1.5, 14)).toBeCloseTo(48.3, 1);
    expect(annualRate(0, 14)).toBeNull();
    expect(annualRate(3, 0)).toBeNull();
    expect(annualRate(100, 10)).toBeNull();
  });

  it('dates the payment at delivery plus the term; the standard term and a later option have no rate', () => {
    const delivery = new Date(2026, 10, 30);
    expect(optionWorth(seven, delivery, [standard, seven])).toEqual({ paymentDate: new Date(2026, 11, 7), annualRate: annualRate(3, 21) });
    expect(optionWorth(standard, delivery, [standard, seven])).toEqual({ paymentDate: new Date(2026, 11, 28), annualRate: null });
    expect(optionWorth(late, delivery, [standard, late]).annualRate).toBeNull();
  });
});
