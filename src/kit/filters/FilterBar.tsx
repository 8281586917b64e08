import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { isValid } from 'date-fns';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DATE_FORMAT } from '../dates/DateLocalization';
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
  paymentType?: boolean;
  initial?: Partial<FilterValues>;
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

/** The shared filter bar of the report screens; values reach `onApply` only when valid. */
export function FilterBar({
  supplier = false,
  internalView = false,
  noteType,
  dates = true,
  paymentType = false,
  initial,
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

  const apply = () => {
    const found = validateReportFilter(values, { supplier: showSupplier, noteType: noteTypes.length > 0, paymentType });
    if (!dates) {
      delete found.startDate;
      delete found.endDate;
    }
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    onApply({
      ...(showSupplier && values.personId !== undefined ? { personId: values.personId } : {}),
      ...(noteTypes.length > 0 ? { noteType: values.noteType } : {}),
      startDate: dates ? values.startDate : null,
      endDate: dates ? values.endDate : null,
      ...(paymentType ? { paymentType: values.paymentType } : {}),
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
        <SupplierAutocomplete value={values.personId} onChange={(personId) => set('personId', personId)} error={errorText('personId')} />
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
        <>
          <DatePicker
            label={translate('kit.filters.startDate')}
            format={DATE_FORMAT}
            value={values.startDate}
            onChange={(date) => set('startDate', date)}
            slotProps={{
              textField: {
                size: 'small',
                name: 'startDate',
                error: Boolean(errors.startDate),
                helperText: errorText('startDate'),
              },
            }}
          />
          <DatePicker
            label={translate('kit.filters.endDate')}
            format={DATE_FORMAT}
            value={values.endDate}
            minDate={values.startDate && isValid(values.startDate) ? values.startDate : undefined}
            onChange={(date) => set('endDate', date)}
            slotProps={{
              textField: {
                size: 'small',
                name: 'endDate',
                error: Boolean(errors.endDate),
                helperText: errorText('endDate'),
              },
            }}
          />
        </>
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
      <Button type="submit" variant="contained">
        {translate('kit.filters.apply')}
      </Button>
    </Stack>
  );
}
