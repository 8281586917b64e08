import { addDays, format, isValid, startOfDay } from 'date-fns';
import { FORM_LIMITS, isChoice, type Form, type FormDraft, type FormRecipient, type QuestionType } from '../forms';

/**
 * The form editor's rules (spec part 3, sections 4, 5 and 9, "Form editor"): what Salvar checks, in the spec's order,
 * the new question and new option checks, the choice questions' markers, the question list's moves and what the
 * editor saves. Pure: the hook (useFormEditor) holds the values and says the messages.
 */

export interface EditorOption {
  /** The option's place in React's lists (stored options keep their `id` besides). */
  key: string;
  id?: number;
  title: string;
}

export interface EditorQuestion {
  key: string;
  id?: number;
  type: QuestionType;
  title: string;
  options: EditorOption[];
}

export interface EditorValues {
  title: string;
  description: string;
  required: boolean;
  /** null: empty; an Invalid Date: typed but unreadable. */
  startDate: Date | null;
  endDate: Date | null;
  questions: EditorQuestion[];
  /** The chosen suppliers, by code. */
  recipients: ReadonlyMap<number, FormRecipient>;
}

/** Makes the keys of questions and options. */
export type KeyMaker = () => string;

/** Characters as the user counts them (an emoji is one). */
export const textLength = (text: string): number => Array.from(text).length;

/** Two titles are the same when they differ only in letter case or surrounding blanks. */
const sameText = (left: string, right: string): boolean => left.trim().toLocaleLowerCase('pt-BR') === right.trim().toLocaleLowerCase('pt-BR');

const blank = (text: string): boolean => text.trim() === '';

export const emptyEditor = (): EditorValues => ({
  title: '',
  description: '',
  required: false,
  startDate: null,
  endDate: null,
  questions: [],
  recipients: new Map(),
});

/** A stored draft as the editor holds it. */
export function editorOf(form: Form, nextKey: KeyMaker): EditorValues {
  return {
    title: form.title,
    description: form.description,
    required: form.required,
    startDate: dayOf(form.startDate),
    endDate: dayOf(form.endDate),
    questions: form.questions.map((question) => ({
      key: nextKey(),
      ...(question.id === undefined ? {} : { id: question.id }),
      type: question.type,
      title: question.title,
      options: [...question.options]
        .sort((left, right) => left.index - right.index)
        .map((option) => ({ key: nextKey(), ...(option.id === undefined ? {} : { id: option.id }), title: option.title })),
    })),
    recipients: new Map(form.recipients.map((recipient) => [recipient.id, recipient])),
  };
}

/** A 'yyyy-MM-dd' day as a local date (null when empty or unreadable). */
export function dayOf(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return isValid(date) ? date : null;
}

const dayText = (date: Date): string => format(date, 'yyyy-MM-dd');

// ---------------------------------------------------------------------------------------------------------------
// Salvar

export type TextProblem = 'required' | 'tooLong';
export type DateProblem = 'required' | 'invalid' | 'beforeTomorrow' | 'notAfterStart';
export type QuestionTitleProblem = 'required' | 'tooLong' | 'duplicate';
export type OptionProblem = 'required' | 'tooLong' | 'duplicate';

/** A question's problems: its title, its options as a whole ('none': a choice without options), each option by key. */
export interface QuestionProblems {
  title?: QuestionTitleProblem;
  options?: 'none';
  option: Record<string, OptionProblem>;
}

/** A message Salvar says, by its key under the editor's texts, with its numbers (questions and options from 1). */
export type EditorMessage =
  | { key: 'emptyFields' }
  | { key: 'invalidDate' }
  | { key: 'startBeforeTomorrow' }
  | { key: 'endNotAfterStart' }
  | { key: 'titleTooLong'; max: number }
  | { key: 'descriptionTooLong'; max: number }
  | { key: 'tooFewQuestions' }
  | { key: 'sameQuestionTitles'; first: number; second: number }
  | { key: 'questionWithoutTitle'; question: number }
  | { key: 'questionTitleTooLong'; question: number; max: number }
  | { key: 'questionWithoutOptions'; question: number }
  | { key: 'emptyOption'; question: number }
  | { key: 'optionTooLong'; question: number; max: number }
  | { key: 'sameOptions'; question: number; first: number; second: number }
  | { key: 'noRecipients' };

