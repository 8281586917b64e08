import type { PermissionKey } from '../../src/permissions/keys';
import {
  FORM_PATHS,
  type AnswerBody,
  type FormAnswersRow,
  type FormBody,
  type FormDetailRow,
  type FormListRow,
  type ItemTypeRow,
  type QuestionRow,
} from '../../src/dataProviders/formularios/wire';
import { db } from '../db/db';
import { endpoint, fail, jsonBody, ok, type Caller } from '../http/endpoint';
import { answerOfBody, assertStaff, addressedTo, flagsOf, FORM_MESSAGES, FormRefusal, formOfBody, isStaff, readableForm, statusOf, type ServerStatus } from './rules';
import type { FormQuestionRecord, FormRecord } from './seed';

const LIST: PermissionKey = 'listar-formularios';
const MANAGE: PermissionKey = 'gerenciar-formularios';

type Method = 'get' | 'post' | 'put';

const route = (method: Method, path: string, permission: PermissionKey, resolve: (ctx: { request: Request; url: URL; params: Record<string, unknown>; caller: Caller }) => Promise<Response> | Response) =>
  endpoint(method, 'legacy', path, { permission }, async (ctx) => {
    try {
      return await resolve(ctx);
    } catch (error) {
      if (error instanceof FormRefusal) return fail(error.status, error.message);
      throw error;
    }
  });

const ITEM_TYPES: readonly ItemTypeRow[] = [
  { label: 'Texto', value: 'TEXT' },
  { label: 'Numérico', value: 'NUMERIC' },
  { label: 'Seleção única', value: 'UNIQUE_SELECT' },
  { label: 'Múltipla escolha', value: 'MULTIPLE_SELECT' },
];

const wireDay = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

const normalise = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

const answersOf = (formId: number) => db.tables.formAnswers.filter((row) => row.formId === formId);

function toQuestionRow(question: FormQuestionRecord): QuestionRow {
  return { id: question.id, type: question.type, title: question.title, options: question.options.map((option, index) => ({ id: option.id, index, title: option.title })) };
}

const FLAG_OF_STATUS: Record<ServerStatus, 'inDraft' | 'inPublished' | 'inCanceled' | 'inInactive'> = {
  draft: 'inDraft',
  published: 'inPublished',
  canceled: 'inCanceled',
  inactive: 'inInactive',
};

