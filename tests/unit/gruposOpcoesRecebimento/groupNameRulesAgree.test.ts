import { groupNameProblem } from '../../../mocks/gruposOpcoesRecebimento/rules';
import { descriptionProblem } from '../../../src/kit/forms/descriptionRule';

/** Spec: a group's Descrição is required (blanks count as empty) and at most 100 characters. */
const CASES: [string, unknown, 'required' | 'max' | undefined][] = [
  ['a name', 'Móveis - antecipação', undefined],
  ['blanks', '   ', 'required'],
  ['nothing', undefined, 'required'],
  ['100 characters', 'x'.repeat(100), undefined],
  ['101 characters', 'x'.repeat(101), 'max'],
  ['100 accented characters around blanks', ` ${'ç'.repeat(100)} `, undefined],
];

describe('group name rule: client form and mock server', () => {
  it.each(CASES)('%s', (_name, value, problem) => {
    expect(descriptionProblem(value)).toBe(problem);
    expect(groupNameProblem(value)).toBe(problem);
  });
});
