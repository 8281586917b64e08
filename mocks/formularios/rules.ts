import { addDays, format, isValid, parse } from 'date-fns';
import type { AnswerBody, AnswerItemRow, Flag, FormBody, QuestionRow, QuestionTypeCode } from '../../src/dataProviders/formularios/wire';
import { mockNow, mockToday } from '../clock';
import { db } from '../db/db';
import type { Caller } from '../http/endpoint';
import type { FormAnswerRecord, FormQuestionRecord, FormRecipientRecord, FormRecord, StoredAnswer } from './seed';

/**
 * The server's own rules of the forms module: who may do what, a form's status by the mock's clock, and what a form
 * and an answer must be. It trusts nothing the client checked and shares no code with the client's rules.
 */

export const FORM_MESSAGES = {
  staffOnly: 'Apenas a equipe interna pode cadastrar, cancelar ou exportar formulários.',
  staffCannotAnswer: 'Usuários internos não podem responder formulários.',
  otherSupplier: 'Não é permitido responder formulário em nome de outro fornecedor.',
  notFound: 'Formulário não encontrado.',
  emptyFields: 'Alguns campos estão vazios! Confira título, descrição e as datas de vigência.',
  titleTooLong: 'O título do formulário deve ter no máximo 100 caracteres.',
  descriptionTooLong: 'A descrição do formulário deve ter no máximo 4000 caracteres.',
  dateInvalid: 'Datas de vigência inválidas (DD/MM/AAAA).',
  startBeforeTomorrow: 'A data de início não pode ser anterior a amanhã',
  endNotAfterStart: 'A data de fim da vigência deve ser posterior à data de início',
  twoQuestions: 'É necessário adicionar ao menos duas questões!',
  questionType: 'Tipo de pergunta inválido: use TEXT, NUMERIC, UNIQUE_SELECT ou MULTIPLE_SELECT.',
  questionTitle: 'Toda pergunta precisa de um título.',
  questionTitleTooLong: 'O título de uma pergunta deve ter no máximo 100 caracteres.',
  sameTitles: (first: number, second: number) => `As questões tem títulos iguais! Questão ${first} e ${second}`,
  noOptions: (n: number) => `A questão ${n} não tem opções.`,
  optionsOnOpenQuestion: (n: number) => `A questão ${n} não aceita opções.`,
  optionTitle: (n: number) => `A questão ${n} tem uma opção sem texto.`,
  optionTooLong: (n: number) => `As opções da questão ${n} devem ter no máximo 4000 caracteres.`,
  sameOptions: (n: number) => `A questão ${n} tem opções iguais.`,
  noRecipients: 'Selecione ao menos um fornecedor.',
  unknownRecipient: (id: number) => `Fornecedor ${id} não encontrado.`,
  notDraft: 'Apenas formulários em rascunho podem ser editados.',
  alreadyCanceled: 'O formulário já está cancelado.',
  canceled: 'Não é possível responder um formulário cancelado.',
  ended: 'Não é possivel responder um formulário encerrado.',
  notPublished: 'O formulário ainda não foi publicado.',
  unknownQuestion: 'A resposta cita uma pergunta que não é deste formulário.',
  noAnswer: 'Responda ao menos uma pergunta.',
  requiredMissing: 'Responda todas as perguntas: o formulário é obrigatório.',
  numericInvalid: (title: string) => `A resposta de "${title}" deve ser um número.`,
  textTooLong: (title: string) => `A resposta de "${title}" deve ter no máximo 4000 caracteres.`,
  optionInvalid: (title: string) => `Escolha uma opção válida em "${title}".`,
  oneOption: (title: string) => `"${title}" aceita uma única opção.`,
  saved: 'Formulário salvo com sucesso.',
  canceledOk: 'Formulário cancelado com sucesso.',
  answered: 'Resposta registrada com sucesso.',
} as const;

export const LIMITS = { title: 100, description: 4000, questionTitle: 100, optionTitle: 4000, answerText: 4000 } as const;

const TYPES: ReadonlySet<string> = new Set<QuestionTypeCode>(['TEXT', 'NUMERIC', 'UNIQUE_SELECT', 'MULTIPLE_SELECT']);
const CHOICES: ReadonlySet<string> = new Set<QuestionTypeCode>(['UNIQUE_SELECT', 'MULTIPLE_SELECT']);

/** A refused call: its HTTP status and message. */
export class FormRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Internal staff (isVisaoTok, or the filtro-fornecedor view). */
export const isStaff = (caller: Caller): boolean => caller.user.isVisaoTok || caller.permissions.has('filtro-fornecedor');

export function assertStaff(caller: Caller): void {
  if (!isStaff(caller)) throw new FormRefusal(403, FORM_MESSAGES.staffOnly);
}

export type ServerStatus = 'canceled' | 'draft' | 'published' | 'inactive';

