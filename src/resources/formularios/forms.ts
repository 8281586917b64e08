import type { CustomMethod } from '../../types/providerMethods';

/**
 * The forms module's domain (spec part 3: "Forms module", sections 3, 4, 5 and 9 "Forms"): the records screens, rules
 * and the provider share. Wire names: src/dataProviders/formularios/wire.ts. Dates are 'yyyy-MM-dd'.
 */

export const FORMS_RESOURCE = 'formularios';

export const FORMS_PER_PAGE = 5;

/** Editor limits (spec section 5 and 9). */
export const FORM_LIMITS = { title: 100, description: 4000, questionTitle: 100, optionTitle: 4000, minQuestions: 2 } as const;

export type QuestionType = 'TEXT' | 'NUMERIC' | 'UNIQUE_SELECT' | 'MULTIPLE_SELECT';

export const CHOICE_TYPES: readonly QuestionType[] = ['UNIQUE_SELECT', 'MULTIPLE_SELECT'];

export const isChoice = (type: QuestionType): boolean => CHOICE_TYPES.includes(type);

/** The four flags a form carries (S/N on the wire). */
export interface FormFlags {
  draft: boolean;
  published: boolean;
  canceled: boolean;
  inactive: boolean;
}

/** The derived status; 'none' shows '-'. */
export type FormStatus = 'canceled' | 'draft' | 'published' | 'inactive' | 'none';

/** Spec section 4: the flags are checked in this order, else '-'. */
export function formStatus(flags: FormFlags): FormStatus {
  if (flags.canceled) return 'canceled';
  if (flags.draft) return 'draft';
  if (flags.published) return 'published';
  if (flags.inactive) return 'inactive';
  return 'none';
}

/** The status filter's codes (spec section 4): draft 1, published 3, canceled 0, inactive 2. */
export const STATUS_FILTER_CODES = { draft: 1, published: 3, canceled: 0, inactive: 2 } as const;

export type FilterableStatus = keyof typeof STATUS_FILTER_CODES;
export type StatusFilterCode = (typeof STATUS_FILTER_CODES)[FilterableStatus];

export function statusOfFilterCode(code: number): FilterableStatus | undefined {
  return (Object.keys(STATUS_FILTER_CODES) as FilterableStatus[]).find((status) => STATUS_FILTER_CODES[status] === code);
}

/** Editing is possible only while a draft; cancel is disabled once cancelled; answering only when published. */
export const canEdit = (status: FormStatus): boolean => status === 'draft';
export const canCancel = (status: FormStatus): boolean => status !== 'canceled';
export const canAnswerStatus = (status: FormStatus): boolean => status === 'published';

/** An ended form (end date before today) cannot be answered; `today` 'yyyy-MM-dd'. */
export const hasEnded = (endDate: string, today: string): boolean => endDate < today;

/** A row of the list (react-admin record of `formularios`). */
export interface FormListRecord {
  id: number;
  title: string;
  flags: FormFlags;
  status: FormStatus;
  startDate: string;
  endDate: string;
  /** Recipients who answered, of `recipients`. */
  answered: number;
  recipients: number;
}

/** The list filter (react-admin filter of `formularios`). */
export interface FormListFilter {
  /** Staff see every form (isVisaoTok); a supplier only those addressed to it. */
  internal?: boolean;
  status?: StatusFilterCode;
  /** Title search. */
  q?: string;
  /** Validity overlapping [startDate, endDate]. */
  startDate?: string;
  endDate?: string;
}

/** An option; `index` its place in the question (from 0); `id` once stored. */
export interface FormOption {
  id?: number;
  index: number;
  title: string;
}

/** One question's answer: `text` for TEXT and NUMERIC (a number as typed, '.' decimal); `selected` option ids for the selects. */
export interface QuestionAnswer {
  text?: string;
  selected?: number[];
}

/** A question; options are empty for TEXT and NUMERIC; `answer` only on a supplier's read of a form it answered. */
export interface FormQuestion {
  id?: number;
  type: QuestionType;
  title: string;
  options: FormOption[];
  answer?: QuestionAnswer;
}

export interface FormRecipient {
  id: number;
  name: string;
  email: string;
}

/** What the editor saves (create: no id; update of a draft: its id). */
export interface FormDraft {
  title: string;
  description: string;
  /** Every question must be answered. */
  required: boolean;
  startDate: string;
  endDate: string;
  questions: FormQuestion[];
  recipients: FormRecipient[];
}

/** One form (getOne of `formularios`); `answered`: the signed-in supplier answered it (false for staff). */
export interface Form extends FormDraft {
  id: number;
  flags: FormFlags;
  status: FormStatus;
  answered: boolean;
}

/** A question type the editor offers (GET /forms/items/types). */
export interface QuestionTypeChoice {
  label: string;
  value: QuestionType;
}

/** One answered question (`questionId` its id). */
export interface AnswerItem extends QuestionAnswer {
  questionId: number;
}

/** The answer screen's submission; the provider adds the signed-in supplier. */
export interface FormAnswerSubmission {
  formId: number;
  answers: AnswerItem[];
}

/** One supplier's answers; answeredAt 'yyyy-MM-ddTHH:mm:ss'. */
export interface SupplierAnswers {
  supplierId: number;
  supplierName: string;
  answeredAt: string;
  answers: AnswerItem[];
}

/** Every stored answer of a form (the export and the summary's source). */
export interface FormAnswerSheet {
  formId: number;
  title: string;
  questions: FormQuestion[];
  answers: SupplierAnswers[];
}

/** Supplier types of the picker: F every supplier, M furniture, A accessories (default F). */
export type SupplierType = 'F' | 'M' | 'A';

export const DEFAULT_SUPPLIER_TYPE: SupplierType = 'F';

/** The answers summary, per question. */
export type QuestionSummary =
  | { kind: 'choice'; questionId: number; title: string; type: QuestionType; counts: { optionId: number; title: string; count: number }[] }
  | { kind: 'numeric'; questionId: number; title: string; count: number; min?: number; median?: number; max?: number }
  | { kind: 'text'; questionId: number; title: string; answers: { supplierId: number; supplierName: string; text: string }[] };

/** Staff's answers summary (beyond the spec): per question, and the recipients who have not answered yet. */
export interface FormSummary {
  formId: number;
  title: string;
  answeredCount: number;
  recipientCount: number;
  questions: QuestionSummary[];
  pending: FormRecipient[];
}

/** The area's methods beyond CRUD (getList, getOne, create, update of `formularios`). */
export interface FormsMethods {
  /** PUT /forms/cancel/{id}. */
  cancel: CustomMethod<{ id: number }, void>;
  /** GET /forms/items/types. */
  itemTypes: CustomMethod<Record<string, never>, QuestionTypeChoice[]>;
  /** GET /forms/answers/{id}: every stored answer (the CSV export is built from it, answersCsv.ts). */
  answers: CustomMethod<{ id: number }, FormAnswerSheet>;
  /** POST /forms/answer as the signed-in supplier. */
  answer: CustomMethod<FormAnswerSubmission, void>;
  /** GET /fornecedores?tipo=: every supplier of the type. */
  suppliers: CustomMethod<{ tipo: SupplierType }, FormRecipient[]>;
  /** GET /forms/{id} and GET /forms/answers/{id}, summed up. */
  summary: CustomMethod<{ id: number }, FormSummary>;
}
