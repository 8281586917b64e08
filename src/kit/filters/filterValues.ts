import { isBefore, isValid, startOfDay, subDays } from 'date-fns';

export type NoteType = 'D' | 'P' | 'U';
export type PaymentType = 'T' | 'P' | 'G';

export interface FilterValues {
  personId?: number;
  noteType?: NoteType;
  startDate: Date | null;
  endDate: Date | null;
  paymentType?: PaymentType;
}

export type DateErrorKey = 'startRequired' | 'endRequired' | 'endBeforeStart' | 'invalidDate';

export interface DateErrors {
  startDate?: DateErrorKey;
  endDate?: DateErrorKey;
}

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
