import { format, isBefore, isValid, startOfDay } from 'date-fns';
import { toDate } from '../../i18n/format';
import { translate } from '../../i18n/translate';
import type { FileRejection, FileRules } from '../../kit/upload/validateFile';
import { COMPLIANCE_EXTENSIONS, COMPLIANCE_MAX_BYTES, DESCRIPTION_MAX, TITLE_MAX, type ComplianceDetail, type ComplianceDraft } from './complianceDocuments';

/** Spec part 3, section 9: after a successful save the list opens (and so reloads) 2 s later. */
export const COMPLIANCE_RETURN_MS = 2000;

/**
 * pdf, ppt, pptx, xls, xlsx, doc, docx, each checked by name and by its first bytes (the kit's validateFile: %PDF-,
 * OLE2 for doc/xls/ppt, ZIP for the x-formats); 7 MB or more is refused, as the server does and as the portal's other
 * 7 MB uploads.
 */
export const COMPLIANCE_FILE_RULES: FileRules = { extensions: [...COMPLIANCE_EXTENSIONS], maxBytes: COMPLIANCE_MAX_BYTES, maxInclusive: false };

export type ComplianceFormMode = 'create' | 'edit';
export type ComplianceField = 'title' | 'description' | 'start' | 'end' | 'file';

/** What the form holds while the user types: the dates as the picker holds them (null empty; Invalid Date unreadable). */
export interface ComplianceFormValues {
  title: string;
  description: string;
  start: Date | null;
  end: Date | null;
  /** The chosen file; on edit, null keeps the current one. */
  file: File | null;
}

export const EMPTY_COMPLIANCE_VALUES: ComplianceFormValues = { title: '', description: '', start: null, end: null, file: null };

export type ComplianceErrors = Partial<Record<ComplianceField, string>>;

const message = (key: string): string => translate(`pages.complianceForm.validation.${key}`);

/** Counted as the user sees characters (code points), after the trim that is sent. */
const length = (text: string): number => Array.from(text.trim()).length;

function textRule(text: string, max: number, keys: [required: string, max: string, tab: string]): string | undefined {
  if (text.trim() === '') return message(keys[0]);
  if (length(text) > max) return message(keys[1]);
  if (text.includes('\t')) return message(keys[2]);
  return undefined;
}

function dateRule(date: Date | null, requiredKey: string): string | undefined {
  if (!date) return message(requiredKey);
  return isValid(date) ? undefined : message('invalidDate');
}

/**
 * The form's rules (spec part 3, section 5), one message per failing field: title, description, the validity dates
 * (the end not before the start, by day) and, when adding, the file.
 */
export function validateCompliance(values: ComplianceFormValues, mode: ComplianceFormMode): ComplianceErrors {
  const errors: ComplianceErrors = {
    title: textRule(values.title, TITLE_MAX, ['titleRequired', 'titleMax', 'titleTab']),
    description: textRule(values.description, DESCRIPTION_MAX, ['descriptionRequired', 'descriptionMax', 'descriptionTab']),
    start: dateRule(values.start, 'startRequired'),
    end: dateRule(values.end, 'endRequired'),
    file: mode === 'create' && values.file === null ? message('fileRequired') : undefined,
  };
  if (!errors.start && !errors.end && isBefore(startOfDay(values.end!), startOfDay(values.start!))) errors.end = message('endBeforeStart');
  return Object.fromEntries(Object.entries(errors).filter(([, text]) => text !== undefined));
}

/** The message for each reason a chosen file is refused (the choice is then cleared). */
export function fileRefusalMessages(): Record<FileRejection, string> {
  return { type: message('fileType'), content: message('fileContent'), size: message('fileSize') };
}

const dayOf = (date: Date | null): number | 'empty' | 'unreadable' => (date === null ? 'empty' : isValid(date) ? startOfDay(date).getTime() : 'unreadable');

/** Whether the start really changed (another day, or emptied, or made unreadable): only then is the end cleared. */
export const startChanged = (before: Date | null, after: Date | null): boolean => dayOf(before) !== dayOf(after);

/** The edit form's starting point: the stored document's fields; no file chosen (the stored one is kept). */
export function valuesFromDetail(detail: ComplianceDetail): ComplianceFormValues {
  return { title: detail.title, description: detail.description, start: toDate(detail.startDate), end: toDate(detail.endDate), file: null };
}

const day = (date: Date): string => format(date, 'yyyy-MM-dd');

/** What is saved from values that passed the rules: the texts trimmed, the dates as days, the file only when one was chosen. */
export function toDraft(values: ComplianceFormValues): ComplianceDraft {
  const draft: ComplianceDraft = { title: values.title.trim(), description: values.description.trim(), startDate: day(values.start!), endDate: day(values.end!) };
  return values.file ? { ...draft, file: values.file } : draft;
}
