import { annualRate, optionWorth } from '../../../src/resources/opcoesRecebimento/optionWorth';
import type { DiscountOption } from '../../../src/types/api';

const standard: DiscountOption = { CD_PAGTO: 28, NR_PRAZO1: 28, VP_DESC_ANTEC_PAGTO: 0, IN_COND_PADRAO_FORNEC: 'S' };
const seven: DiscountOption = { CD_PAGTO: 7, NR_PRAZO1: 7, VP_DESC_ANTEC_PAGTO: 3, IN_COND_PADRAO_FORNEC: 'N' };
const late: DiscountOption = { CD_PAGTO: 40, NR_PRAZO1: 40, VP_DESC_ANTEC_PAGTO: 1, IN_COND_PADRAO_FORNEC: 'N' };

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
