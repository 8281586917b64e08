import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useCallback, useRef } from 'react';
import { useInput, useTranslate } from 'react-admin';

export interface ListSearchInputProps {
  source: string;
  /** Read by react-admin's filter form: the search never hides behind 'Adicionar filtro'. */
  alwaysOn?: boolean;
}

/**
 * The list's search box with a clear button. react-admin's SearchInput passes MUI's removed `InputProps`, so on
 * MUI 9 its clear button never shows; this one uses `slotProps.input`. Changes reach the server through the
 * list's filter form, which debounces them (500 ms): one request for a typed word, not one per letter.
 */
export function ListSearchInput({ source }: ListSearchInputProps) {
  const translate = useTranslate();
  const { field, id } = useInput({ source });
  const input = useRef<HTMLInputElement | null>(null);
  const registerInput = field.ref;
  const inputRef = useCallback(
    (node: HTMLInputElement | null) => {
      registerInput(node);
      input.current = node;
    },
    [registerInput],
  );
  const value = typeof field.value === 'string' ? field.value : '';
  const placeholder = translate('kit.list.search');

  const clear = () => {
    field.onChange('');
    input.current?.focus();
  };

  return (
    <TextField
      id={id}
      name={field.name}
      value={value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={inputRef}
      placeholder={placeholder}
      size="small"
      slotProps={{
        htmlInput: { 'aria-label': placeholder },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              {value ? (
                <IconButton aria-label={translate('kit.list.clearSearch')} title={translate('kit.list.clearSearch')} onClick={clear} size="small" edge="end">
                  <ClearIcon fontSize="small" />
                </IconButton>
              ) : (
                <SearchIcon color="disabled" />
              )}
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
