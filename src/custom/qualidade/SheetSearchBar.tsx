import SearchIcon from '@mui/icons-material/Search';
import TuneIcon from '@mui/icons-material/Tune';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { SheetTabFilter } from './sheetFilters';
import type { SheetStatusFilter } from './technicalSheets';

const TEXT = 'pages.fichaTecnica';
const STATUS_CHOICES: readonly SheetStatusFilter[] = ['', 'P', 'A'];

export interface SheetSearchBarProps {
  filter: SheetTabFilter;
  onAlphaSearch: (text: string) => void;
  /** The furniture status select (Todos, Pendente, Aprovado), for the internal view only. */
  statusSelect: boolean;
  onStatus: (status: SheetStatusFilter) => void;
  /** The popover's content, mounted while open; it closes through `close`. */
  panel: (close: () => void) => ReactNode;
  /** Extra actions at the end of the bar (the add button). */
  actions?: ReactNode;
}

/** 'Pesquisar Alfa Numérico' with its button, 'Mais opções de busca' (the filter popover) and the status select. */
export function SheetSearchBar({ filter, onAlphaSearch, statusSelect, onStatus, panel, actions }: SheetSearchBarProps) {
  const translate = useTranslate();
  const [text, setText] = useState(filter.alpha ?? '');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  // A chip removed outside the box empties it.
  const [applied, setApplied] = useState(filter.alpha);
  if (filter.alpha !== applied) {
    setApplied(filter.alpha);
    setText(filter.alpha ?? '');
  }

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap', mb: 2 }}>
      <Stack
        direction="row"
        component="form"
        role="search"
        sx={{ alignItems: 'center' }}
        onSubmit={(event) => {
          event.preventDefault();
          onAlphaSearch(text);
        }}
      >
        <TextField size="small" name="alpha" label={translate(`${TEXT}.alphaSearch`)} value={text} onChange={(event) => setText(event.target.value)} />
        <IconButton type="submit" aria-label={translate(`${TEXT}.search`)}>
          <SearchIcon />
        </IconButton>
      </Stack>
      <Button startIcon={<TuneIcon />} onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="dialog">
        {translate(`${TEXT}.moreOptions`)}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': translate(`${TEXT}.moreOptions`) } }}
      >
        {anchor !== null && panel(close)}
      </Popover>
      {statusSelect && (
        <TextField
          select
          size="small"
          name="status"
          label={translate(`${TEXT}.status.label`)}
          value={filter.sheetStatus ?? ''}
          sx={{ minWidth: 160 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          onChange={(event) => onStatus(event.target.value as SheetStatusFilter)}
        >
          {STATUS_CHOICES.map((status) => (
            <MenuItem key={status} value={status}>
              {translate(`${TEXT}.status.${status === '' ? 'all' : status}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {actions}
    </Stack>
  );
}
