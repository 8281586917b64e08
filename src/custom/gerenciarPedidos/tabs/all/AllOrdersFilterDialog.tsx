import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { OrderDateField, OrderFilter } from '../../orderManagement';
import { DateField } from '../../../../kit/dates/DateField';
import type { DateErrors } from '../../../../kit/filters/filterValues';
import { useScreenWarning } from '../../../../kit/snackbar/useScreenWarning';
import { panelFilter, panelValues, VALUE_FIELDS, type PanelValues } from './allOrdersFilters';
import type { OrderChoices } from './useOrderChoices';

const TEXT = 'pages.gerenciarPedidos.all';
const DATE_FIELDS: readonly OrderDateField[] = ['issue', 'schedule'];

export interface AllOrdersFilterDialogProps {
  /** The filters in force, which the fields start from. */
  filter: OrderFilter;
  choices: OrderChoices;
  onClose: () => void;
  onApply: (filter: OrderFilter) => void;
}

/**
 * The filter panel: order number, product id, numeric code, product name, the issue or schedule date range, branch
 * ('Selecione uma filial') and payment condition. APLICAR sends nothing while a number field holds anything but a
 * whole number ('Campo precisa ser um número!') or the dates are incomplete or reversed. Mounted while open, so it
 * always starts from the filters in force.
 */
export function AllOrdersFilterDialog({ filter, choices, onClose, onApply }: AllOrdersFilterDialogProps) {
  const translate = useTranslate();
  const warn = useScreenWarning();
  const titleId = useId();
  const [values, setValues] = useState<PanelValues>(() => panelValues(filter));
  const [dateErrors, setDateErrors] = useState<DateErrors>({});

  const set = <K extends keyof PanelValues>(key: K, value: PanelValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key === 'dateFrom' || key === 'dateTo') setDateErrors({});
  };

  const apply = () => {
    const result = panelFilter(values, filter);
    if (result.kind === 'notNumber') warn(translate(`${TEXT}.notNumber`));
    else if (result.kind === 'badDates') setDateErrors(result.errors);
    else onApply(result.filter);
  };

  const dateError = (key: keyof DateErrors) => (dateErrors[key] ? translate(`kit.filters.${dateErrors[key]}`) : undefined);

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <DialogTitle id={titleId}>{translate(`${TEXT}.filtersTitle`)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {VALUE_FIELDS.map((field) => (
              <TextField
                key={field}
                size="small"
                name={field}
                label={translate(`${TEXT}.fields.${field}`)}
                value={values[field]}
                onChange={(event) => set(field, event.target.value)}
                slotProps={{ htmlInput: field === 'productName' ? undefined : { inputMode: 'numeric' } }}
              />
            ))}
            <div>
              <FormLabel id={`${titleId}-date`}>{translate(`${TEXT}.dateField`)}</FormLabel>
              <RadioGroup row aria-labelledby={`${titleId}-date`} value={values.dateField} onChange={(event) => set('dateField', event.target.value as OrderDateField)}>
                {DATE_FIELDS.map((field) => (
                  <FormControlLabel key={field} value={field} control={<Radio size="small" />} label={translate(`${TEXT}.${field}Date`)} />
                ))}
              </RadioGroup>
            </div>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <DateField label={translate(`${TEXT}.start`)} name="dateFrom" value={values.dateFrom} onChange={(date) => set('dateFrom', date)} error={dateError('startDate')} />
              <DateField label={translate(`${TEXT}.end`)} name="dateTo" value={values.dateTo} onChange={(date) => set('dateTo', date)} error={dateError('endDate')} />
            </Stack>
            <TextField
              select
              size="small"
              name="branchId"
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              label={translate(`${TEXT}.branch`)}
              value={values.branchId}
              onChange={(event) => set('branchId', event.target.value === '' ? '' : Number(event.target.value))}
            >
              <MenuItem value="">{translate(`${TEXT}.noBranch`)}</MenuItem>
              {choices.branches.map((branch) => (
                <MenuItem key={branch.branchId} value={branch.branchId}>
                  {`${branch.branchId} - ${branch.externalBranchName}`}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              name="paymentId"
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              label={translate(`${TEXT}.payment`)}
              value={values.paymentId}
              onChange={(event) => set('paymentId', event.target.value === '' ? '' : Number(event.target.value))}
            >
              <MenuItem value="">{translate(`${TEXT}.noPayment`)}</MenuItem>
              {choices.payments.map((payment) => (
                <MenuItem key={payment.paymentId} value={payment.paymentId}>
                  {payment.nameConditionPayment}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate(`${TEXT}.cancel`)}</Button>
          <Button type="submit" variant="contained">
            {translate(`${TEXT}.apply`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
