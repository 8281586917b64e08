import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { useBranches } from '../../custom/gerenciarPedidos/useBranches';
import { DateRangeInputs } from '../../kit/filters/DateRangeInputs';
import { FilterBar } from '../../kit/filters/FilterBar';
import {
  barValuesOf,
  DIGIT_FIELDS,
  familyChoices,
  fieldsOf,
  groupKey,
  hasFieldErrors,
  HISTORY_STATUSES,
  toHistoryFilter,
  validateHistoryFields,
  type DigitField,
  type HistoryFieldErrors,
  type HistoryFields,
} from './historyFilters';
import type { HistoryFilter, HistoryStatus } from './history';
import { useProductFamilies, useProductGroups } from './useProductLists';

const TEXT = 'resources.historico.filters';
const NO_ERRORS: HistoryFieldErrors = { notDigits: [], schedule: {} };

/**
 * The history's filter bar: the kit's FilterBar (supplier for staff, issue dates, Aplicar) with the screen's own fields:
 * status, order number, product id, numeric code (digits only), product name, schedule dates, branch, group and family.
 * It starts from the list's filter, so coming back from a detail shows the filters in force.
 */
export function HistoryFilterBar({ internalView, ownId }: { internalView: boolean; ownId: number | undefined }) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [initial] = useState(() => filterValues as HistoryFilter);
  const [fields, setFields] = useState<HistoryFields>(() => fieldsOf(initial));
  const [errors, setErrors] = useState<HistoryFieldErrors>(NO_ERRORS);
  const branches = useBranches();
  const groups = useProductGroups();
  const families = useProductFamilies(fields.group);

  const set = <K extends keyof HistoryFields>(key: K, value: HistoryFields[K]) => {
    setFields((current) => ({ ...current, [key]: value, ...(key === 'group' ? { familyId: 0 } : {}) }));
    if (key === 'scheduleStart' || key === 'scheduleEnd') setErrors((current) => ({ ...current, schedule: {} }));
    else setErrors((current) => ({ ...current, notDigits: current.notDigits.filter((field) => field !== key) }));
  };

  const digitsField = (field: DigitField) => {
    const label = translate(`${TEXT}.${field}`);
    const wrong = errors.notDigits.includes(field);
    return (
      <TextField
        key={field}
        size="small"
        name={field}
        label={label}
        value={fields[field]}
        onChange={(event) => set(field, event.target.value)}
        error={wrong}
        helperText={wrong ? translate(`${TEXT}.notDigits`, { field: label }) : undefined}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ width: 170 }}
      />
    );
  };

  const chosenGroup = fields.group && groups.some((group) => groupKey(group) === groupKey(fields.group!)) ? groupKey(fields.group) : '';

  return (
    <FilterBar
      supplier
      internalView={internalView}
      supplierResource="historicoFornecedores"
      optionalDates
      dateLabels={{ start: `${TEXT}.issueStart`, end: `${TEXT}.issueEnd` }}
      initial={barValuesOf(initial)}
      onValidate={() => {
        const found = validateHistoryFields(fields);
        setErrors(found);
        return !hasFieldErrors(found);
      }}
      onApply={(bar) => setFilters(toHistoryFilter(bar, fields, ownId), {})}
    >
      <TextField
        select
        size="small"
        label={translate(`${TEXT}.status`)}
        value={fields.statusSciaIs}
        onChange={(event) => set('statusSciaIs', event.target.value as HistoryStatus)}
        sx={{ minWidth: 210 }}
      >
        {HISTORY_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {translate(`${TEXT}.statuses.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      {DIGIT_FIELDS.map(digitsField)}
      <TextField
        size="small"
        name="productName"
        label={translate(`${TEXT}.productName`)}
        value={fields.productName}
        onChange={(event) => set('productName', event.target.value)}
        sx={{ width: 220 }}
      />
      <DateRangeInputs
        start={fields.scheduleStart}
        end={fields.scheduleEnd}
        onStart={(date) => set('scheduleStart', date)}
        onEnd={(date) => set('scheduleEnd', date)}
        errors={errors.schedule}
        labels={{ start: `${TEXT}.scheduleStart`, end: `${TEXT}.scheduleEnd` }}
        names={{ start: 'scheduleStart', end: 'scheduleEnd' }}
      />
      <TextField
        select
        size="small"
        label={translate(`${TEXT}.branch`)}
        value={branches.some((branch) => branch.branchId === fields.branchId) ? fields.branchId : 0}
        onChange={(event) => set('branchId', Number(event.target.value))}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value={0}>{translate(`${TEXT}.noBranch`)}</MenuItem>
        {branches.map((branch) => (
          <MenuItem key={branch.branchId} value={branch.branchId}>
            {`${branch.branchId} - ${branch.externalBranchName}`}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate(`${TEXT}.group`)}
        value={chosenGroup}
        onChange={(event) => set('group', groups.find((group) => groupKey(group) === event.target.value) ?? null)}
        // No group reads 'Selecione um grupo' in the field, not a blank one.
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 220 }}
      >
        <MenuItem value="">{translate(`${TEXT}.noGroup`)}</MenuItem>
        {groups.map((group) => (
          <MenuItem key={groupKey(group)} value={groupKey(group)}>
            {group.dsGrupo}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate(`${TEXT}.family`)}
        value={families.some((family) => family.idFamilia === fields.familyId) ? fields.familyId : 0}
        onChange={(event) => set('familyId', Number(event.target.value))}
        disabled={!fields.group}
        sx={{ minWidth: 200 }}
      >
        {familyChoices(families, translate(`${TEXT}.noFamily`)).map((family) => (
          <MenuItem key={family.idFamilia} value={family.idFamilia}>
            {family.dsFamilia}
          </MenuItem>
        ))}
      </TextField>
    </FilterBar>
  );
}
