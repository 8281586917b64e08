import type {
  AnswerItem,
  Form,
  FormDraft,
  FormFlags,
  FormListFilter,
  FormListRecord,
  FormQuestion,
  FormRecipient,
  FormAnswerSheet,
  QuestionAnswer,
} from '../../resources/formularios/forms';
import { formStatus, statusOfFilterCode } from '../../resources/formularios/forms';
import type {
  AnswerItemRow,
  AnswerValueRow,
  Flag,
  FormAnswersRow,
  FormBody,
  FormDetailRow,
  FormListQuery,
  FormListRow,
  FormRecipientRow,
  QuestionRow,
} from './wire';

const yes = (flag: Flag | undefined): boolean => flag === 'S';

/** 'DD/MM/YYYY' → 'yyyy-MM-dd' (anything else is kept, so a bad date shows as sent). */
export function fromWireDay(day: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(day.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : day;
}

/** 'yyyy-MM-dd' → 'DD/MM/YYYY'. */
export function toWireDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day.trim());
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

/** The list's 'YYYY-MM-DD[THH:mm:ss]' → 'yyyy-MM-dd'. */
const listDay = (day: string): string => day.slice(0, 10);

function flagsOf(row: Pick<FormListRow, 'inDraft' | 'inPublished' | 'inCanceled' | 'inInactive'>): FormFlags {
  return { draft: yes(row.inDraft), published: yes(row.inPublished), canceled: yes(row.inCanceled), inactive: yes(row.inInactive) };
}

export function toFormListRecord(row: FormListRow): FormListRecord {
  const flags = flagsOf(row);
  return {
    id: row.idForm,
    title: row.nmForm,
    flags,
    status: formStatus(flags),
    startDate: listDay(row.dtInicioVig),
    endDate: listDay(row.dtFimVig),
    answered: Number(row.totalAnsewered) || 0,
    recipients: Number(row.totalSuppliers) || 0,
  };
}

/** GET /forms query of a list page (pageNumber from 1); `supplierId` is the signed-in supplier outside the internal view. */
export function listQuery(filter: FormListFilter, page: number, perPage: number, supplierId: number | undefined): FormListQuery {
  const status = filter.status === undefined ? undefined : statusOfFilterCode(Number(filter.status));
  const search = filter.q?.trim();
  return {
    pageNumber: page,
    nrRecordPage: perPage,
    isVisaoTok: filter.internal ? 'S' : 'N',
    ...(filter.internal || supplierId === undefined ? {} : { supplierId }),
    ...(search ? { search } : {}),
    ...(filter.startDate ? { dtInicVig: filter.startDate } : {}),
    ...(filter.endDate ? { dtFimVig: filter.endDate } : {}),
    ...(status === 'draft' ? { inDraft: 'S' } : {}),
    ...(status === 'published' ? { inPublished: 'S' } : {}),
    ...(status === 'canceled' ? { inCanceled: 'S' } : {}),
    ...(status === 'inactive' ? { inInactive: 'S' } : {}),
  };
}

const toRecipient = (row: FormRecipientRow): FormRecipient => ({ id: Number(row.ID_PESSOA), name: row.NM_PESSOA, email: row.RET_EMAIL_PESSOA ?? '' });
const toRecipientRow = (recipient: FormRecipient): FormRecipientRow => ({ ID_PESSOA: recipient.id, NM_PESSOA: recipient.name, RET_EMAIL_PESSOA: recipient.email });

function toAnswerValue(row: AnswerValueRow): QuestionAnswer {
  return { ...(row.text !== undefined ? { text: row.text } : {}), ...(row.selected ? { selected: row.selected.map(Number) } : {}) };
}

function toQuestion(row: QuestionRow): FormQuestion {
  return {
    ...(row.id !== undefined ? { id: row.id } : {}),
    type: row.type,
    title: row.title,
    options: (row.options ?? []).map((option) => ({ ...(option.id !== undefined ? { id: option.id } : {}), index: option.index, title: option.title })),
    ...(row.answer ? { answer: toAnswerValue(row.answer) } : {}),
  };
}

export function toForm(row: FormDetailRow): Form {
  const flags = flagsOf(row);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    required: row.required,
    startDate: fromWireDay(row.startDate),
    endDate: fromWireDay(row.endDate),
    questions: (row.questions ?? []).map(toQuestion),
    recipients: (row.supplierList ?? []).map(toRecipient),
    answered: row.answered === true,
    flags,
    status: formStatus(flags),
  };
}

/** POST /forms body: id 0 creates; options numbered in their order; no answers. */
export function toFormBody(draft: FormDraft, id = 0): FormBody {
  return {
    id,
    title: draft.title,
    description: draft.description,
    required: draft.required,
    startDate: toWireDay(draft.startDate),
    endDate: toWireDay(draft.endDate),
    questions: draft.questions.map((question) => ({
      ...(question.id !== undefined ? { id: question.id } : {}),
      type: question.type,
      title: question.title,
      options: question.options.map((option, index) => ({ ...(option.id !== undefined ? { id: option.id } : {}), index, title: option.title })),
    })),
    supplierList: draft.recipients.map(toRecipientRow),
  };
}

export function toAnswerItemRow(item: AnswerItem): AnswerItemRow {
  return { id: item.questionId, ...(item.text !== undefined ? { text: item.text } : {}), ...(item.selected ? { selected: item.selected } : {}) };
}

const toAnswerItem = (row: AnswerItemRow): AnswerItem => ({ questionId: Number(row.id), ...toAnswerValue(row) });

export function toAnswerSheet(row: FormAnswersRow): FormAnswerSheet {
  return {
    formId: row.idForm,
    title: row.nmForm,
    questions: (row.questions ?? []).map(toQuestion),
    answers: (row.answers ?? []).map((answers) => ({
      supplierId: Number(answers.ID_PESSOA),
      supplierName: answers.NM_PESSOA,
      answeredAt: answers.answeredAt,
      answers: (answers.answers ?? []).map(toAnswerItem),
    })),
  };
}

export { toRecipient };
