import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEventHandler, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface TextInputProps {
  id?: string;
  label?: ReactNode;
  value?: unknown;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  error?: boolean;
  helperText?: ReactNode;
  autoComplete?: string;
  autoFocus?: boolean;
  fullWidth?: boolean;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  type?: string;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Attributes of the <input> itself (TextField's `slotProps.htmlInput`). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
  endAdornment?: ReactNode;
}

/**
 * MUI's outlined TextField without its select mode, for the login entry: TextField imports Select (and Menu,
 * Popover, MenuList), about 10 KB gzip the login form never uses. Same markup, ids and classes as TextField
 * (label `${id}-label`, helper `${id}-helper-text`, `aria-describedby`), so queries by label and text are unchanged.
 */
export function TextInput({ id: idOverride, label, helperText, error = false, fullWidth = false, required = false, disabled = false, htmlInput, endAdornment, ...input }: TextInputProps) {
  const generated = useId();
  const id = idOverride ?? generated;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const inputLabelId = label != null && label !== '' ? `${id}-label` : undefined;
  return (
    <FormControl className="MuiTextField-root" variant="outlined" error={error} fullWidth={fullWidth} required={required} disabled={disabled}>
      {inputLabelId && (
        <InputLabel htmlFor={id} id={inputLabelId}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        fullWidth={fullWidth}
        aria-describedby={helperTextId}
        endAdornment={endAdornment}
        inputProps={htmlInput}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
