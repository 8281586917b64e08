import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { ListContextProvider, useTranslate } from 'react-admin';
import { ListPagination } from '../../../kit/list/ListPagination';
import type { SupplierType } from '../forms';
import { EDITOR_TEXT } from './useFormEditor';
import { RECIPIENTS_PER_PAGE, useRecipientPicker, type RecipientPickerProps } from './useRecipientPicker';
import { SCROLLS_SIDEWAYS } from '../../../kit/layout/scrollsSideways';

const TYPES: readonly SupplierType[] = ['F', 'M', 'A'];

interface Props extends RecipientPickerProps {
  /** The editor's message when no supplier is chosen. */
  error?: string;
  disabled?: boolean;
}

/**
 * The editor's 'Fornecedores': Tipo Fornecedor, a search, the chosen count and Selecionar / Código / Nome / E-mail.
 * Memoized: typing elsewhere in the editor leaves the table alone.
 */
export const RecipientPicker = memo(function RecipientPicker({ error, disabled = false, ...props }: Props) {
  const translate = useTranslate();
  const text = (key: string, vars?: Record<string, unknown>) => translate(`${EDITOR_TEXT}.suppliers.${key}`, vars);
  const picker = useRecipientPicker(props);

  return (
    <Box component="section" aria-labelledby="form-recipients-title" data-testid="form-recipients" sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Typography id="form-recipients-title" component="h2" variant="h6">
        {text('title')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <TextField
          select
          size="small"
          label={text('type')}
          value={picker.type}
          onChange={(event) => picker.chooseType(event.target.value as SupplierType)}
          disabled={disabled}
          sx={{ minWidth: 180 }}
        >
          {TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {text(`types.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="search"
          label={text('search')}
          value={picker.search}
          onChange={(event) => picker.setSearch(event.target.value)}
          disabled={disabled}
          sx={{ minWidth: 0, width: { xs: '100%', sm: 260 } }}
        />
        <Typography variant="body2" color={error ? 'error' : 'text.secondary'} aria-live="polite">
          {text('chosen', { smart_count: picker.chosenCount })}
        </Typography>
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
      {picker.loading && <LinearProgress />}
      {picker.failure && <Alert severity="error">{picker.failure}</Alert>}
      <TableContainer sx={SCROLLS_SIDEWAYS}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={picker.allChosen}
                  indeterminate={picker.someChosen}
                  onChange={(event) => picker.toggleAll(event.target.checked)}
                  disabled={disabled || picker.total === 0}
                  slotProps={{ input: { 'aria-label': text('selectAll') } }}
                />
              </TableCell>
              <TableCell>{text('code')}</TableCell>
              <TableCell>{text('name')}</TableCell>
              <TableCell>{text('email')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {picker.pageRows.map((supplier) => (
              <TableRow key={supplier.id} hover selected={picker.isChosen(supplier)} data-testid="form-recipient-row">
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={picker.isChosen(supplier)}
                    onChange={(event) => picker.toggle(supplier, event.target.checked)}
                    disabled={disabled}
                    slotProps={{ input: { 'aria-label': text('selectOne', { name: `${supplier.id} ${supplier.name}` }) } }}
                  />
                </TableCell>
                <TableCell>{supplier.id}</TableCell>
                <TableCell>{supplier.name}</TableCell>
                <TableCell>{supplier.email}</TableCell>
              </TableRow>
            ))}
            {!picker.loading && !picker.failure && picker.total === 0 && (
              <TableRow>
                <TableCell colSpan={4}>{text('empty')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <ListContextProvider value={picker.list}>
        <Box sx={{ '& .MuiToolbar-root': { flexWrap: 'wrap', justifyContent: 'flex-end', pl: 0 } }}>
          <ListPagination rowsPerPageOptions={RECIPIENTS_PER_PAGE} labelRowsPerPage={text('rowsPerPage')} />
        </Box>
      </ListContextProvider>
    </Box>
  );
});
