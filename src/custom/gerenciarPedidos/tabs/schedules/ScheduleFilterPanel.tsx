import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ScheduleFilter } from '../../orderManagement';
import { DateField } from '../../../../kit/dates/DateField';
import type { DateErrors } from '../../../../kit/filters/filterValues';
import { useScreenWarning } from '../../../../kit/snackbar/useScreenWarning';
import type { Branch } from '../../../../types/api';
import { panelFilter, panelValues, VALUE_FIELDS, type PanelValues } from './scheduleFilters';

export interface ScheduleFilterPanelProps {
  filter: ScheduleFilter;
  branches: readonly Branch[];
  onCancel: () => void;
  onApply: (filter: ScheduleFilter) => void;
}

/** The FILTROS panel: order number, product id, numeric code, product name, schedule-date range and branch. */
export function ScheduleFilterPanel({ filter, branches, onCancel, onApply }: ScheduleFilterPanelProps) {
  const translate = useTranslate();
  const warn = useScreenWarning();
  const titleId = useId();
  const text = (key: string) => translate(`pages.gerenciarPedidos.schedule.${key}`);
  const [values, setValues] = useState<PanelValues>(() => panelValues(filter));
  const [dateErrors, setDateErrors] = useState<DateErrors>({});
  const set = <K extends keyof PanelValues>(key: K, value: PanelValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const apply = () => {
    const result = panelFilter(values);
    if (result.kind === 'notNumber') warn(text('notNumber'));
    else if (result.kind === 'badDates') setDateErrors(result.errors);
    else onApply(result.filter);
  };
  const dateError = (key: keyof DateErrors) => {
    const error = dateErrors[key];
    return error ? translate(`kit.filters.${error}`) : undefined;
  };

  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{text('filtersTitle')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          spacing={2}
          sx={{ pt: 1 }}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          {VALUE_FIELDS.map((field) => (
            <TextField key={field} size="small" label={text(`fields.${field}`)} name={field} value={values[field]} onChange={(event) => set(field, event.target.value)} />
          ))}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DateField
              label={text('start')}
              name="dateFrom"
              value={values.dateFrom}
              onChange={(date) => {
                set('dateFrom', date);
                setDateErrors({});
              }}
              error={dateError('startDate')}
            />
            <DateField
              label={text('end')}
              name="dateTo"
              value={values.dateTo}
              onChange={(date) => {
                set('dateTo', date);
                setDateErrors({});
              }}
              error={dateError('endDate')}
            />
          </Stack>
          <TextField
            select
            size="small"
            label={text('fields.branchId')}
            name="branchId"
            value={values.branchId}
            onChange={(event) => set('branchId', event.target.value === '' ? '' : Number(event.target.value))}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{text('noBranch')}</MenuItem>
            {branches.map((branch) => (
              <MenuItem key={branch.branchId} value={branch.branchId}>
                {`${branch.branchId} - ${branch.externalBranchName}`}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{text('cancel')}</Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained">
          {text('apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