export const formHandlers = [
  /**
   * GET /forms?pageNumber&nrRecordPage[&search][&dtInicVig&dtFimVig][&inDraft|inPublished|inCanceled|inInactive=S]:
   * staff (isVisaoTok=S) read every form, a supplier those addressed to it; newest first, 5 a page by default.
   */
  route('get', FORM_PATHS.forms, LIST, ({ url, caller }) => {
    const query = url.searchParams;
    const staffView = isStaff(caller) && query.get('isVisaoTok') === 'S';
    const supplierId = Number(caller.user.codigo);
    const search = normalise(query.get('search') ?? '').trim();
    const from = query.get('dtInicVig') ?? '';
    const to = query.get('dtFimVig') ?? '';
    const wanted = (Object.keys(FLAG_OF_STATUS) as ServerStatus[]).filter((status) => query.get(FLAG_OF_STATUS[status]) === 'S');
    const rows = db.tables.forms
      .filter((form) => (staffView ? true : addressedTo(form, supplierId)))
      .filter((form) => !search || normalise(form.title).includes(search))
      .filter((form) => (!from || form.endDate >= from) && (!to || form.startDate <= to))
      .filter((form) => wanted.length === 0 || wanted.includes(statusOf(form)))
      .sort((a, b) => b.id - a.id);
    const page = Math.max(1, Math.floor(Number(query.get('pageNumber')) || 1));
    const size = Math.max(1, Math.floor(Number(query.get('nrRecordPage')) || 5));
    const itens: FormListRow[] = rows.slice((page - 1) * size, page * size).map((form) => {
      const answered = new Set(answersOf(form.id).map((row) => row.supplierId));
      return {
        idForm: form.id,
        nmForm: form.title,
        ...flagsOf(statusOf(form)),
        dtInicioVig: form.startDate,
        dtFimVig: form.endDate,
        totalAnsewered: staffView ? answered.size : Number(answered.has(supplierId)),
        totalSuppliers: staffView ? form.recipients.length : 1,
        totalRows: rows.length,
      };
    });
    return ok({ itens, total: { value: rows.length } });
  }),

  /** GET /forms/items/types: the question types. */
  route('get', FORM_PATHS.itemTypes, LIST, () => ok({ itens: [...ITEM_TYPES] })),

  /** GET /forms/{id}[?supplierId=]: a supplier reads a form addressed to it, with its own answer; staff read any, without answers. */
  route('get', FORM_PATHS.form, LIST, ({ params, caller }) => {
    const form = readableForm(caller, params.id);
    const staff = isStaff(caller);
    const supplierId = Number(caller.user.codigo);
    const mine = staff ? undefined : answersOf(form.id).find((row) => row.supplierId === supplierId);
    const itens: FormDetailRow = {
      id: form.id,
      title: form.title,
      description: form.description,
      required: form.required,
      startDate: wireDay(form.startDate),
      endDate: wireDay(form.endDate),
      questions: form.questions.map((question) => {
        const answer = mine?.answers.find((row) => row.questionId === question.id);
        return { ...toQuestionRow(question), ...(answer ? { answer: { ...(answer.text !== undefined ? { text: answer.text } : {}), ...(answer.selected ? { selected: answer.selected } : {}) } } : {}) };
      }),
      supplierList: (staff ? form.recipients : form.recipients.filter((row) => row.id === supplierId)).map((row) => ({ ID_PESSOA: row.id, NM_PESSOA: row.name, RET_EMAIL_PESSOA: row.email })),
      answered: mine !== undefined,
      ...flagsOf(statusOf(form)),
    };
    return ok({ itens });
  }),

  /** POST /forms: staff create a form (id 0) or replace a draft; every limit of the editor is checked again here. */
  route('post', FORM_PATHS.forms, MANAGE, async ({ request, caller }) => {
    assertStaff(caller);
    const form: FormRecord = formOfBody(caller, await jsonBody<FormBody>(request));
    db.tables.forms = [...db.tables.forms.filter((row) => row.id !== form.id), form];
    db.touch('forms');
    return ok({ itens: { id: form.id }, id: form.id, message: FORM_MESSAGES.saved });
  }),

  /** PUT /forms/cancel/{id}: staff cancel a form once. */
  route('put', FORM_PATHS.cancel, MANAGE, ({ params, caller }) => {
    assertStaff(caller);
    const form = readableForm(caller, params.id);
    if (form.canceled) throw new FormRefusal(409, FORM_MESSAGES.alreadyCanceled);
    form.canceled = true;
    db.touch('forms');
    return ok({ message: FORM_MESSAGES.canceledOk });
  }),

  /** GET /forms/answers/{id}: staff read every stored answer of a form (the export and the summary). */
  route('get', FORM_PATHS.answers, MANAGE, ({ params, caller }) => {
    assertStaff(caller);
    const form = readableForm(caller, params.id);
    const itens: FormAnswersRow = {
      idForm: form.id,
      nmForm: form.title,
      questions: form.questions.map(toQuestionRow),
      answers: answersOf(form.id).map((row) => ({
        ID_PESSOA: row.supplierId,
        NM_PESSOA: row.supplierName,
        answeredAt: row.answeredAt,
        answers: row.answers.map((answer) => ({ id: answer.questionId, ...(answer.text !== undefined ? { text: answer.text } : {}), ...(answer.selected ? { selected: answer.selected } : {}) })),
      })),
    };
    return ok({ itens });
  }),

  /** POST /forms/answer: a supplier answers as itself; staff cannot answer; a cancelled or ended form takes no answer. */
  route('post', FORM_PATHS.answer, LIST, async ({ request, caller }) => {
    const answer = answerOfBody(caller, await jsonBody<AnswerBody>(request));
    db.tables.formAnswers = [...db.tables.formAnswers.filter((row) => !(row.formId === answer.formId && row.supplierId === answer.supplierId)), answer];
    db.touch('formAnswers');
    return ok({ message: FORM_MESSAGES.answered });
  }),
];

