import { isValid } from 'date-fns';
import type { NewReturnReport } from '../returnReports';

/**
 * The new report form's rules (spec part 3, sections 4, 5 and 9): what each field needs, the stocked quantity, the
 * note's form. Pure: the hook (useNewReportForm) holds the values and decides when a message shows.
 */

/** The additional note's limit, in characters. */
export const REPORT_NOTE_MAX = 4000;

/** Quantities are typed as text, at most this many digits (the server's whole numbers). */
export const QUANTITY_MAX_DIGITS = 9;

export type QuantityField = 'scheduled' | 'inspected' | 'returned';

export const QUANTITY_FIELDS: readonly QuantityField[] = ['scheduled', 'inspected', 'returned'];

export interface ReportFormValues {
  supplierId: number | null;
  productId: number | null;
  /** null: empty; an Invalid Date: typed but unreadable. */
  receiptDate: Date | null;
  scheduled: string;
  inspected: string;
  returned: string;
  reasonIds: readonly number[];
  note: string;
  images: readonly File[];
}

export type ReportField = 'supplier' | 'product' | 'receiptDate' | QuantityField | 'stocked' | 'reasons' | 'images';

/** A rule a field breaks: the key of its message under pages.devolucoesForm.problems. */
export type ReportProblem =
  | 'noSupplier'
  | 'noProduct'
  | 'noDate'
  | 'noScheduled'
  | 'noInspected'
  | 'noReturned'
  | 'notWholeNumber'
  | 'negative'
  | 'negativeStock'
  | 'noReasons'
  | 'noImages';

export type ReportProblems = Partial<Record<ReportField, ReportProblem>>;

const MISSING_QUANTITY: Record<QuantityField, ReportProblem> = {
  scheduled: 'noScheduled',
  inspected: 'noInspected',
  returned: 'noReturned',
};

export type QuantityReading = { ok: true; value: number } | { ok: false; problem: 'missing' | 'notWholeNumber' | 'negative' };

/** A typed quantity: a whole number of 0 or more; a minus sign before a number says it is negative. */
export function readQuantity(text: string): QuantityReading {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'missing' };
  if (/^\d+$/.test(trimmed)) return { ok: true, value: Number(trimmed) };
  if (/^-\s*\d+([.,]\d+)?$/.test(trimmed)) return { ok: false, problem: 'negative' };
  return { ok: false, problem: 'notWholeNumber' };
}

export function quantityProblem(field: QuantityField, text: string): ReportProblem | undefined {
  const reading = readQuantity(text);
  if (reading.ok) return undefined;
  return reading.problem === 'missing' ? MISSING_QUANTITY[field] : reading.problem;
}

/** Scheduled minus returned, once both are whole numbers of 0 or more; else nothing to show. */
export function stockedQuantity(scheduled: string, returned: string): number | null {
  const from = readQuantity(scheduled);
  const minus = readQuantity(returned);
  return from.ok && minus.ok ? from.value - minus.value : null;
}

/** What the note field keeps of a typed text: uppercase (as shown and sent), at most REPORT_NOTE_MAX characters. */
export function noteText(typed: string): string {
  return Array.from(typed.toUpperCase()).slice(0, REPORT_NOTE_MAX).join('');
}

export const noteLength = (note: string): number => Array.from(note).length;

/** Every rule the values break, one message per field. The note is optional and kept within its limit as typed. */
export function reportProblems(values: ReportFormValues): ReportProblems {
  const problems: ReportProblems = {};
  if (values.supplierId === null) problems.supplier = 'noSupplier';
  if (values.productId === null) problems.product = 'noProduct';
  if (values.receiptDate === null || !isValid(values.receiptDate)) problems.receiptDate = 'noDate';
  for (const field of QUANTITY_FIELDS) {
    const problem = quantityProblem(field, values[field]);
    if (problem) problems[field] = problem;
  }
  const stocked = stockedQuantity(values.scheduled, values.returned);
  if (stocked !== null && stocked < 0) problems.stocked = 'negativeStock';
  if (values.reasonIds.length === 0) problems.reasons = 'noReasons';
  if (values.images.length === 0) problems.images = 'noImages';
  return problems;
}

export const hasProblems = (problems: ReportProblems): boolean => Object.keys(problems).length > 0;

/** 'yyyy-MM-dd' of a local date. */
function isoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The report to save, or null while any rule is broken. */
export function reportToSave(values: ReportFormValues): NewReturnReport | null {
  if (hasProblems(reportProblems(values))) return null;
  const quantity = (text: string) => Number(text.trim());
  return {
    supplierId: values.supplierId as number,
    productId: values.productId as number,
    receiptDate: isoDate(values.receiptDate as Date),
    scheduled: quantity(values.scheduled),
    inspected: quantity(values.inspected),
    returned: quantity(values.returned),
    reasonIds: [...values.reasonIds],
    note: noteText(values.note).trim(),
    images: [...values.images],
  };
}

/** Today at midnight, the receipt date a new report starts with. */
export function today(now: Date = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/** 'id - name', as the supplier and product choices read. */
export const optionLabel = (option: { id: number; name: string }): string => `${option.id} - ${option.name}`;

/** A picture's identity in the form (the same file chosen twice joins once). */
export const imageKey = (file: File): string => `${file.name}-${file.size}-${file.lastModified}`;

/** The pictures with the newly chosen ones after them, each once. */
export function withImages(images: readonly File[], chosen: readonly File[]): File[] {
  const known = new Set(images.map(imageKey));
  const added = chosen.filter((file) => {
    const key = imageKey(file);
    if (known.has(key)) return false;
    known.add(key);
    return true;
  });
  return [...images, ...added];
}
