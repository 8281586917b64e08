import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useGetList, useGetOne, useTranslate } from 'react-admin';
import type { SupplierRow } from '../../types/api';
import { useReadFailureHandler } from '../snackbar/useReadFailure';

export type SupplierOption = Pick<SupplierRow, 'ID_PESSOA' | 'NM_PESSOA'> & { id: number };

export interface SupplierAutocompleteProps {
  value: number | undefined;
  onChange: (personId: number | undefined) => void;
  label?: string;
  disabled?: boolean;
  /** A message under the field (e.g. 'Fornecedor deve ser selecionado!'). */
  error?: string;
  /** The resource the options come from (rows with ID_PESSOA and NM_PESSOA); GET /fornecedores by default. */
  resource?: string;
  /** What a failed supplier list says (spec part 2, section 8); the order screens' text by default. */
  loadFailure?: string;
}

const SEARCH_DEBOUNCE_MS = 300;
const PAGE_SIZE = 50;

export const supplierLabel = (option: Pick<SupplierRow, 'ID_PESSOA' | 'NM_PESSOA'>) => `${option.ID_PESSOA} - ${option.NM_PESSOA}`;

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** Server-side searched supplier picker ('id - name'); for the internal view only. */
export function SupplierAutocomplete({ value, onChange, label, disabled, error, resource = 'fornecedores', loadFailure }: SupplierAutocompleteProps) {
  const translate = useTranslate();
  const onFailure = useReadFailureHandler(loadFailure ?? translate('kit.filters.supplierLoadFailure'));
  // Said at once: typing again asks again.
  const failureOptions = { ...onFailure, retry: false };
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<SupplierOption | null>(null);
  const query = useDebounced(text, SEARCH_DEBOUNCE_MS);

  const { data = [], isPending } = useGetList<SupplierOption>(resource, { pagination: { page: 1, perPage: PAGE_SIZE }, filter: { q: query } }, failureOptions);
  // A preset id (e.g. from `initial`) may not be on the first page of results.
  const known = picked?.id === value ? picked : (data.find((option) => option.id === value) ?? null);
  const { data: fetched } = useGetOne<SupplierOption>(
    resource,
    { id: value as number },
    { enabled: value !== undefined && known === null, ...failureOptions },
  );
  const selected = value === undefined ? null : (known ?? fetched ?? null);

  return (
    <Autocomplete<SupplierOption>
      options={data}
      value={selected}
      disabled={disabled}
      loading={isPending}
      filterOptions={(options) => options}
      getOptionLabel={supplierLabel}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      onChange={(_event, option) => {
        setPicked(option);
        onChange(option?.id);
      }}
      onInputChange={(_event, input, reason) => {
        if (reason === 'input' || reason === 'clear') setText(input);
        if (reason === 'reset') setText('');
      }}
      noOptionsText={translate('kit.filters.supplierNoOptions')}
      loadingText={translate('kit.filters.loading')}
      sx={{ minWidth: 280 }}
      renderInput={(params) => <TextField {...params} label={label ?? translate('kit.filters.supplier')} size="small" error={Boolean(error)} helperText={error} />}
    />
  );
}
