import type { CreateParams, CreateResult, DataProvider, GetListParams, GetListResult, GetOneParams, GetOneResult, UpdateParams, UpdateResult } from 'react-admin';
import { summariseAnswers } from '../../resources/formularios/answersSummary';
import { FORMS_PER_PAGE, FORMS_RESOURCE, type FormDraft, type FormListFilter, type FormsMethods, type QuestionTypeChoice } from '../../resources/formularios/forms';
import { withCustomMethods } from '../core/customMethods';
import { missingFieldsError } from '../core/errors';
import { request } from '../core/http';
import { legacyItems, legacyRows, pagedTotal } from '../core/legacyEnvelope';
import { refusingResource } from '../core/methodsOnlyResource';
import { legacyMutation } from '../core/mutation';
import { sessionUserCode } from '../core/sessionUser';
import { listQuery, toAnswerItemRow, toAnswerSheet, toForm, toFormBody, toFormListRecord, toRecipient } from './mapping';
import { FORM_PATHS, formPath, type FormAnswersRow, type FormDetailRow, type FormListRow, type ItemTypeRow, type FormRecipientRow } from './wire';

/**
 * The forms module (spec part 3, section 7 "Forms") on the legacy API: getList (GET /forms, server-paged, 5 a page),
 * getOne (GET /forms/{id}), create and update (POST /forms, id 0 or the draft's) of `formularios`, and the area's
 * methods (FormsMethods).
 */

async function getList(resource: string, params: GetListParams): Promise<GetListResult> {
  const filter = (params.filter ?? {}) as FormListFilter;
  const { page, perPage } = params.pagination ?? { page: 1, perPage: FORMS_PER_PAGE };
  const supplierId = filter.internal ? undefined : Number(sessionUserCode());
  const { body } = await request('/forms', { query: { ...listQuery(filter, page, perPage, supplierId) }, signal: params.signal, supersedeKey: resource });
  const rows = legacyRows<FormListRow>(body);
  return { data: rows.map(toFormListRecord), total: pagedTotal(body, rows) };
}

async function fetchForm(id: number | string, signal?: AbortSignal) {
  const { body } = await request(formPath(FORM_PATHS.form, id), { query: { supplierId: sessionUserCode() }, signal });
  const row = legacyItems<FormDetailRow>(body);
  if (typeof row !== 'object' || !Array.isArray(row.questions)) throw missingFieldsError(body);
  return toForm(row);
}

async function getOne(_resource: string, params: GetOneParams): Promise<GetOneResult> {
  return { data: await fetchForm(params.id, params.signal) };
}

async function saveForm(draft: FormDraft, id: number): Promise<{ id: number }> {
  const { itens, body } = await legacyMutation<{ id?: number }>({ method: 'POST', path: FORM_PATHS.forms, body: { ...toFormBody(draft, id) }, key: `${FORMS_RESOURCE}:save:${id}` });
  const saved = Number(itens?.id ?? (body as { id?: unknown }).id ?? id);
  if (!Number.isInteger(saved) || saved <= 0) throw missingFieldsError(body);
  return { id: saved };
}

async function create(_resource: string, params: CreateParams): Promise<CreateResult> {
  const draft = params.data as FormDraft;
  const { id } = await saveForm(draft, 0);
  return { data: { ...draft, id } };
}

async function update(_resource: string, params: UpdateParams): Promise<UpdateResult> {
  const draft = params.data as FormDraft;
  const { id } = await saveForm(draft, Number(params.id));
  return { data: { ...draft, id } };
}

async function fetchAnswers(id: number) {
  const { body } = await request(formPath(FORM_PATHS.answers, id));
  const row = legacyItems<FormAnswersRow>(body);
  if (typeof row !== 'object' || !Array.isArray(row.questions) || !Array.isArray(row.answers)) throw missingFieldsError(body);
  return toAnswerSheet(row);
}

const methods: { [Name in keyof FormsMethods]: FormsMethods[Name] } = {
  cancel: async (_resource, { id }) => {
    await legacyMutation({ method: 'PUT', path: formPath(FORM_PATHS.cancel, id), json: true, key: `${FORMS_RESOURCE}:cancel:${id}` });
  },
  itemTypes: async (): Promise<QuestionTypeChoice[]> => {
    const { body } = await request(FORM_PATHS.itemTypes);
    return legacyRows<ItemTypeRow>(body).map((row) => ({ label: row.label, value: row.value }));
  },
  answers: (_resource, { id }) => fetchAnswers(id),
  answer: async (_resource, submission) => {
    await legacyMutation({
      method: 'POST',
      path: FORM_PATHS.answer,
      body: { formId: submission.formId, supplierId: Number(sessionUserCode()), answers: submission.answers.map(toAnswerItemRow) },
      key: `${FORMS_RESOURCE}:answer:${submission.formId}`,
    });
  },
  suppliers: async (_resource, { tipo }) => {
    const { body } = await request(FORM_PATHS.suppliers, { query: { tipo } });
    return legacyRows<FormRecipientRow>(body).map(toRecipient);
  },
  summary: async (_resource, { id }) => {
    const [form, sheet] = await Promise.all([fetchForm(id), fetchAnswers(id)]);
    return summariseAnswers(form, sheet);
  },
};

/** Resource `formularios`: the forms' list, one form, its save, and the area's methods. */
export const formsProvider = withCustomMethods(
  { ...refusingResource((method) => `${FORMS_RESOURCE}: ${method} is not offered`), getList, getOne, create, update } as DataProvider,
  methods,
);

/** The resources this area serves (gathered by src/dataProviders/index.ts). */
export const resources: Record<string, DataProvider> = { [FORMS_RESOURCE]: formsProvider as DataProvider };
