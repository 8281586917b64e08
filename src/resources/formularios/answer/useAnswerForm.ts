import { format } from 'date-fns';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { usePathTo } from '../../../kit/access/PortalRoutesContext';
import { useInternalStaff } from '../../../kit/access/useInternalStaff';
import { useInternalView } from '../../../kit/access/useInternalView';
import { refusalText, toldElsewhere } from '../../../kit/data/failures';
import { useProviderMutation } from '../../../kit/data/useProviderMutation';
import { WHOLE_RECORD_META } from '../../../kit/data/wholeRecordMeta';
import { useLeavePrompt } from '../../../kit/forms/useLeavePrompt';
import { useReadFailure } from '../../../kit/snackbar/useReadFailure';
import { useScreenWarning } from '../../../kit/snackbar/useScreenWarning';
import { useSnackbar } from '../../../kit/snackbar/useSnackbar';
import { FORMS_RESOURCE, type Form, type FormQuestion, type FormsMethods } from '../forms';
import {
  ANSWER_TEXT_MAX,
  answerAccess,
  answerProblems,
  initialAnswers,
  numericText,
  pick,
  submissionOf,
  type AnswerDraft,
  type AnswerProblem,
  type AnswerValues,
} from './answerRules';

export const ANSWER_TEXT = 'pages.formularioResposta';

/** The answers to Enviar never wait behind sticky messages. */
const URGENT = { urgent: true } as const;

const EMPTY: AnswerDraft = { text: '', selected: [] };

/**
 * The answer screen's state (spec part 3, "Forms"): the form (GET /forms/{id}, with the supplier's own answers), a
 * preview whose Responder / Editar respostas button only a supplier gets on a published form; an ended form sends
 * the supplier to the list with the spec's message. Answering: required questions and numbers checked on Enviar,
 * one POST /forms/answer at a time, 'Formulário respondido com sucesso!' and back to the preview; a failure keeps
 * every answer. Leaving with answers not sent asks first.
 */
export function useAnswerForm(id: string) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const snackbar = useSnackbar();
  const warn = useScreenWarning();
  // The retailer's staff (isVisaoTok), and anyone with the internal view, answer for no supplier.
  const internalView = useInternalView();
  const internalStaff = useInternalStaff() || internalView;
  const listPath = pathTo(FORMS_RESOURCE);

  const form = useGetOne<Form>(FORMS_RESOURCE, { id: Number(id), meta: WHOLE_RECORD_META }, { retry: false });
  const failure = useReadFailure(form.error, translate(`${ANSWER_TEXT}.loadFailure`));
  const record = form.data;
  const today = format(new Date(), 'yyyy-MM-dd');
  const access = record ? answerAccess(record, internalStaff, today) : undefined;

  const stored = useMemo(() => (record ? initialAnswers(record) : {}), [record]);
  const [answering, setAnswering] = useState(false);
  const [values, setValues] = useState<AnswerValues>({});
  const [submitted, setSubmitted] = useState(false);
  const busy = useRef(false);

  const send = useProviderMutation<FormsMethods, 'answer'>(FORMS_RESOURCE, 'answer');
  const dirty = answering && JSON.stringify(values) !== JSON.stringify(stored);
  const leavePrompt = useLeavePrompt(dirty && !send.isPending);

  // Spec section 4: an ended form is not answered; the supplier goes back to the list, told why.
  const endedTold = useRef(false);
  useEffect(() => {
    if (access !== 'ended' || endedTold.current) return;
    endedTold.current = true;
    snackbar.warning(translate(`${ANSWER_TEXT}.ended`), URGENT);
    void navigate(listPath, { replace: true });
  }, [access, listPath, navigate, snackbar, translate]);

  const problems = useMemo(() => (record && submitted ? answerProblems(record, values) : {}), [record, submitted, values]);

  const shown = (question: FormQuestion): AnswerDraft => {
    const questionId = question.id ?? 0;
    return (answering ? values[questionId] : stored[questionId]) ?? EMPTY;
  };
  const change = (question: FormQuestion, next: Partial<AnswerDraft>) => {
    const questionId = question.id ?? 0;
    setValues((current) => ({ ...current, [questionId]: { ...(current[questionId] ?? EMPTY), ...next } }));
  };

  const start = () => {
    setValues(stored);
    setSubmitted(false);
    setAnswering(true);
  };

  const submit = async (event?: { preventDefault: () => void }) => {
    event?.preventDefault();
    if (!record || access !== 'answer' || busy.current) return;
    setSubmitted(true);
    const found = answerProblems(record, values);
    const kinds = [...new Set(Object.values(found))];
    if (kinds.length > 0) {
      kinds.forEach((kind) => warn(translate(`${ANSWER_TEXT}.messages.${kind}`, { max: ANSWER_TEXT_MAX })));
      return;
    }
    busy.current = true;
    try {
      await send.mutateAsync(submissionOf(record, values));
      snackbar.success(translate(`${ANSWER_TEXT}.sent`), URGENT);
      setAnswering(false);
    } catch (error) {
      if (!toldElsewhere(error)) snackbar.error(refusalText(error) ?? translate(`${ANSWER_TEXT}.sendFailure`), URGENT);
    } finally {
      busy.current = false;
    }
  };

  return {
    record,
    loading: form.isPending,
    failure,
    access,
    answering,
    sending: send.isPending,
    problem: (question: FormQuestion): AnswerProblem | undefined => problems[question.id ?? 0],
    shown,
    setText: (question: FormQuestion, text: string) => change(question, { text: question.type === 'NUMERIC' ? numericText(text) : text }),
    pickOption: (question: FormQuestion, optionId: number, on: boolean) => change(question, { selected: pick(question, shown(question).selected, optionId, on) }),
    start,
    stop: () => setAnswering(false),
    submit,
    leavePrompt,
    listPath,
  };
}
