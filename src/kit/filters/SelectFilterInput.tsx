import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useInput, useTranslate } from 'react-admin';

export interface SelectFilterChoice {
  id: string | number;
  name: string;
}

export interface SelectFilterInputProps {
  source: string;
  /** i18n key or text. */
  label: string;
  choices: readonly SelectFilterChoice[];
  /** i18n key or text of the empty choice, which clears the filter. */
  emptyText: string;
  /** Read by react-admin's filter form (shown without 'Adicionar filtro'). */
  alwaysOn?: boolean;
}

/**
 * A list filter choosing one of a few values. react-admin's SelectInput passes MUI's removed `InputProps` on MUI 9
 * (see ListSearchInput); this one is a plain MUI select bound to the filter form.
 */
export function SelectFilterInput({ source, label, choices, emptyText }: SelectFilterInputProps) {
  const translate = useTranslate();
  const { field, id } = useInput({ source });
  const value = field.value === null || field.value === undefined ? '' : String(field.value);
  // A value from the URL may arrive before its choices: keep it selectable rather than warn about an unknown value.
  const known = value === '' || choices.some((choice) => String(choice.id) === value);
  return (
    <TextField
      select
      id={id}
      name={field.name}
      size="small"
      label={translate(label, { _: label })}
      value={value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value="">{translate(emptyText, { _: emptyText })}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={String(choice.id)}>
          {choice.name}
        </MenuItem>
      ))}
      {!known && <MenuItem value={value}>{value}</MenuItem>}
    </TextField>
  );
}
