import type { SupplierRow } from '../../types/api';

/**
 * The forms module on the wire (spec part 3, sections 3 and 7, "Forms"): REST calls on the legacy API, in its
 * envelope `{ status, message, itens }`. Names the spec does not give (the query's status flags, the answers' shape,
 * date formats, create-or-update by id) are fixed here, once, for the client and the mock alike.
 */

/** The paths, with `:id` where the form's id goes (the mock's route patterns; the client fills them with formPath). */
export const FORM_PATHS = {
  /** GET ?FormListQuery → itens: FormListRow[] (totalRows in each row). POST FormBody → { status, message, id }. */
  forms: '/forms',
  /** GET ?supplierId= → itens: FormDetailRow (the supplier's own answer in each question when it answered). */
  form: '/forms/:id',
  /** PUT → { status, message }. */
  cancel: '/forms/cancel/:id',
  /** GET → itens: FormAnswersRow (every stored answer, for the export and the summary). */
  answers: '/forms/answers/:id',
  /** GET → itens: ItemTypeRow[]. Registered before `form` in the mock ('items' is not an id). */
  itemTypes: '/forms/items/types',
  /** POST AnswerBody → { status, message }. */
  answer: '/forms/answer',
  /** GET ?tipo=F|M|A → itens: SupplierRow[] (F every supplier, M furniture, A accessories). */
  suppliers: '/fornecedores',
} as const;

export const formPath = (path: string, id: number | string): string => path.replace(':id', encodeURIComponent(String(id)));

/** 'S' or 'N'. */
export type Flag = 'S' | 'N';

export type QuestionTypeCode = 'TEXT' | 'NUMERIC' | 'UNIQUE_SELECT' | 'MULTIPLE_SELECT';

/**
 * GET /forms query (spec: pageNumber, nrRecordPage, dtInicVig, dtFimVig, isVisaoTok, supplierId, search, status flags).
 * pageNumber counts from 1; dates 'YYYY-MM-DD' (validity overlapping the range); a status filter sends its one flag 'S'.
 */
export interface FormListQuery {
  pageNumber: number;
  nrRecordPage: number;
  dtInicVig?: string;
  dtFimVig?: string;
  isVisaoTok: Flag;
  /** A supplier's own code (the server scopes by the session anyway). */
  supplierId?: number;
  search?: string;
  inDraft?: Flag;
  inPublished?: Flag;
  inCanceled?: Flag;
  inInactive?: Flag;
}

/** A list row; dtInicioVig/dtFimVig 'YYYY-MM-DD'. `totalAnsewered` is the server's spelling. */
export interface FormListRow {
  idForm: number;
  nmForm: string;
  inDraft: Flag;
  inPublished: Flag;
  inCanceled: Flag;
  inInactive: Flag;
  dtInicioVig: string;
  dtFimVig: string;
  totalAnsewered: number;
  totalSuppliers: number;
  totalRows: number;
}

/** An option: `index` is its place in the question (from 0); `id` once stored. */
export interface OptionRow {
  id?: number;
  index: number;
  title: string;
}

/** One question's answer: `text` for TEXT and NUMERIC (the number as typed, '.' decimal), `selected` option ids for the selects. */
export interface AnswerValueRow {
  text?: string;
  selected?: number[];
}

/** A question; `id` once stored; options empty for TEXT and NUMERIC; `answer` only on a supplier's read of its answered form. */
export interface QuestionRow {
  id?: number;
  type: QuestionTypeCode;
  title: string;
  options: OptionRow[];
  answer?: AnswerValueRow;
}

/** A recipient (spec: ID_PESSOA, NM_PESSOA, RET_EMAIL_PESSOA). */
export type FormRecipientRow = SupplierRow;

/** GET /forms/{id}: startDate/endDate 'DD/MM/YYYY'; `answered` for the supplierId asked (false for staff). */
export interface FormDetailRow {
  id: number;
  title: string;
  description: string;
  /** Every question must be answered. */
  required: boolean;
  startDate: string;
  endDate: string;
  questions: QuestionRow[];
  /** Staff get every recipient; a supplier only itself. */
  supplierList: FormRecipientRow[];
  answered: boolean;
  inDraft: Flag;
  inPublished: Flag;
  inCanceled: Flag;
  inInactive: Flag;
}

/** POST /forms: id 0 creates, a draft's id replaces that draft; dates 'DD/MM/YYYY'; questions in their order. */
export interface FormBody {
  id: number;
  title: string;
  description: string;
  required: boolean;
  startDate: string;
  endDate: string;
  questions: QuestionRow[];
  supplierList: FormRecipientRow[];
}

/** GET /forms/items/types. */
export interface ItemTypeRow {
  label: string;
  value: QuestionTypeCode;
}

/** One question's answer in POST /forms/answer: `id` is the question's id. */
export interface AnswerItemRow extends AnswerValueRow {
  id: number;
}

/** POST /forms/answer. */
export interface AnswerBody {
  formId: number;
  supplierId: number;
  answers: AnswerItemRow[];
}

/** One supplier's stored answers; answeredAt 'YYYY-MM-DDTHH:mm:ss'. */
export interface SupplierAnswersRow {
  ID_PESSOA: number;
  NM_PESSOA: string;
  answeredAt: string;
  answers: AnswerItemRow[];
}

/** GET /forms/answers/{id} (staff): the form's questions (with option ids) and every supplier's answers. */
export interface FormAnswersRow {
  idForm: number;
  nmForm: string;
  questions: QuestionRow[];
  answers: SupplierAnswersRow[];
}
