import { addYears, format, isAfter, isBefore, isValid, startOfDay, subDays } from 'date-fns';

export type NoteType = 'D' | 'P' | 'U';
export type PaymentType = 'T' | 'P' | 'G';

export interface FilterValues {
  personId?: number;
  noteType?: NoteType;
  startDate: Date | null;
  endDate: Date | null;
  paymentType?: PaymentType;
}

export type DateErrorKey = 'startRequired' | 'endRequired' | 'endBeforeStart' | 'invalidDate' | 'rangeTooLong';

export interface DateErrors {
  startDate?: DateErrorKey;
  endDate?: DateErrorKey;
}

/** The report filter bar's problems: its dates', a supplier the internal view has not chosen, a type left empty. */
export interface ReportFilterErrors extends DateErrors {
  personId?: 'supplierRequired';
  noteType?: 'noteTypeRequired';
  paymentType?: 'paymentTypeRequired';
}

/** Which of the report filter bar's choices must hold a value: the supplier (internal view) and the shown type selects. */
export interface ReportFilterRequired {
  supplier: boolean;
  noteType?: boolean;
  paymentType?: boolean;
  /**
   * Not a report (the history's issue dates): the range may stay empty, once begun it needs both dates in order, and
   * the 5-year limit of payments and invoices does not apply.
   */
  optionalDates?: boolean;
}

/** Spec part 2, sections 5 and 9: the payments and invoices ranges span 5 years at the most. */
export const MAX_RANGE_YEARS = 5;

export const DEFAULT_RANGE_DAYS = 30;

/** Last 30 days up to today, both at the start of the day. */
export function defaultDateRange(now: Date = new Date()): Pick<FilterValues, 'startDate' | 'endDate'> {
  const today = startOfDay(now);
  return { startDate: subDays(today, DEFAULT_RANGE_DAYS), endDate: today };
}

/** The spec's date rules; an empty result means the dates may be applied. */
export function validateDates(startDate: Date | null, endDate: Date | null): DateErrors {
  const errors: DateErrors = {};
  if (!startDate) errors.startDate = 'startRequired';
  else if (!isValid(startDate)) errors.startDate = 'invalidDate';
  if (!endDate) errors.endDate = 'endRequired';
  else if (!isValid(endDate)) errors.endDate = 'invalidDate';
  if (!errors.startDate && !errors.endDate && startDate && endDate && isBefore(startOfDay(endDate), startOfDay(startDate))) {
    errors.endDate = 'endBeforeStart';
  }
  return errors;
}

/**
 * The report filter bar (payments, invoices; spec part 2, section 5): the date rules, a range of at most 5 years
 * ('Intervalo de datas muito longo'), for the internal view a chosen supplier ('Fornecedor deve ser selecionado!'), and
 * a type in each type select shown ('Tipo de nota deve ser preenchido!', 'Tipo deve ser preenchido!').
 */
export function validateReportFilter(values: FilterValues, required: ReportFilterRequired): ReportFilterErrors {
  const noDates = !values.startDate && !values.endDate;
  const errors: ReportFilterErrors = required.optionalDates && noDates ? {} : validateDates(values.startDate, values.endDate);
  if (!required.optionalDates && !errors.startDate && !errors.endDate && values.startDate && values.endDate && isAfter(startOfDay(values.endDate), addYears(startOfDay(values.startDate), MAX_RANGE_YEARS))) {
    errors.endDate = 'rangeTooLong';
  }
  if (required.supplier && values.personId === undefined) errors.personId = 'supplierRequired';
  if (required.noteType && !values.noteType) errors.noteType = 'noteTypeRequired';
  if (required.paymentType && !values.paymentType) errors.paymentType = 'paymentTypeRequired';
  return errors;
}

/** A chosen date as a list filter keeps it ('yyyy-MM-dd', local day); none for no date. */
export const filterDayOf = (date: Date | null): string | undefined => (date && isValid(date) ? format(date, 'yyyy-MM-dd') : undefined);
