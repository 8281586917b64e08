import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { memo } from 'react';
import { DATE_FORMAT } from './DateLocalization';

export interface DateFieldProps {
  label: string;
  /** null: empty; an Invalid Date: typed but unreadable (the form's rules name it). */
  value: Date | null;
  onChange: (value: Date | null) => void;
  /** Form field name (also the hidden input's name). */
  name: string;
  /** The validation message, shown under the field. */
  error?: string;
  disabled?: boolean;
  /** When the field is left (a form that checks on blur). */
  onBlur?: () => void;
  /** Marks the label with '*' (the form's rules still say what is missing). */
  required?: boolean;
}

/**
 * A typed dd/MM/yyyy date with a calendar (MUI X, pt-BR from DateLocalization), for forms. Memoized: the picker is
 * costly to render, and a form renders again on every keystroke in its other fields.
 */
export const DateField = memo(function DateField({ label, value, onChange, name, error, disabled = false, required = false, onBlur }: DateFieldProps) {
  return (
    <DatePicker
      label={label}
      format={DATE_FORMAT}
      value={value}
      onChange={(date) => onChange(date)}
      disabled={disabled}
      slotProps={{
        textField: { name, error: Boolean(error), helperText: error ?? ' ', fullWidth: true, required, onBlur },
      }}
    />
  );
});
