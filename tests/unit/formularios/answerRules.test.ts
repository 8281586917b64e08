import { describe, expect, it } from 'vitest';
import type { Form } from '../../../src/resources/formularios/forms';
import {
  ANSWER_TEXT_MAX,
  answerAccess,
  answerProblems,
  blockedNumericKey,
  initialAnswers,
  isAnswered,
  numericText,
  numericValue,
  pick,
  submissionOf,
} from '../../../src/resources/formularios/answer/answerRules';

const FORM: Form = {
  id: 9,
  title: 'Pesquisa',
  description: 'Texto',
  required: true,
  startDate: '2026-11-20',
  endDate: '2026-12-20',
  questions: [
    { id: 1, type: 'TEXT', title: 'Comentários', options: [] },
    { id: 2, type: 'NUMERIC', title: 'Funcionários', options: [] },
    { id: 3, type: 'UNIQUE_SELECT', title: 'Nota', options: [{ id: 31, index: 0, title: 'Boa' }, { id: 32, index: 1, title: 'Ruim' }] },
    {
      id: 4,
      type: 'MULTIPLE_SELECT',
      title: 'Canais',
      options: [{ id: 41, index: 0, title: 'E-mail' }, { id: 42, index: 1, title: 'Telefone' }, { id: 43, index: 2, title: 'Portal' }],
    },
  ],
  recipients: [],
  flags: { draft: false, published: true, canceled: false, inactive: false },
  status: 'published',
  answered: false,
};

const [text, , unique, multiple] = FORM.questions;

describe('who may answer', () => {
  it('a supplier answers a published form until its end date, inclusive', () => {
    expect(answerAccess(FORM, false, '2026-11-27')).toBe('answer');
    expect(answerAccess(FORM, false, '2026-12-20')).toBe('answer');
    expect(answerAccess(FORM, false, '2026-12-21')).toBe('ended');
  });

  it('internal staff never answer', () => {
    expect(answerAccess(FORM, true, '2026-11-27')).toBe('staff');
    expect(answerAccess({ ...FORM, endDate: '2026-01-01' }, true, '2026-11-27')).toBe('staff');
  });

  it.each(['draft', 'canceled', 'inactive', 'none'] as const)('a %s form is not answered', (status) => {
    expect(answerAccess({ ...FORM, status }, false, '2026-11-27')).toBe('notPublished');
  });

  it('an ended form is ended whatever its status says (the server calls it inactive)', () => {
    expect(answerAccess({ ...FORM, status: 'inactive', endDate: '2026-11-22' }, false, '2026-11-27')).toBe('ended');
    expect(answerAccess({ ...FORM, status: 'canceled', endDate: '2026-11-22' }, false, '2026-11-27')).toBe('ended');
  });
});

describe('numeric inputs', () => {
  it.each(['e', 'E', '-', '+'])("refuse the key '%s'", (key) => {
    expect(blockedNumericKey(key)).toBe(true);
  });

  it.each(['1', '0', ',', '.', 'Backspace', 'ArrowLeft', 'Tab'])("let '%s' through", (key) => {
    expect(blockedNumericKey(key)).toBe(false);
  });

  it('keep digits and one separator of whatever is pasted', () => {
    expect(numericText('-1e5')).toBe('15');
    expect(numericText('+12,5')).toBe('12,5');
    expect(numericText('1.2.3')).toBe('1.23');
    expect(numericText('abc')).toBe('');
  });

  it("send '.' decimals, and know what is no number", () => {
    expect(numericValue('12,5')).toBe('12.5');
    expect(numericValue(' 7 ')).toBe('7');
    expect(numericValue('3.')).toBeUndefined();
    expect(numericValue(',5')).toBeUndefined();
    expect(numericValue(',')).toBeUndefined();
    expect(numericValue('')).toBeUndefined();
  });
});

describe('answers', () => {
  it('open empty, or with the supplier own answers', () => {
    expect(initialAnswers(FORM)[1]).toEqual({ text: '', selected: [] });
    const answered = { ...FORM, questions: [{ ...text, answer: { text: 'Ok' } }, { ...multiple, answer: { selected: [41, 43] } }] };
    expect(initialAnswers(answered)).toEqual({ 1: { text: 'Ok', selected: [] }, 4: { text: '', selected: [41, 43] } });
  });

  it('a blank text is no answer; a choice needs an option', () => {
    expect(isAnswered(text, { text: '  ', selected: [] })).toBe(false);
    expect(isAnswered(text, { text: 'x', selected: [] })).toBe(true);
    expect(isAnswered(unique, { text: 'x', selected: [] })).toBe(false);
    expect(isAnswered(unique, { text: '', selected: [31] })).toBe(true);
    expect(isAnswered(unique)).toBe(false);
  });

  it('a required form needs every question answered', () => {
    expect(answerProblems(FORM, initialAnswers(FORM))).toEqual({ 1: 'required', 2: 'required', 3: 'required', 4: 'required' });
    const values = { 1: { text: 'Ok', selected: [] }, 2: { text: '10', selected: [] }, 3: { text: '', selected: [31] }, 4: { text: '', selected: [42] } };
    expect(answerProblems(FORM, values)).toEqual({});
  });

  it('a form that is not required takes blanks, but not an unreadable number or an overlong text', () => {
    const optional = { ...FORM, required: false };
    expect(answerProblems(optional, initialAnswers(optional))).toEqual({});
    expect(answerProblems(optional, { 2: { text: ',', selected: [] } })).toEqual({ 2: 'notNumber' });
    expect(answerProblems(optional, { 1: { text: 'x'.repeat(ANSWER_TEXT_MAX + 1), selected: [] } })).toEqual({ 1: 'tooLong' });
    expect(answerProblems(optional, { 1: { text: 'x'.repeat(ANSWER_TEXT_MAX), selected: [] } })).toEqual({});
  });

  it('a single choice replaces the pick, a multiple choice toggles it and keeps the options order', () => {
    expect(pick(unique, [31], 32, true)).toEqual([32]);
    expect(pick(unique, [31], 31, false)).toEqual([]);
    expect(pick(multiple, [43], 41, true)).toEqual([41, 43]);
    expect(pick(multiple, [41, 43], 41, false)).toEqual([43]);
  });

  it('sends the answered questions: trimmed text, numbers with a dot, option ids', () => {
    const values = { 1: { text: ' Tudo certo ', selected: [] }, 2: { text: '12,5', selected: [] }, 3: { text: '', selected: [] }, 4: { text: '', selected: [41, 42] } };
    expect(submissionOf(FORM, values)).toEqual({
      formId: 9,
      answers: [
        { questionId: 1, text: 'Tudo certo' },
        { questionId: 2, text: '12.5' },
        { questionId: 4, selected: [41, 42] },
      ],
    });
  });
});
