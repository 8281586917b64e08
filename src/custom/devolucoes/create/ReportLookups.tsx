import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { memo } from 'react';
import type { ReturnReason } from '../returnReports';
import { optionLabel, type ReportField } from './reportFormRules';

/** What a lookup shows: its label, its message once shown, and what it says while it loads and when nothing matches. */
interface LookupTexts {
  label: string;
  noOptionsText: string;
  loadingText: string;
  /** The field's message, once shown. */
  error?: string;
}

interface LookupState {
  loading: boolean;
  disabled: boolean;
  /** Marks the field as left (its message shows from then on). */
  onTouch: (field: ReportField) => void;
}

interface Named {
  id: number;
  name: string;
}

interface NamedLookupProps<T extends Named> extends LookupTexts, LookupState {
  field: 'supplier' | 'product';
  options: readonly T[];
  value: T | null;
  onChoose: (id: number | null) => void;
}

const sameId = <T extends { id: number }>(option: T, current: T) => option.id === current.id;

/**
 * The supplier or the product, as 'code - name', typed to narrow the list. Memoized, as the reasons below: the new
 * report's other fields change on every keystroke, and an autocomplete is costly to render again.
 */
function NamedLookupField<T extends Named>({ field, options, value, onChoose, onTouch, label, error, loading, disabled, noOptionsText, loadingText }: NamedLookupProps<T>) {
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, chosen) => onChoose(chosen?.id ?? null)}
      onBlur={() => onTouch(field)}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={sameId}
      loading={loading}
      disabled={disabled}
      noOptionsText={noOptionsText}
      loadingText={loadingText}
      renderInput={(params) => <TextField {...params} label={label} required size="small" error={Boolean(error)} helperText={error ?? ' '} />}
    />
  );
}

export const NamedLookup = memo(NamedLookupField) as typeof NamedLookupField;

interface ReasonsLookupProps extends LookupTexts, LookupState {
  options: readonly ReturnReason[];
  value: ReturnReason[];
  onChoose: (ids: readonly number[]) => void;
}

/** The reasons: several, each chosen from the list, which stays open between choices. */
export const ReasonsLookup = memo(function ReasonsLookup({ options, value, onChoose, onTouch, label, error, loading, disabled, noOptionsText, loadingText }: ReasonsLookupProps) {
  return (
    <Autocomplete
      multiple
      options={options}
      value={value}
      onChange={(_event, reasons) => onChoose(reasons.map((reason) => reason.id))}
      onBlur={() => onTouch('reasons')}
      getOptionLabel={(reason) => reason.description}
      isOptionEqualToValue={sameId}
      loading={loading}
      disabled={disabled}
      disableCloseOnSelect
      noOptionsText={noOptionsText}
      loadingText={loadingText}
      renderInput={(params) => <TextField {...params} label={label} required size="small" error={Boolean(error)} helperText={error ?? ' '} />}
    />
  );
});
