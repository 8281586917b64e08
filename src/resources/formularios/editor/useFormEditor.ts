import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useSaveContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { usePathTo } from '../../../kit/access/PortalRoutesContext';
import { refusalText, toldElsewhere } from '../../../kit/data/failures';
import { useProviderQuery } from '../../../kit/data/useProviderQuery';
import { useLeavePrompt } from '../../../kit/forms/useLeavePrompt';
import { FORM_RETURN_MS } from '../../../kit/forms/useSaveOnce';
import { useReadFailure } from '../../../kit/snackbar/useReadFailure';
import { useScreenWarning } from '../../../kit/snackbar/useScreenWarning';
import { useSnackbar } from '../../../kit/snackbar/useSnackbar';
import { FORMS_RESOURCE, type FormRecipient, type FormsMethods, type QuestionType } from '../forms';
import {
  checkEditor,
  draftOf,
  editorIsValid,
  hasUnsavedEdits,
  moveQuestion,
  newOptionProblem,
  newQuestionProblem,
  optionOf,
  questionOf,
  type EditorCheck,
  type EditorQuestion,
  type EditorValues,
  type OptionProblem,
  type TextProblem,
} from './formEditorRules';

export const EDITOR_TEXT = 'pages.formularioEditor';

let lastKey = 0;
/** Keys of questions and options, unique in the page's life. */
export const nextEditorKey = (): string => `e${++lastKey}`;

/** The answer to Salvar never waits behind sticky messages. */
const URGENT = { urgent: true } as const;

const NO_PARAMS = {};
const NO_PENDING_OPTION: PendingText<OptionProblem> = { text: '' };

export type EditorSaveState = 'idle' | 'saving' | 'saved';

/** What a question card may do to its question and options. */
export interface QuestionActions {
  rename: (key: string, title: string) => void;
  remove: (key: string) => void;
  move: (index: number, delta: number) => void;
  setNewOptionText: (questionKey: string, text: string) => void;
  addOption: (question: EditorQuestion, text: string) => void;
  renameOption: (questionKey: string, optionKey: string, title: string) => void;
  removeOption: (questionKey: string, optionKey: string) => void;
}

/** A text being typed for a new question or option, and why it was refused. */
export interface PendingText<P> {
  text: string;
  problem?: P;
}

/**
 * The form editor's state and rules (spec part 3, section 5): the fields, the questions (added with a type from
 * GET /forms/items/types and a title, renamed, moved, removed; options added, renamed, removed), the recipients, and
 * Salvar: the rules first (each message a warning, the fields marked from then on), then one POST at a time; success
 * says the spec's message and returns to the list 1 s later; a failure says the server's message or the spec's and
 * keeps everything. Leaving with unsaved edits asks first.
 */