export interface EditorCheck {
  /** In the spec's order: empty fields, dates, two questions, equal titles; then the limits and the recipients. */
  messages: EditorMessage[];
  title?: TextProblem;
  description?: TextProblem;
  startDate?: DateProblem;
  endDate?: DateProblem;
  recipients?: 'none';
  /** By question key. */
  questions: Record<string, QuestionProblems>;
}

export const editorIsValid = (check: EditorCheck): boolean => check.messages.length === 0;

const textProblem = (text: string, max: number): TextProblem | undefined => {
  if (blank(text)) return 'required';
  return textLength(text.trim()) > max ? 'tooLong' : undefined;
};

/** Pairs (from 1) of items whose text equals an earlier item's: each later one with the first of its kind. */
function samePairs(texts: readonly string[]): [number, number][] {
  const pairs: [number, number][] = [];
  texts.forEach((text, later) => {
    if (blank(text)) return;
    const first = texts.findIndex((earlier) => !blank(earlier) && sameText(earlier, text));
    if (first < later) pairs.push([first + 1, later + 1]);
  });
  return pairs;
}

/** The problems of one question (n counts from 1), and the messages they give. */
function checkQuestion(question: EditorQuestion, n: number, duplicateTitle: boolean): { problems: QuestionProblems; messages: EditorMessage[] } {
  const messages: EditorMessage[] = [];
  const problems: QuestionProblems = { option: {} };
  const titleProblem = textProblem(question.title, FORM_LIMITS.questionTitle);
  if (titleProblem === 'required') messages.push({ key: 'questionWithoutTitle', question: n });
  if (titleProblem === 'tooLong') messages.push({ key: 'questionTitleTooLong', question: n, max: FORM_LIMITS.questionTitle });
  problems.title = titleProblem ?? (duplicateTitle ? 'duplicate' : undefined);
  if (!isChoice(question.type)) return { problems, messages };

  if (question.options.length === 0) {
    problems.options = 'none';
    messages.push({ key: 'questionWithoutOptions', question: n });
  }
  const titles = question.options.map((option) => option.title);
  question.options.forEach((option) => {
    const problem = textProblem(option.title, FORM_LIMITS.optionTitle);
    if (problem) problems.option[option.key] = problem;
  });
  if (question.options.some((option) => problems.option[option.key] === 'required')) messages.push({ key: 'emptyOption', question: n });
  if (question.options.some((option) => problems.option[option.key] === 'tooLong')) messages.push({ key: 'optionTooLong', question: n, max: FORM_LIMITS.optionTitle });
  for (const [first, second] of samePairs(titles)) {
    problems.option[question.options[second - 1].key] = 'duplicate';
    messages.push({ key: 'sameOptions', question: n, first, second });
  }
  return { problems, messages };
}

/**
 * What Salvar finds (spec section 5): title, description, start and end dates required ('Alguns campos estão
 * vazios!'); start not before tomorrow; end after start; at least two questions; question titles unique (the first
 * pair named); the limits (title 100, description 4000, question title 100, option 4000); options unique within a
 * question; a choice question needs an option; and at least one supplier to send it to. `today`: the user's today.
 */
export function checkEditor(values: EditorValues, today: Date): EditorCheck {
  const messages: EditorMessage[] = [];
  const check: EditorCheck = { messages, questions: {} };

  check.title = textProblem(values.title, FORM_LIMITS.title);
  check.description = textProblem(values.description, FORM_LIMITS.description);
  const start = values.startDate;
  const end = values.endDate;
  if (start === null) check.startDate = 'required';
  else if (!isValid(start)) check.startDate = 'invalid';
  if (end === null) check.endDate = 'required';
  else if (!isValid(end)) check.endDate = 'invalid';
  if (check.title === 'required' || check.description === 'required' || start === null || end === null) messages.push({ key: 'emptyFields' });
  if (check.startDate === 'invalid' || check.endDate === 'invalid') messages.push({ key: 'invalidDate' });

  const startOk = start !== null && isValid(start);
  if (startOk && startOfDay(start) < addDays(startOfDay(today), 1)) {
    check.startDate = 'beforeTomorrow';
    messages.push({ key: 'startBeforeTomorrow' });
  }
  if (startOk && end !== null && isValid(end) && startOfDay(end) <= startOfDay(start)) {
    check.endDate = 'notAfterStart';
    messages.push({ key: 'endNotAfterStart' });
  }
  if (check.title === 'tooLong') messages.push({ key: 'titleTooLong', max: FORM_LIMITS.title });
  if (check.description === 'tooLong') messages.push({ key: 'descriptionTooLong', max: FORM_LIMITS.description });

  if (values.questions.length < FORM_LIMITS.minQuestions) messages.push({ key: 'tooFewQuestions' });
  const titlePairs = samePairs(values.questions.map((question) => question.title));
  const duplicates = new Set(titlePairs.flat());
  for (const [first, second] of titlePairs) messages.push({ key: 'sameQuestionTitles', first, second });

  values.questions.forEach((question, index) => {
    const result = checkQuestion(question, index + 1, duplicates.has(index + 1));
    check.questions[question.key] = result.problems;
    messages.push(...result.messages);
  });

  if (values.recipients.size === 0) {
    check.recipients = 'none';
    messages.push({ key: 'noRecipients' });
  }
  return check;
}

