import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import { InputHelperText, useInput, type Validator } from 'react-admin';
import { UploadBox, type UploadBoxProps } from './UploadBox';

export interface UploadInputProps extends Omit<UploadBoxProps, 'onChange' | 'value' | 'error'> {
  source: string;
  validate?: Validator | Validator[];
  helperText?: string;
}

/** The form value: File[] when multiple, otherwise one File or null. */
function filesOf(value: unknown): File[] {
  if (Array.isArray(value)) return value.filter((item): item is File => item instanceof File);
  return value instanceof File ? [value] : [];
}

/** UploadBox as a react-admin input: the chosen files live in the form, validation shows under the box. */
export function UploadInput({ source, validate, helperText, multiple = false, disabled, ...boxProps }: UploadInputProps) {
  const { field, fieldState } = useInput({ source, validate, disabled });
  const { invalid, error } = fieldState;

  const handleChange = (files: File[]) => {
    field.onChange(multiple ? files : (files[0] ?? null));
    field.onBlur();
  };

  return (
    <Box className={`ra-input ra-input-${source}`}>
      <UploadBox
        {...boxProps}
        multiple={multiple}
        disabled={disabled}
        error={invalid}
        value={filesOf(field.value)}
        onChange={handleChange}
      />
      {(invalid || helperText) && (
        <FormHelperText error={invalid}>
          <InputHelperText error={error?.message} helperText={helperText} />
        </FormHelperText>
      )}
    </Box>
  );
}
