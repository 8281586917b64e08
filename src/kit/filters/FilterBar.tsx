import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { DateRangeInputs } from './DateRangeInputs';
import {
  defaultDateRange,
  validateReportFilter,
  type ReportFilterErrors,
  type FilterValues,
  type NoteType,
  type PaymentType,
} from './filterValues';
import { SupplierAutocomplete } from './SupplierAutocomplete';

export type { FilterValues } from './filterValues';

export interface FilterBarProps {
  /** Supplier picker; shown only when `internalView` is also true. */
  supplier?: boolean;
  internalView?: boolean;
  /** 'DP': Devolução, Pedidos; 'DPU' (invoice screens) adds Descargas. */
  noteType?: 'DP' | 'DPU';
  /** Start/end dates; on by default. */
  dates?: boolean;
  /** i18n keys of the date labels (default 'Data de início' and 'Data de fim'). */
  dateLabels?: { start: string; end: string };
  paymentType?: boolean;
  /** The resource of the supplier picker's options (default GET /fornecedores). */
  supplierResource?: string;
  /** The dates are an ordinary filter, not a report's range (see ReportFilterRequired.optionalDates). */
  optionalDates?: boolean;
  /** What a failed supplier list says, when not the order screens' text. */
  supplierLoadFailure?: string;
  initial?: Partial<FilterValues>;
  /** A screen's own fields, after the bar's and before Aplicar. */
  children?: ReactNode;
  /** The screen's fields' check, run with the bar's own on Aplicar (each shows its messages); false applies nothing. */
  onValidate?: () => boolean;
  onApply: (values: FilterValues) => void;
}

const PAYMENT_TYPES: PaymentType[] = ['T', 'P', 'G'];

function initialValues(initial: Partial<FilterValues> | undefined, noteTypes: NoteType[]): FilterValues {
  const range = defaultDateRange();
  return {
    personId: initial?.personId,
    noteType: initial?.noteType ?? noteTypes[0],
    startDate: initial?.startDate !== undefined ? initial.startDate : range.startDate,
    endDate: initial?.endDate !== undefined ? initial.endDate : range.endDate,
    paymentType: initial?.paymentType ?? 'T',
  };
}

/** The shared filter bar of the report screens; values reach `onApply` only when valid, on Aplicar or when a supplier is picked. */
export function FilterBar({
  supplier = false,
  internalView = false,
  noteType,
  dates = true,
  dateLabels,
  paymentType = false,
  supplierResource,
  supplierLoadFailure,
  optionalDates = false,
  initial,
  children,
  onValidate,
  onApply,
}: FilterBarProps) {
  const translate = useTranslate();
  const noteTypes: NoteType[] = noteType === 'DPU' ? ['D', 'P', 'U'] : noteType === 'DP' ? ['D', 'P'] : [];
  const [values, setValues] = useState<FilterValues>(() => initialValues(initial, noteTypes));
  const [errors, setErrors] = useState<ReportFilterErrors>({});
  const showSupplier = supplier && internalView;

  const set = <K extends keyof FilterValues>(key: K, value: FilterValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const apply = (current: FilterValues = values) => {
    const found = validateReportFilter(current, { supplier: showSupplier, noteType: noteTypes.length > 0, paymentType, optionalDates });
    if (!dates) {
      delete found.startDate;
      delete found.endDate;
    }
    setErrors(found);
    const screenFieldsValid = onValidate ? onValidate() : true;
    if (Object.values(found).some(Boolean) || !screenFieldsValid) return;
    onApply({
      ...(showSupplier && current.personId !== undefined ? { personId: current.personId } : {}),
      ...(noteTypes.length > 0 ? { noteType: current.noteType } : {}),
      startDate: dates ? current.startDate : null,
      endDate: dates ? current.endDate : null,
      ...(paymentType ? { paymentType: current.paymentType } : {}),
    });
  };

  const errorText = (key: keyof ReportFilterErrors) => {
    const error = errors[key];
    return error ? translate(`kit.filters.${error}`) : undefined;
  };

  return (
    <Stack
      component="form"
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, py: 1 }}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      {showSupplier && (
        <SupplierAutocomplete
          value={values.personId}
          onChange={(personId) => {
            set('personId', personId);
            // A picked supplier loads at once, as on Gerenciar pedidos; Aplicar stays for the other filters.
            if (personId !== undefined) apply({ ...values, personId });
          }}
          error={errorText('personId')}
          resource={supplierResource}
          loadFailure={supplierLoadFailure}
        />
      )}
      {noteTypes.length > 0 && (
        <TextField
          select
          size="small"
          label={translate('kit.filters.noteType')}
          value={values.noteType ?? ''}
          onChange={(event) => set('noteType', event.target.value as NoteType)}
          error={Boolean(errors.noteType)}
          helperText={errorText('noteType')}
          sx={{ minWidth: 160 }}
        >
          {noteTypes.map((type) => (
            <MenuItem key={type} value={type}>
              {translate(`kit.filters.noteTypes.${type}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {dates && (
        <DateRangeInputs
          start={values.startDate}
          end={values.endDate}
          onStart={(date) => set('startDate', date)}
          onEnd={(date) => set('endDate', date)}
          errors={{ startDate: errors.startDate, endDate: errors.endDate }}
          labels={dateLabels}
        />
      )}
      {paymentType && (
        <TextField
          select
          size="small"
          label={translate('kit.filters.paymentType')}
          value={values.paymentType ?? ''}
          onChange={(event) => set('paymentType', event.target.value as PaymentType)}
          error={Boolean(errors.paymentType)}
          helperText={errorText('paymentType')}
          sx={{ minWidth: 160 }}
        >
          {PAYMENT_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {translate(`kit.filters.paymentTypes.${type}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {children}
      <Button type="submit" variant="contained">
        {translate('kit.filters.apply')}
      </Button>
    </Stack>
  );
}
