import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { DateRangeInputs } from '../../kit/filters/DateRangeInputs';
import { FilterBar } from '../../kit/filters/FilterBar';
import type { HistoryStatus } from './history';
import { DIGIT_FIELDS, familyChoices, groupKey, HISTORY_STATUSES, type DigitField } from './historyFilters';
import { useHistoryFilterBar } from './useHistoryFilterBar';

const TEXT = 'resources.historico.filters';

/**
 * The history's filter bar: the kit's FilterBar (supplier for staff, issue dates, Aplicar) with the screen's own fields:
 * status, order number, product id, numeric code (digits only), product name, schedule dates, branch, group and family.
 * State and rules are useHistoryFilterBar's; this lays them out.
 */
export function HistoryFilterBar({ internalView, ownId }: { internalView: boolean; ownId: number | undefined }) {
  const translate = useTranslate();
  const { fields, errors, set, branches, groups, families, chosenGroup, barInitial, validate, apply } = useHistoryFilterBar(ownId);

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

  return (
    <FilterBar
      supplier
      internalView={internalView}
      supplierResource="historicoFornecedores"
      optionalDates
      dateLabels={{ start: `${TEXT}.issueStart`, end: `${TEXT}.issueEnd` }}
      initial={barInitial}
      onValidate={validate}
      onApply={apply}
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
