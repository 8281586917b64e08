import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ScheduleFilter } from '../../orderManagement';
import { formatDate } from '../../../../i18n/format';
import type { Branch } from '../../../../types/api';
import { ScheduleFilterPanel } from './ScheduleFilterPanel';
import { initialScheduleFilter, searchFilter, tagsOf, withoutTag, type TagKey } from './scheduleFilters';

export interface ScheduleFilterBarProps {
  filter: ScheduleFilter;
  onChange: (filter: ScheduleFilter) => void;
  branches: readonly Branch[];
}

export const branchText = (branchId: number, branches: readonly Pick<Branch, 'branchId' | 'externalBranchName'>[]): string => {
  const name = branches.find((branch) => branch.branchId === branchId)?.externalBranchName;
  return name ? `${branchId} - ${name}` : String(branchId);
};

/**
 * The search field (a whole number is an order number, other text a product name), the FILTROS panel and the tags
 * of the filters in force: removing a tag drops that filter and reloads; LIMPAR FILTROS goes back to today..today + 30
 * and no branch ('Selecione uma filial').
 */
export function ScheduleFilterBar({ filter, onChange, branches }: ScheduleFilterBarProps) {
  const translate = useTranslate();
  const text = (key: string, vars?: Record<string, string | number>) => translate(`pages.gerenciarPedidos.schedule.${key}`, vars);
  const [search, setSearch] = useState(() => String(filter.purchaseOrderId ?? filter.productName ?? ''));
  const [panelOpen, setPanelOpen] = useState(false);
  const tags = tagsOf(filter);

  const tagValue = (tag: TagKey): string => {
    if (tag === 'date') return text('range', { start: formatDate(filter.dateFrom), end: formatDate(filter.dateTo) });
    if (tag === 'branchId') return branchText(filter.branchId as number, branches);
    return String(filter[tag]);
  };

  const change = (next: ScheduleFilter) => {
    setSearch(String(next.purchaseOrderId ?? next.productName ?? ''));
    onChange(next);
  };

  return (
    <Box sx={{ mb: 2 }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Box
          component="form"
          role="search"
          sx={{ flex: '1 1 280px', maxWidth: 480 }}
          onSubmit={(event) => {
            event.preventDefault();
            change(searchFilter(filter, search));
          }}
        >
          <TextField
            size="small"
            fullWidth
            label={text('search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton type="submit" edge="end" aria-label={text('searchButton')}>
                      <SearchIcon />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
        <Button variant="outlined" startIcon={<FilterListIcon />} onClick={() => setPanelOpen(true)}>
          {text('filters')}
        </Button>
      </Stack>
      {tags.length > 0 && (
        <Stack direction="row" useFlexGap component="ul" aria-label={text('tags')} sx={{ flexWrap: 'wrap', gap: 1, mt: 1, p: 0, listStyle: 'none', alignItems: 'center' }}>
          {tags.map((tag) => (
            <li key={tag}>
              <Chip size="small" label={text('tag', { label: text(`fields.${tag}`), value: tagValue(tag) })} onDelete={() => change(withoutTag(filter, tag))} />
            </li>
          ))}
          <li>
            <Button size="small" onClick={() => change(initialScheduleFilter())}>
              {text('clearAll')}
            </Button>
          </li>
        </Stack>
      )}
      {panelOpen && (
        <ScheduleFilterPanel
          filter={filter}
          branches={branches}
          onCancel={() => setPanelOpen(false)}
          onApply={(next) => {
            setPanelOpen(false);
            change(next);
          }}
        />
      )}
    </Box>
  );
}
