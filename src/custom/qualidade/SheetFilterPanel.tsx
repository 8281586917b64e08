import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { DateErrors } from '../../kit/filters/filterValues';
import { useSnackbar } from '../../kit/snackbar/useSnackbar';
import { FurnitureOrderFilters } from './FurnitureOrderFilters';
import { PRODUCT_SEARCH_FIELDS, toggleSearchColumn } from './productSearch';
import { draftOf, filterOfDraft, withGroup, type SheetPanelDraft, type SheetTabFilter } from './sheetFilters';
import type { SheetCategory } from './technicalSheets';
import { useFamilies, type SheetChoices } from './useSheetChoices';

const TEXT = 'pages.fichaTecnica.filters';

export interface SheetFilterPanelProps {
  category: SheetCategory;
  /** The filters in force, which the fields start from. */
  filter: SheetTabFilter;
  choices: SheetChoices;
  onApply: (filter: SheetTabFilter) => void;
  onClear: () => void;
}

const numberOrNone = (value: string): number | '' => (value === '' ? '' : Number(value));

/**
 * 'Mais opções de busca': the product search (the text and a checkbox per column; ticking checks the text for that
 * column, a problem says so in the error snackbar and leaves the box unticked), group → family, situation and, on the
 * furniture tab, the order filters; 'Limpar filtros' and 'Aplicar filtros'. Mounted while open, so it starts from the
 * filters in force.
 */
export function SheetFilterPanel({ category, filter, choices, onApply, onClear }: SheetFilterPanelProps) {
  const translate = useTranslate();
  const snackbar = useSnackbar();
  const searchId = useId();
  const [draft, setDraft] = useState<SheetPanelDraft>(() => draftOf(filter));
  const [dateErrors, setDateErrors] = useState<DateErrors>({});
  const group = choices.groups.find((row) => row.id === draft.groupId);
  const families = useFamilies(group);

  const set = <K extends keyof SheetPanelDraft>(key: K, value: SheetPanelDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const tick = (field: (typeof PRODUCT_SEARCH_FIELDS)[number], checked: boolean) => {
    const result = toggleSearchColumn(draft.search, field, draft.searchText, checked);
    if (result.ok) set('search', result.search);
    else snackbar.error(translate(`${TEXT}.problems.${result.problem}`, { field: translate(`${TEXT}.fields.${field}`) }));
  };

  const apply = () => {
    const result = filterOfDraft(draft, filter, category);
    if (result.kind === 'badDates') setDateErrors(result.errors);
    else onApply(result.filter);
  };

  const clear = () => {
    setDraft(draftOf({}));
    setDateErrors({});
    onClear();
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      sx={{ p: 2, width: { xs: '90vw', sm: 480 } }}
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <TextField size="small" name="searchText" label={translate(`${TEXT}.searchText`)} value={draft.searchText} onChange={(event) => set('searchText', event.target.value)} />
      <div>
        <FormLabel id={searchId}>{translate(`${TEXT}.searchIn`)}</FormLabel>
        <FormGroup row aria-labelledby={searchId}>
          {PRODUCT_SEARCH_FIELDS.map((field) => (
            <FormControlLabel
              key={field}
              control={<Checkbox size="small" checked={draft.search[field] !== undefined} onChange={(event) => tick(field, event.target.checked)} />}
              label={translate(`${TEXT}.fields.${field}`)}
            />
          ))}
        </FormGroup>
      </div>
      <TextField
        select
        size="small"
        name="groupId"
        label={translate(`${TEXT}.group`)}
        value={draft.groupId}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        onChange={(event) => setDraft((current) => withGroup(current, numberOrNone(event.target.value)))}
      >
        <MenuItem value="">{translate(`${TEXT}.allGroups`)}</MenuItem>
        {choices.groups.map((row) => (
          <MenuItem key={row.id} value={row.id}>
            {row.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        name="familyId"
        label={translate(`${TEXT}.family`)}
        value={families.some((row) => row.id === draft.familyId) ? draft.familyId : ''}
        disabled={group === undefined}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        onChange={(event) => set('familyId', Number(event.target.value))}
      >
        {families.map((row) => (
          <MenuItem key={row.id} value={row.id}>
            {row.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        name="situationId"
        label={translate(`${TEXT}.situation`)}
        value={draft.situationId}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        onChange={(event) => set('situationId', numberOrNone(event.target.value))}
      >
        <MenuItem value="">{translate(`${TEXT}.allSituations`)}</MenuItem>
        {choices.situations.map((row) => (
          <MenuItem key={row.id} value={row.id}>
            {row.name}
          </MenuItem>
        ))}
      </TextField>
      {category === 'P' && <FurnitureOrderFilters draft={draft} choices={choices} dateErrors={dateErrors} onChange={(next) => { setDraft(next); setDateErrors({}); }} />}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={clear}>{translate(`${TEXT}.clear`)}</Button>
        <Button type="submit" variant="contained">
          {translate(`${TEXT}.apply`)}
        </Button>
      </Stack>
    </Stack>
  );
}