export function useFormEditor(initial: EditorValues) {
  const translate = useTranslate();
  const warn = useScreenWarning();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const { save } = useSaveContext();

  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [state, setState] = useState<EditorSaveState>('idle');
  const [newQuestion, setNewQuestion] = useState<{ type?: QuestionType } & PendingText<TextProblem>>({ text: '' });
  const [newOptions, setNewOptions] = useState<Record<string, PendingText<OptionProblem>>>({});
  // Set synchronously, so that a second click in the same tick never sends a second request.
  const busy = useRef(false);
  const returnTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(returnTimer.current), []);

  const itemTypes = useProviderQuery<FormsMethods, 'itemTypes'>(FORMS_RESOURCE, 'itemTypes', NO_PARAMS, { staleTime: Infinity, retry: false });
  const typesFailure = useReadFailure(itemTypes.error, translate(`${EDITOR_TEXT}.loadFailure`));
  const types = useMemo(() => itemTypes.data ?? [], [itemTypes.data]);
  const newQuestionType = newQuestion.type ?? types[0]?.value;

  const locked = state !== 'idle';
  const dirty = hasUnsavedEdits(values, initial);
  const leavePrompt = useLeavePrompt(dirty && !locked);
  const listPath = pathTo(FORMS_RESOURCE);

  // Live once Salvar was pressed, so that a fix clears its mark at once.
  const check: EditorCheck | undefined = useMemo(() => (submitted ? checkEditor(values, new Date()) : undefined), [submitted, values]);

  const change = useCallback((next: Partial<EditorValues>) => setValues((current) => ({ ...current, ...next })), []);
  const changeQuestion = useCallback(
    (key: string, update: (question: EditorQuestion) => EditorQuestion) =>
      setValues((current) => ({ ...current, questions: current.questions.map((question) => (question.key === key ? update(question) : question)) })),
    [],
  );

  const addQuestion = () => {
    const problem = newQuestionProblem(newQuestion.text);
    if (problem || !newQuestionType) {
      setNewQuestion((current) => ({ ...current, problem: problem ?? 'required' }));
      return;
    }
    const question = questionOf(newQuestionType, newQuestion.text, nextEditorKey());
    setValues((current) => ({ ...current, questions: [...current.questions, question] }));
    setNewQuestion((current) => ({ type: current.type, text: '' }));
  };

  const addOption = useCallback(
    (question: EditorQuestion, text: string) => {
      const problem = newOptionProblem(text, question.options);
      if (problem) {
        setNewOptions((current) => ({ ...current, [question.key]: { text, problem } }));
        return;
      }
      changeQuestion(question.key, (item) => ({ ...item, options: [...item.options, optionOf(text, nextEditorKey())] }));
      setNewOptions((current) => ({ ...current, [question.key]: { text: '' } }));
    },
    [changeQuestion],
  );

  // One object for the life of the page, so that a question card renders again only when its own question changes.
  const questionActions: QuestionActions = useMemo(
    () => ({
      rename: (key, title) => changeQuestion(key, (question) => ({ ...question, title })),
      remove: (key) => setValues((current) => ({ ...current, questions: current.questions.filter((question) => question.key !== key) })),
      move: (index, delta) => setValues((current) => ({ ...current, questions: moveQuestion(current.questions, index, delta) })),
      setNewOptionText: (questionKey, text) => setNewOptions((current) => ({ ...current, [questionKey]: { text } })),
      addOption,
      renameOption: (questionKey, optionKey, title) =>
        changeQuestion(questionKey, (question) => ({ ...question, options: question.options.map((option) => (option.key === optionKey ? { ...option, title } : option)) })),
      removeOption: (questionKey, optionKey) => changeQuestion(questionKey, (question) => ({ ...question, options: question.options.filter((option) => option.key !== optionKey) })),
    }),
    [addOption, changeQuestion],
  );
  // Stable, so that the memoized date fields and supplier picker render again only when their own value changes.
  const fieldSetters = useMemo(
    () => ({
      setTitle: (title: string) => change({ title }),
      setDescription: (description: string) => change({ description }),
      setRequired: (required: boolean) => change({ required }),
      setStartDate: (startDate: Date | null) => change({ startDate }),
      setEndDate: (endDate: Date | null) => change({ endDate }),
      setRecipients: (recipients: ReadonlyMap<number, FormRecipient>) => change({ recipients }),
    }),
    [change],
  );
  const typeLabel = useCallback((type: QuestionType) => types.find((choice) => choice.value === type)?.label ?? type, [types]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy.current || !save) return;
    setSubmitted(true);
    const found = checkEditor(values, new Date());
    if (!editorIsValid(found)) {
      found.messages.forEach(({ key, ...vars }) => warn(translate(`${EDITOR_TEXT}.messages.${key}`, vars)));
      return;
    }
    busy.current = true;
    setState('saving');
    await save(draftOf(values), {
      onSuccess: () => {
        setState('saved');
        snackbar.success(translate(`${EDITOR_TEXT}.saved`), URGENT);
        returnTimer.current = setTimeout(() => void navigate(listPath), FORM_RETURN_MS);
      },
      onError: (error: unknown) => {
        busy.current = false;
        setState('idle');
        if (toldElsewhere(error)) return;
        snackbar.error(refusalText(error) ?? translate(`${EDITOR_TEXT}.saveFailure`), URGENT);
      },
    });
  };

  return {
    values,
    check,
    state,
    locked,
    types,
    typesLoading: itemTypes.isPending,
    typesFailure,
    typeLabel,
    ...fieldSetters,
    newQuestion: { ...newQuestion, type: newQuestionType },
    setNewQuestionType: (type: QuestionType) => setNewQuestion((current) => ({ ...current, type })),
    setNewQuestionText: (text: string) => setNewQuestion((current) => ({ type: current.type, text })),
    addQuestion,
    newOption: (questionKey: string): PendingText<OptionProblem> => newOptions[questionKey] ?? NO_PENDING_OPTION,
    questionActions,
    submit,
    leavePrompt,
    listPath,
  };
}