// ---------------------------------------------------------------------------------------------------------------
// Building the questions

/** Why a new question cannot be added (spec: "A new question needs a title"). */
export function newQuestionProblem(title: string): TextProblem | undefined {
  return textProblem(title, FORM_LIMITS.questionTitle);
}

/** Why a new option cannot be added to the question: empty, too long, or already one of its options. */
export function newOptionProblem(title: string, options: readonly EditorOption[]): OptionProblem | undefined {
  const problem = textProblem(title, FORM_LIMITS.optionTitle);
  if (problem) return problem;
  return options.some((option) => sameText(option.title, title)) ? 'duplicate' : undefined;
}

/** A choice question's marker: an error with no option, a warning with only one; nothing otherwise. */
export function optionsMarker(question: Pick<EditorQuestion, 'type' | 'options'>): 'none' | 'single' | undefined {
  if (!isChoice(question.type)) return undefined;
  if (question.options.length === 0) return 'none';
  return question.options.length === 1 ? 'single' : undefined;
}

export const questionOf = (type: QuestionType, title: string, key: string): EditorQuestion => ({ key, type, title: title.trim(), options: [] });

export const optionOf = (title: string, key: string): EditorOption => ({ key, title: title.trim() });

/** The questions with the one at `index` moved by `delta` places (nothing moves past either end). */
export function moveQuestion(questions: readonly EditorQuestion[], index: number, delta: number): EditorQuestion[] {
  const target = index + delta;
  if (index < 0 || index >= questions.length || target < 0 || target >= questions.length) return [...questions];
  const next = [...questions];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved);
  return next;
}

// ---------------------------------------------------------------------------------------------------------------
// Saving and leaving

/** What Salvar sends once checkEditor found nothing: trimmed texts, 'yyyy-MM-dd' days, options by place. */
export function draftOf(values: EditorValues): FormDraft {
  if (values.startDate === null || values.endDate === null) throw new Error('draftOf needs both dates: run checkEditor first');
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    required: values.required,
    startDate: dayText(values.startDate),
    endDate: dayText(values.endDate),
    questions: values.questions.map((question) => ({
      ...(question.id === undefined ? {} : { id: question.id }),
      type: question.type,
      title: question.title.trim(),
      options: isChoice(question.type)
        ? question.options.map((option, index) => ({ ...(option.id === undefined ? {} : { id: option.id }), index, title: option.title.trim() }))
        : [],
    })),
    recipients: [...values.recipients.values()],
  };
}

const dateSnapshot = (date: Date | null): string => {
  if (date === null) return '';
  return isValid(date) ? dayText(date) : 'invalid';
};

/** What the user sees of the values, without React keys: two editors with the same snapshot hold the same work. */
function snapshot(values: EditorValues): string {
  return JSON.stringify({
    title: values.title,
    description: values.description,
    required: values.required,
    startDate: dateSnapshot(values.startDate),
    endDate: dateSnapshot(values.endDate),
    questions: values.questions.map((question) => [question.id ?? null, question.type, question.title, question.options.map((option) => [option.id ?? null, option.title])]),
    recipients: [...values.recipients.keys()].sort((left, right) => left - right),
  });
}

/** Whether leaving would lose work: the values differ from those the editor opened with. */
export const hasUnsavedEdits = (values: EditorValues, initial: EditorValues): boolean => snapshot(values) !== snapshot(initial);
