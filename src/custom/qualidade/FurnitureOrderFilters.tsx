import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { DateRangeInputs } from '../../kit/filters/DateRangeInputs';
import type { DateErrors } from '../../kit/filters/filterValues';
import { ORDER_DATE_KINDS, ORDER_SITUATIONS, type SheetPanelDraft } from './sheetFilters';
import type { OrderDateKind, OrderSituation } from './technicalSheets';
import type { SheetChoices } from './useSheetChoices';

const TEXT = 'pages.fichaTecnica.filters';

export interface FurnitureOrderFiltersProps {
  draft: SheetPanelDraft;
  choices: SheetChoices;
  dateErrors: DateErrors;
  onChange: (draft: SheetPanelDraft) => void;
}

/**
 * The furniture tab's order filters (decision in docs/decisions.md): the products of orders issued (Emissão) or
 * scheduled (Agendamento) within a range, delivered at a branch, under a payment condition, in an order situation.
 */
export function FurnitureOrderFilters({ draft, choices, dateErrors, onChange }: FurnitureOrderFiltersProps) {
  const translate = useTranslate();
  const dateKindId = useId();
  const set = <K extends keyof SheetPanelDraft>(key: K, value: SheetPanelDraft[K]) => onChange({ ...draft, [key]: value });
  const select = { select: { displayEmpty: true }, inputLabel: { shrink: true } };

  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend">{translate(`${TEXT}.orderFilters`)}</FormLabel>
      <div>
        <FormLabel id={dateKindId}>{translate(`${TEXT}.dateKind`)}</FormLabel>
        <RadioGroup row aria-labelledby={dateKindId} value={draft.dateKind} onChange={(event) => set('dateKind', event.target.value as OrderDateKind)}>
          {ORDER_DATE_KINDS.map((kind) => (
            <FormControlLabel key={kind} value={kind} control={<Radio size="small" />} label={translate(`${TEXT}.dateKinds.${kind}`)} />
          ))}
        </RadioGroup>
      </div>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateRangeInputs
          start={draft.dateFrom}
          end={draft.dateTo}
          onStart={(date) => set('dateFrom', date)}
          onEnd={(date) => set('dateTo', date)}
          errors={dateErrors}
          labels={{ start: `${TEXT}.dateFrom`, end: `${TEXT}.dateTo` }}
          names={{ start: 'dateFrom', end: 'dateTo' }}
        />
      </Stack>
      <TextField
        select
        size="small"
        name="deliveryBranchId"
        label={translate(`${TEXT}.deliveryBranch`)}
        value={draft.deliveryBranchId}
        slotProps={select}
        onChange={(event) => set('deliveryBranchId', event.target.value === '' ? '' : Number(event.target.value))}
      >
        <MenuItem value="">{translate(`${TEXT}.anyBranch`)}</MenuItem>
        {choices.branches.map((branch) => (
          <MenuItem key={branch.branchId} value={branch.branchId}>
            {`${branch.branchId} ${branch.externalBranchName}`}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        name="paymentConditionId"
        label={translate(`${TEXT}.paymentCondition`)}
        value={draft.paymentConditionId}
        slotProps={select}
        onChange={(event) => set('paymentConditionId', event.target.value === '' ? '' : Number(event.target.value))}
      >
        <MenuItem value="">{translate(`${TEXT}.anyPaymentCondition`)}</MenuItem>
        {choices.paymentConditions.map((condition) => (
          <MenuItem key={condition.id} value={condition.id}>
            {condition.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        name="orderSituation"
        label={translate(`${TEXT}.orderSituation`)}
        value={draft.orderSituation}
        slotProps={select}
        onChange={(event) => set('orderSituation', event.target.value as OrderSituation | '')}
      >
        <MenuItem value="">{translate(`${TEXT}.anyOrderSituation`)}</MenuItem>
        {ORDER_SITUATIONS.map((situation) => (
          <MenuItem key={situation} value={situation}>
            {translate(`${TEXT}.orderSituations.${situation}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
