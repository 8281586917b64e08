import { canAnswerStatus, hasEnded, isChoice, type AnswerItem, type Form, type FormAnswerSubmission, type FormQuestion } from '../forms';

/**
 * The answer screen's rules (spec part 3, sections 2, 4, 5 and 6, "Forms"): who may answer, the numeric inputs'
 * refused characters, what a required form needs and what is sent. Pure: the hook (useAnswerForm) holds the values.
 */

/** A text answer's limit, in characters (the editor's longest text). */
export const ANSWER_TEXT_MAX = 4000;

/** One question's answer as typed: the text (TEXT, NUMERIC) and the chosen option ids (the selects). */
export interface AnswerDraft {
  text: string;
  selected: number[];
}

/** The answers by question id. */
export type AnswerValues = Record<number, AnswerDraft>;

/** What the screen offers: answering, or why not (staff never answer; only a published form that has not ended). */
export type AnswerAccess = 'answer' | 'staff' | 'notPublished' | 'ended';

/** Spec sections 2, 4 and 6: internal staff cannot answer; only a published form; an ended one sends the user away. */
export function answerAccess(form: Pick<Form, 'status' | 'endDate'>, internalStaff: boolean, today: string): AnswerAccess {
  if (internalStaff) return 'staff';
  // An ended form is inactive on the server: its end date decides first, so that the supplier is told why.
  if (hasEnded(form.endDate, today)) return 'ended';
  return canAnswerStatus(form.status) ? 'answer' : 'notPublished';
}

/** Spec section 5: numeric answer inputs block the characters e, minus and plus. */
const BLOCKED_NUMERIC = new Set(['e', 'E', '-', '+']);

/** Whether a key pressed in a numeric input is refused. */
export const blockedNumericKey = (key: string): boolean => BLOCKED_NUMERIC.has(key);

/** A numeric input's text as typed or pasted: digits and one decimal separator ('.' or ','), nothing else. */
export function numericText(typed: string): string {
  let separator = false;
  let kept = '';
  for (const char of typed) {
    if (char >= '0' && char <= '9') kept += char;
    else if ((char === '.' || char === ',') && !separator) {
      separator = true;
      kept += char;
    }
  }
  return kept;
}

/** The number as the server takes it: digits, then '.' and digits; undefined when it is no number ('', ',', '3,', ',5'). */
export function numericValue(text: string): string | undefined {
  const normalised = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(normalised) ? normalised : undefined;
}

const questionIdOf = (question: FormQuestion): number => {
  if (question.id === undefined) throw new Error('a stored form has question ids');
  return question.id;
};

/** The answers a form opens with: the supplier's own when it answered, else empty. */
export function initialAnswers(form: Pick<Form, 'questions'>): AnswerValues {
  return Object.fromEntries(
    form.questions.map((question) => [questionIdOf(question), { text: question.answer?.text ?? '', selected: [...(question.answer?.selected ?? [])] }]),
  );
}

const EMPTY: AnswerDraft = { text: '', selected: [] };

/** Whether the question has an answer. */
export function isAnswered(question: FormQuestion, draft: AnswerDraft = EMPTY): boolean {
  return isChoice(question.type) ? draft.selected.length > 0 : draft.text.trim() !== '';
}

export type AnswerProblem = 'required' | 'notNumber' | 'tooLong';

/** By question id: unanswered in a required form, an unreadable number, a text over ANSWER_TEXT_MAX. */
export function answerProblems(form: Pick<Form, 'required' | 'questions'>, values: AnswerValues): Record<number, AnswerProblem> {
  const problems: Record<number, AnswerProblem> = {};
  for (const question of form.questions) {
    const id = questionIdOf(question);
    const draft = values[id] ?? EMPTY;
    if (!isAnswered(question, draft)) {
      if (form.required) problems[id] = 'required';
    } else if (question.type === 'NUMERIC' && numericValue(draft.text) === undefined) problems[id] = 'notNumber';
    else if (question.type === 'TEXT' && Array.from(draft.text.trim()).length > ANSWER_TEXT_MAX) problems[id] = 'tooLong';
  }
  return problems;
}

/** One option picked: a single choice replaces, a multiple choice toggles. */
export function pick(question: FormQuestion, selected: readonly number[], optionId: number, on: boolean): number[] {
  if (question.type === 'UNIQUE_SELECT') return on ? [optionId] : [];
  const others = selected.filter((id) => id !== optionId);
  if (!on) return others;
  // Kept in the options' order, whatever the clicks' order.
  const order = question.options.map((option) => option.id);
  return [...others, optionId].sort((left, right) => order.indexOf(left) - order.indexOf(right));
}

/** What Enviar sends: the answered questions only (trimmed text, '.' decimals, option ids). */
export function submissionOf(form: Pick<Form, 'id' | 'questions'>, values: AnswerValues): FormAnswerSubmission {
  const answers: AnswerItem[] = [];
  for (const question of form.questions) {
    const questionId = questionIdOf(question);
    const draft = values[questionId] ?? EMPTY;
    if (!isAnswered(question, draft)) continue;
    if (isChoice(question.type)) answers.push({ questionId, selected: [...draft.selected] });
    else if (question.type === 'NUMERIC') answers.push({ questionId, text: numericValue(draft.text) ?? draft.text.trim() });
    else answers.push({ questionId, text: draft.text.trim() });
  }
  return { formId: form.id, answers };
}
