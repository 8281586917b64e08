import { payloadProblem } from '../../../mocks/condicoesPagamento/rules';
import { conditionPayload, conditionProblem, type ConditionFormValues } from '../../../src/resources/condicoesPagamento/paymentConditionRules';

/** The mock's default conditions: 28 (and 45) are defaults, 7 is a discount condition. */
const isDefault = (paymentId: number) => paymentId === 28 || paymentId === 45;
const valid: ConditionFormValues = { name: 'Antecipação 10 dias', isDefault: false, standardId: 28, term: '10', discount: '2,5' };

/** Spec part 2, sections 5 and 9: the form's rules and the server's agree on each case the form lets through or refuses. */
const CASES: [string, ConditionFormValues, ReturnType<typeof conditionProblem>][] = [
  ['a discount condition', valid, undefined],
  ['a default condition', { name: 'Padrão 60 dias', isDefault: true, standardId: '', term: '60', discount: '' }, undefined],
  ['a name of spaces', { ...valid, name: '   ' }, 'name'],
  ['an empty term', { ...valid, term: '' }, 'term'],
  ['a term of zeros', { ...valid, term: '000' }, 'term'],
  ['the longest term', { ...valid, term: '999' }, undefined],
  ['an empty discount', { ...valid, discount: '' }, 'discount'],
  ['a discount of zeros', { ...valid, discount: '0,0' }, 'discount'],
  ['a discount over 100', { ...valid, discount: '100,5' }, 'discount'],
  ['a discount of 100', { ...valid, discount: '100' }, undefined],
];

describe('payment condition rules: client form and mock server', () => {
  it.each(CASES)('%s', (_name, values, problem) => {
    expect(conditionProblem(values)).toBe(problem);
    expect(payloadProblem(conditionPayload(values), isDefault)).toBe(problem);
  });

  it('a discount condition attached to no default: the form asks for one, the server refuses a code that is not a default', () => {
    expect(conditionProblem({ ...valid, standardId: '' })).toBe('standard');
    expect(payloadProblem({ ...conditionPayload(valid), Cd_pagto_padrao_org: 7 }, isDefault)).toBe('standard');
  });
});