/** Cancelled stays so; otherwise a draft until its start day (by the mock's clock), published through its end day, then inactive. */
export function statusOf(form: FormRecord, today = mockToday()): ServerStatus {
  if (form.canceled) return 'canceled';
  if (today < form.startDate) return 'draft';
  if (today <= form.endDate) return 'published';
  return 'inactive';
}

export function flagsOf(status: ServerStatus): { inDraft: Flag; inPublished: Flag; inCanceled: Flag; inInactive: Flag } {
  const flag = (value: ServerStatus): Flag => (status === value ? 'S' : 'N');
  return { inDraft: flag('draft'), inPublished: flag('published'), inCanceled: flag('canceled'), inInactive: flag('inactive') };
}

/** Staff read every form; a supplier only those addressed to it. */
export const addressedTo = (form: FormRecord, supplierId: number): boolean => form.recipients.some((row) => row.id === supplierId);

export const mayRead = (caller: Caller, form: FormRecord): boolean => isStaff(caller) || addressedTo(form, Number(caller.user.codigo));

export function readableForm(caller: Caller, id: unknown): FormRecord {
  const form = db.tables.forms.find((row) => row.id === Number(id));
  if (!form || !mayRead(caller, form)) throw new FormRefusal(404, FORM_MESSAGES.notFound);
  return form;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** 'DD/MM/YYYY' → 'yyyy-MM-dd', or undefined. */
function dayOf(value: unknown): string | undefined {
  const raw = text(value).trim();
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(raw)) return undefined;
  const parsed = parse(raw, 'dd/MM/yyyy', new Date());
  return isValid(parsed) ? format(parsed, 'yyyy-MM-dd') : undefined;
}

const norm = (value: string): string => value.trim().toLocaleLowerCase('pt-BR');

/** The first pair of equal texts (1-based), if any. */
function firstPair(values: readonly string[]): [number, number] | undefined {
  for (let second = 1; second < values.length; second += 1) {
    const first = values.findIndex((value, at) => at < second && value === values[second]);
    if (first >= 0) return [first + 1, second + 1];
  }
  return undefined;
}

function checkQuestions(questions: unknown): QuestionRow[] {
  if (!Array.isArray(questions) || questions.length < 2) throw new FormRefusal(400, FORM_MESSAGES.twoQuestions);
  const rows = questions as QuestionRow[];
  rows.forEach((question, at) => {
    const n = at + 1;
    if (!question || typeof question !== 'object' || !TYPES.has(text(question.type))) throw new FormRefusal(400, FORM_MESSAGES.questionType);
    const title = text(question.title).trim();
    if (!title) throw new FormRefusal(400, FORM_MESSAGES.questionTitle);
    if (title.length > LIMITS.questionTitle) throw new FormRefusal(400, FORM_MESSAGES.questionTitleTooLong);
    const options = Array.isArray(question.options) ? question.options : [];
    if (!CHOICES.has(question.type)) {
      if (options.length > 0) throw new FormRefusal(400, FORM_MESSAGES.optionsOnOpenQuestion(n));
      return;
    }
    if (options.length === 0) throw new FormRefusal(400, FORM_MESSAGES.noOptions(n));
    const titles = options.map((option) => text(option?.title).trim());
    if (titles.some((option) => !option)) throw new FormRefusal(400, FORM_MESSAGES.optionTitle(n));
    if (titles.some((option) => option.length > LIMITS.optionTitle)) throw new FormRefusal(400, FORM_MESSAGES.optionTooLong(n));
    if (firstPair(titles.map(norm))) throw new FormRefusal(400, FORM_MESSAGES.sameOptions(n));
  });
  const pair = firstPair(rows.map((question) => norm(text(question.title))));
  if (pair) throw new FormRefusal(400, FORM_MESSAGES.sameTitles(pair[0], pair[1]));
  return rows;
}

function checkRecipients(list: unknown): FormRecipientRecord[] {
  if (!Array.isArray(list) || list.length === 0) throw new FormRefusal(400, FORM_MESSAGES.noRecipients);
  const ids = [...new Set(list.map((row) => Number((row as { ID_PESSOA?: unknown })?.ID_PESSOA)))];
  return ids.map((id) => {
    const person = db.tables.pessoas.find((row) => row.supplierType !== null && Number(row.codigo) === id);
    if (!person) throw new FormRefusal(400, FORM_MESSAGES.unknownRecipient(id));
    return { id, name: person.nome, email: person.email };
  });
}

/** Next ids of the questions and options of a new or replaced form (never reused). */
function nextIds(): { question: () => number; option: () => number } {
  const questions = db.tables.forms.flatMap((form) => form.questions);
  let question = Math.max(0, ...questions.map((row) => row.id));
  let option = Math.max(0, ...questions.flatMap((row) => row.options.map((item) => item.id)));
  return { question: () => (question += 1), option: () => (option += 1) };
}

