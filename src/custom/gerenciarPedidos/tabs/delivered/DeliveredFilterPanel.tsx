import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { CompletedFilters } from '../../orderManagement';
import { DateField } from '../../../../kit/dates/DateField';
import { useScreenWarning } from '../../../../kit/snackbar/useScreenWarning';
import type { Branch } from '../../../../types/api';
import { checkForm, EMPTY_FORM, type DeliveredForm } from './deliveredFilters';

export interface DeliveredFilterPanelProps {
  branches: readonly Branch[];
  onApply: (filters: CompletedFilters) => void;
}

/** The completed deliveries' filter panel, labelled for the delivery date: date range, order, product and branch. */
export function DeliveredFilterPanel({ branches, onApply }: DeliveredFilterPanelProps) {
  const translate = useTranslate();
  const warn = useScreenWarning();
  const text = (key: string) => translate(`pages.gerenciarPedidos.delivered.${key}`);
  const [form, setForm] = useState<DeliveredForm>(EMPTY_FORM);
  const [rangeError, setRangeError] = useState(false);
  const set = <K extends keyof DeliveredForm>(key: K, value: DeliveredForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  const apply = () => {
    const checked = checkForm(form);
    setRangeError('badRange' in checked);
    if ('notNumber' in checked) warn(text('notNumber'));
    else if ('filters' in checked) onApply(checked.filters);
  };
  const clear = () => {
    setForm(EMPTY_FORM);
    setRangeError(false);
    onApply({});
  };
  const textField = (key: 'order' | 'productId' | 'numericCode' | 'productName', numeric: boolean) => (
    <TextField
      size="small"
      label={text(key)}
      value={form[key]}
      onChange={(event) => set(key, event.target.value)}
      slotProps={{ htmlInput: numeric ? { inputMode: 'numeric' } : undefined }}
    />
  );

  return (
    <Accordion disableGutters variant="outlined" sx={{ mb: 2 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography>{text('filters')}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, gap: 2, alignItems: 'start' }}
        >
          <DateField label={text('start')} name="DtEntregaInic" value={form.start} onChange={(date) => set('start', date)} />
          <DateField label={text('end')} name="DtEntregaFim" value={form.end} onChange={(date) => set('end', date)} error={rangeError ? text('badRange') : undefined} />
          {textField('order', true)}
          {textField('productId', true)}
          {textField('numericCode', true)}
          {textField('productName', false)}
          <TextField select size="small" label={text('branch')} value={form.branchId} onChange={(event) => set('branchId', event.target.value)}>
            <MenuItem value="">{text('noBranch')}</MenuItem>
            {branches.map((branch) => (
              <MenuItem key={branch.branchId} value={String(branch.branchId)}>
                {`${branch.branchId} - ${branch.externalBranchName}`}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button type="submit" variant="contained">
              {text('apply')}
            </Button>
            <Button onClick={clear}>{text('clear')}</Button>
          </Box>
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
