import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { isValid } from 'date-fns';
import { useTranslate } from 'react-admin';
import { DATE_FORMAT } from '../dates/DateLocalization';
import type { DateErrorKey } from './filterValues';

export interface DateRangeInputsProps {
  start: Date | null;
  end: Date | null;
  onStart: (date: Date | null) => void;
  onEnd: (date: Date | null) => void;
  errors?: { startDate?: DateErrorKey; endDate?: DateErrorKey };
  /** i18n keys of the two labels (default 'Data de início' and 'Data de fim'). */
  labels?: { start: string; end: string };
  /** The inputs' names (default startDate and endDate). */
  names?: { start: string; end: string };
}

/** A start and an end date (dd/MM/yyyy), the end picker starting at the start; each rule's message under its field. */
export function DateRangeInputs({ start, end, onStart, onEnd, errors = {}, labels, names }: DateRangeInputsProps) {
  const translate = useTranslate();
  const text = (key: DateErrorKey | undefined) => (key ? translate(`kit.filters.${key}`) : undefined);
  return (
    <>
      <DatePicker
        label={translate(labels?.start ?? 'kit.filters.startDate')}
        format={DATE_FORMAT}
        value={start}
        onChange={onStart}
        slotProps={{ textField: { size: 'small', name: names?.start ?? 'startDate', error: Boolean(errors.startDate), helperText: text(errors.startDate) } }}
      />
      <DatePicker
        label={translate(labels?.end ?? 'kit.filters.endDate')}
        format={DATE_FORMAT}
        value={end}
        minDate={start && isValid(start) ? start : undefined}
        onChange={onEnd}
        slotProps={{ textField: { size: 'small', name: names?.end ?? 'endDate', error: Boolean(errors.endDate), helperText: text(errors.endDate) } }}
      />
    </>
  );
}
