import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { isValid, parseISO } from 'date-fns';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { usePathTo } from '../../kit/access/PortalRoutesContext';
import { DateField } from '../../kit/dates/DateField';
import { filterDayOf } from '../../kit/filters/filterValues';
import { SupplierAutocomplete } from '../../kit/filters/SupplierAutocomplete';
import { AddButton } from '../../kit/list/AddButton';
import { useReadFailure } from '../../kit/snackbar/useReadFailure';
import { DIVISIONS, productIdOf } from './returnListRules';
import type { Division } from './returnReports';
import { useReturnFilters } from './useReturnFilters';

const FIELD_SX = { minWidth: 180 } as const;

/** A select that shows its empty choice ('Todas', 'Todos') rather than nothing. */
const SHOW_EMPTY = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** The product id as typed: digits only; the list follows once the typing pauses. Remounted (emptied) by a reset. */
function ProductIdFilter({ initial, onChange }: { initial: number | undefined; onChange: (value: number | undefined) => void }) {
  const translate = useTranslate();
  const [text, setText] = useState(initial === undefined ? '' : String(initial));
  return (
    <TextField
      size="small"
      label={translate('resources.devolucoes.filters.productId')}
      value={text}
      sx={FIELD_SX}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 15 } }}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '');
        setText(digits);
        onChange(productIdOf(digits));
      }}
    />
  );
}

/**
 * The list's filters (spec part 3, section 2): the supplier (internal view), division, the division's product groups,
 * product id and receipt date; 'Limpar filtros'; the internal view's 'Adicionar novo relatório'.
 */
export function ReturnFilterBar({ internalView }: { internalView: boolean }) {
  const translate = useTranslate();
  const pathTo = usePathTo();
  const { filter, change, clear, canClear, groups, groupsError, resets } = useReturnFilters();
  useReadFailure(groupsError, translate('resources.devolucoes.groupsFailure'));
  const receiptDate = filter.receiptDate ? parseISO(filter.receiptDate) : null;

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', py: 2 }} data-testid="returns-filters">
      {internalView && (
        <SupplierAutocomplete
          value={filter.supplierId}
          onChange={(supplierId) => change({ field: 'supplierId', value: supplierId })}
          label={translate('resources.devolucoes.filters.supplier')}
        />
      )}
      <TextField
        select
        size="small"
        sx={FIELD_SX}
        slotProps={SHOW_EMPTY}
        label={translate('resources.devolucoes.filters.division')}
        value={filter.division ?? ''}
        onChange={(event) => change({ field: 'division', value: (event.target.value || undefined) as Division | undefined })}
      >
        <MenuItem value="">{translate('resources.devolucoes.filters.allDivisions')}</MenuItem>
        {DIVISIONS.map((division) => (
          <MenuItem key={division} value={division}>
            {translate(`resources.devolucoes.divisions.${division}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        sx={FIELD_SX}
        slotProps={SHOW_EMPTY}
        label={translate('resources.devolucoes.filters.group')}
        value={filter.groupId !== undefined && groups.some((group) => group.id === filter.groupId) ? String(filter.groupId) : ''}
        disabled={filter.division === undefined}
        onChange={(event) => change({ field: 'groupId', value: event.target.value ? Number(event.target.value) : undefined })}
      >
        <MenuItem value="">{translate('resources.devolucoes.filters.allGroups')}</MenuItem>
        {groups.map((group) => (
          <MenuItem key={group.id} value={String(group.id)}>
            {group.name}
          </MenuItem>
        ))}
      </TextField>
      {/* A reset clears the product id: the box remounts empty (the list's filter follows a moment later). */}
      <ProductIdFilter key={resets} initial={resets === 0 ? filter.productId : undefined} onChange={(productId) => change({ field: 'productId', value: productId }, true)} />
      <Box sx={{ width: 200 }}>
        <DateField
          label={translate('resources.devolucoes.filters.receiptDate')}
          name="receiptDate"
          value={receiptDate && isValid(receiptDate) ? receiptDate : null}
          onChange={(date) => {
            // A date still being typed changes nothing.
            if (date === null || isValid(date)) change({ field: 'receiptDate', value: filterDayOf(date) });
          }}
        />
      </Box>
      <Button size="small" startIcon={<FilterAltOffIcon />} onClick={clear} disabled={!canClear}>
        {translate('resources.devolucoes.filters.clear')}
      </Button>
      {internalView && (
        <Box sx={{ ml: 'auto' }}>
          <AddButton to={pathTo('novoRelatorioDevolucao')} label={translate('resources.devolucoes.addReport')} />
        </Box>
      )}
    </Box>
  );
}
