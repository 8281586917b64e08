import { payloadProblem } from '../../../mocks/condicoesPagamento/rules';
import { conditionPayload, conditionProblem, discountInput, termInput, type ConditionFormValues } from '../../../src/resources/condicoesPagamento/paymentConditionRules';

const discount: ConditionFormValues = { name: 'Antecipação 10 dias', isDefault: false, standardId: 28, term: '10', discount: '2,5' };
const standard: ConditionFormValues = { name: 'Padrão 60 dias', isDefault: true, standardId: '', term: '60', discount: '' };

describe('payment condition form rules (part 2, section 5)', () => {
  it('checks the name, the term, the attached default and the discount in that order', () => {
    expect(conditionProblem(discount)).toBeUndefined();
    expect(conditionProblem(standard)).toBeUndefined();
    expect(conditionProblem({ ...discount, name: '   ' })).toBe('name');
    expect(conditionProblem({ ...discount, term: '' })).toBe('term');
    expect(conditionProblem({ ...discount, term: '000' })).toBe('term');
    expect(conditionProblem({ ...discount, standardId: '' })).toBe('standard');
    expect(conditionProblem({ ...discount, discount: '' })).toBe('discount');
    expect(conditionProblem({ ...discount, discount: '0,00' })).toBe('discount');
    expect(conditionProblem({ ...discount, discount: '100,5' })).toBe('discount');
    expect(conditionProblem({ ...discount, discount: '100' })).toBeUndefined();
    expect(conditionProblem({ ...standard, discount: '' , standardId: '' })).toBeUndefined();
  });

  it('term input: digits only, 3 at the most, a negative is 0; discount input: comma decimal, 6 characters, at most 100', () => {
    expect(termInput('12a3')).toBe('123');
    expect(termInput('1000')).toBe('100');
    expect(termInput('-5')).toBe('0');
    expect(discountInput('2.5')).toBe('2,5');
    expect(discountInput('12,34567')).toBe('12,345');
    expect(discountInput('150')).toBe('100');
    expect(discountInput('-3')).toBe('0');
    expect(discountInput('1,2,3')).toBe('1,23');
  });

  it('the body: In_cond_padrao_org N with an attached default, S without; Cd_pagto only on edit', () => {
    expect(conditionPayload(discount)).toEqual({ Cd_pagto_padrao_org: 28, Nr_prazo: 10, Vp_desc_antec_pagto: 2.5, In_cond_padrao_org: 'N', Tx_obs: 'Antecipação 10 dias' });
    expect(conditionPayload(standard, 61)).toEqual({ Cd_pagto: 61, Cd_pagto_padrao_org: null, Nr_prazo: 60, Vp_desc_antec_pagto: 0, In_cond_padrao_org: 'S', Tx_obs: 'Padrão 60 dias' });
  });

  it('the server reads the same rules from the body (101 % and 1000 days refused)', () => {
    const isDefault = (id: number) => id === 28;
    expect(payloadProblem(conditionPayload(discount), isDefault)).toBeUndefined();
    expect(payloadProblem({ ...conditionPayload(discount), Vp_desc_antec_pagto: 101 }, isDefault)).toBe('discount');
    expect(payloadProblem({ ...conditionPayload(discount), Nr_prazo: 1000 }, isDefault)).toBe('term');
    expect(payloadProblem({ ...conditionPayload(discount), Cd_pagto_padrao_org: 7 }, isDefault)).toBe('standard');
    expect(payloadProblem({ ...conditionPayload(discount), Tx_obs: '' }, isDefault)).toBe('name');
  });
});
