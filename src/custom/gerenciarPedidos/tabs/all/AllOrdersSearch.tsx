import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import type { OrderFilter } from '../../orderManagement';
import { useScreenWarning } from '../../../../kit/snackbar/useScreenWarning';
import { freeSearch, searchIn, VALUE_FIELDS, withoutTag, type SearchOutcome, type ValueField } from './allOrdersFilters';

const TEXT = 'pages.gerenciarPedidos.all';

/**
 * The search field and its column boxes. Enter (or the search button) searches the text as an order number when it
 * is a whole number, else as a product name; ticking a column's box searches the text in that column, unticking it
 * drops that filter. Each search is a filter tag.
 */
export function AllOrdersSearch() {
  const translate = useTranslate();
  const warn = useScreenWarning();
  const labelId = useId();
  const { filterValues, setFilters } = useListContext();
  const filter = filterValues as OrderFilter;
  const [text, setText] = useState('');

  const apply = (outcome: SearchOutcome) => {
    if (outcome.kind === 'empty') warn(translate(`${TEXT}.emptySearch`));
    else if (outcome.kind === 'notNumber') warn(translate(`${TEXT}.notNumber`));
    else setFilters({ ...filter, [outcome.field]: outcome.value });
  };

  const toggle = (field: ValueField, checked: boolean) => {
    if (checked) apply(searchIn(field, text));
    else setFilters(withoutTag(filter, field));
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: { sm: 320 } }}>
      <TextField
        size="small"
        value={text}
        placeholder={translate(`${TEXT}.search`)}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          apply(freeSearch(text));
        }}
        slotProps={{
          htmlInput: { 'aria-label': translate(`${TEXT}.search`) },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton size="small" edge="end" aria-label={translate(`${TEXT}.searchButton`)} title={translate(`${TEXT}.searchButton`)} onClick={() => apply(freeSearch(text))}>
                  <SearchIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <span id={labelId} hidden>
        {translate(`${TEXT}.searchIn`)}
      </span>
      <FormGroup row role="group" aria-labelledby={labelId}>
        {VALUE_FIELDS.map((field) => (
          <FormControlLabel
            key={field}
            label={translate(`${TEXT}.fields.${field}`)}
            slotProps={{ typography: { variant: 'body2' } }}
            control={<Checkbox size="small" checked={filter[field] !== undefined} onChange={(event) => toggle(field, event.target.checked)} />}
          />
        ))}
      </FormGroup>
    </Box>
  );
}
