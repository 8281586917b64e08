import { DESCRIPTION_MAX, descriptionProblem } from '../../../src/kit/forms/descriptionRule';
import { DESCRIPTION_LIMIT, descriptionRefusal as groupRefusal } from '../../../mocks/grupos/rules';
import { descriptionRefusal as accessTypeRefusal } from '../../../mocks/permissao/rules';

/** The spec's cases of a one-field description (groups, access types): required, blanks alone are empty, at most 100. */
const CASES: [unknown, 'required' | 'max' | undefined][] = [
  ['', 'required'],
  ['   ', 'required'],
  [undefined, 'required'],
  [42, 'required'],
  ['Compras', undefined],
  ['  Compras  ', undefined],
  ['a'.repeat(100), undefined],
  [`  ${'a'.repeat(100)}  `, undefined],
  ['a'.repeat(101), 'max'],
  ['é'.repeat(100), undefined],
  ['😀'.repeat(100), undefined],
  ['😀'.repeat(101), 'max'],
];

describe('the description rule: the form and the mock server agree', () => {
  it('has the same limit', () => {
    expect(DESCRIPTION_LIMIT).toBe(DESCRIPTION_MAX);
  });

  it.each(CASES)('%j → %s', (value, expected) => {
    expect(descriptionProblem(value)).toBe(expected);
    expect(groupRefusal(value)).toBe(expected);
    expect(accessTypeRefusal(value)).toBe(expected);
  });
});