/** POST /forms: a new form (id 0) or a draft's replacement, checked rule by rule; answers nothing until valid. */
export function formOfBody(caller: Caller, body: Partial<FormBody>): FormRecord {
  const id = Number(body.id ?? 0);
  const existing = id > 0 ? db.tables.forms.find((row) => row.id === id) : undefined;
  if (id > 0 && !existing) throw new FormRefusal(404, FORM_MESSAGES.notFound);
  if (existing && statusOf(existing) !== 'draft') throw new FormRefusal(409, FORM_MESSAGES.notDraft);
  const title = text(body.title).trim();
  const description = text(body.description).trim();
  if (!title || !description || !text(body.startDate).trim() || !text(body.endDate).trim()) throw new FormRefusal(400, FORM_MESSAGES.emptyFields);
  if (title.length > LIMITS.title) throw new FormRefusal(400, FORM_MESSAGES.titleTooLong);
  if (description.length > LIMITS.description) throw new FormRefusal(400, FORM_MESSAGES.descriptionTooLong);
  const startDate = dayOf(body.startDate);
  const endDate = dayOf(body.endDate);
  if (!startDate || !endDate) throw new FormRefusal(400, FORM_MESSAGES.dateInvalid);
  if (startDate < format(addDays(mockNow(), 1), 'yyyy-MM-dd')) throw new FormRefusal(400, FORM_MESSAGES.startBeforeTomorrow);
  if (endDate <= startDate) throw new FormRefusal(400, FORM_MESSAGES.endNotAfterStart);
  const questions = checkQuestions(body.questions);
  const recipients = checkRecipients(body.supplierList);
  const ids = nextIds();
  const stored: FormQuestionRecord[] = questions.map((question) => ({
    id: ids.question(),
    type: question.type,
    title: question.title.trim(),
    options: CHOICES.has(question.type)
      ? [...question.options].sort((a, b) => Number(a.index) - Number(b.index)).map((option) => ({ id: ids.option(), title: option.title.trim() }))
      : [],
  }));
  return {
    id: existing?.id ?? Math.max(100, ...db.tables.forms.map((row) => row.id)) + 1,
    title,
    description,
    required: body.required === true,
    startDate,
    endDate,
    canceled: false,
    createdBy: Number(caller.user.codigo),
    questions: stored,
    recipients,
  };
}

function checkAnswer(question: FormQuestionRecord, item: AnswerItemRow | undefined): StoredAnswer | undefined {
  const given = text(item?.text).trim();
  const selected = Array.isArray(item?.selected) ? [...new Set(item.selected.map(Number))] : [];
  if (question.type === 'TEXT' || question.type === 'NUMERIC') {
    if (!given) return undefined;
    if (given.length > LIMITS.answerText) throw new FormRefusal(400, FORM_MESSAGES.textTooLong(question.title));
    if (question.type === 'NUMERIC' && !/^\d+(?:[.,]\d+)?$/.test(given)) throw new FormRefusal(400, FORM_MESSAGES.numericInvalid(question.title));
    return { questionId: question.id, text: given };
  }
  if (selected.length === 0) return undefined;
  if (selected.some((id) => !question.options.some((option) => option.id === id))) throw new FormRefusal(400, FORM_MESSAGES.optionInvalid(question.title));
  if (question.type === 'UNIQUE_SELECT' && selected.length > 1) throw new FormRefusal(400, FORM_MESSAGES.oneOption(question.title));
  return { questionId: question.id, selected };
}

/** POST /forms/answer: a supplier answers, as itself, a published form addressed to it; its earlier answer is replaced. */
export function answerOfBody(caller: Caller, body: Partial<AnswerBody>): FormAnswerRecord {
  if (isStaff(caller)) throw new FormRefusal(403, FORM_MESSAGES.staffCannotAnswer);
  const supplierId = Number(caller.user.codigo);
  if (Number(body.supplierId) !== supplierId) throw new FormRefusal(403, FORM_MESSAGES.otherSupplier);
  const form = readableForm(caller, body.formId);
  const status = statusOf(form);
  if (status === 'canceled') throw new FormRefusal(409, FORM_MESSAGES.canceled);
  if (status === 'inactive') throw new FormRefusal(409, FORM_MESSAGES.ended);
  if (status === 'draft') throw new FormRefusal(409, FORM_MESSAGES.notPublished);
  const items = Array.isArray(body.answers) ? body.answers : [];
  if (items.some((item) => !form.questions.some((question) => question.id === Number(item?.id)))) throw new FormRefusal(400, FORM_MESSAGES.unknownQuestion);
  const answers = form.questions.flatMap((question) => {
    const answer = checkAnswer(question, items.find((item) => Number(item.id) === question.id));
    return answer ? [answer] : [];
  });
  if (answers.length === 0) throw new FormRefusal(400, FORM_MESSAGES.noAnswer);
  if (form.required && answers.length < form.questions.length) throw new FormRefusal(400, FORM_MESSAGES.requiredMissing);
  const recipient = form.recipients.find((row) => row.id === supplierId);
  return { formId: form.id, supplierId, supplierName: recipient?.name ?? caller.user.nome, answeredAt: format(mockNow(), "yyyy-MM-dd'T'HH:mm:ss"), answers };
}
