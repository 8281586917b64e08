import { isBefore, isValid, startOfDay } from 'date-fns';
import { translate } from '../../i18n/translate';
import type { FileRejection, FileRules } from '../../kit/upload/validateFile';

/** Spec part 3, section 9. */
export const TITLE_MAX = 50;
export const DESCRIPTION_MAX = 250;
/** 7 MB (7 × 1024 × 1024 bytes): a larger file is refused. */
export const COMPLIANCE_FILE_MAX_BYTES = 7 * 1024 * 1024;

/** pdf, ppt, pptx, xls, xlsx, doc, docx, each checked by name and by its first bytes (the kit's validateFile). */
export const COMPLIANCE_FILE_RULES: FileRules = {
  extensions: ['pdf', 'ppt', 'pptx', 'xls', 'xlsx', 'doc', 'docx'],
  maxBytes: COMPLIANCE_FILE_MAX_BYTES,
};

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

/** Whether the start really changed (a new day, or readable ↔ unreadable): only then is the end cleared. */
export function startChanged(before: Date | null, after: Date | null): boolean {
  if (before === null || after === null) return before !== after;
  if (!isValid(before) || !isValid(after)) return isValid(before) !== isValid(after) || before !== after;
  return startOfDay(before).getTime() !== startOfDay(after).getTime();
}
