import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ListBase, useListContext, useTranslate } from 'react-admin';
import { ListPagination } from '../../kit/list/ListPagination';
import type { ChosenSuppliers } from '../communication/communicationValues';
import { AUDIENCE_RESOURCE, type AudienceMeta, type AudienceSupplier, type SupplierType } from './announcements';
import { SCROLLS_SIDEWAYS } from '../../kit/layout/scrollsSideways';

const TYPES: SupplierType[] = ['F', 'M', 'A'];
/** Spec part 1, section 9: supplier table 15 rows per page (15, 25, 50). */
export const SUPPLIER_ROWS_PER_PAGE = [15, 25, 50];
/** The server's order (by name): the table offers no column sort. */
const SERVER_ORDER = { field: '', order: 'ASC' } as const;

interface SupplierVisibilityTableProps {
  chosen: ChosenSuppliers;
  onChange: (chosen: ChosenSuppliers) => void;
  disabled?: boolean;
}

/**
 * The suppliers who may see an announcement: 'Tipo Fornecedor' (Todos=F, Móveis=M, Acessórios=A), a search by code,
 * name or e-mail, the toggle 'Marcar/Desmarcar todos do filtro' (type and search), and Selecionar / Código / Nome /
 * E-mail, 15 per page (15, 25, 50), no download: a list of the comunicadosFornecedores resource, its type and search
 * as the list's filters (not kept in the URL). At 375 px the table scrolls in its own box and the pager wraps.
 */
export function SupplierVisibilityTable(props: SupplierVisibilityTableProps) {
  return (
    <ListBase
      resource={AUDIENCE_RESOURCE}
      filterDefaultValues={{ tipo: 'F' }}
      perPage={SUPPLIER_ROWS_PER_PAGE[0]}
      sort={SERVER_ORDER}
      disableSyncWithLocation
      storeKey={false}
      queryOptions={{ retry: false, onError: () => undefined }}
    >
      <SupplierChoice {...props} />
    </ListBase>
  );
}

function SupplierChoice({ chosen, onChange, disabled = false }: SupplierVisibilityTableProps) {
  const translate = useTranslate();
  const text = (key: string, vars?: Record<string, unknown>) => translate(`resources.comunicados.visibility.${key}`, vars);
  const { data, meta, isPending, isPlaceholderData, error, filterValues, setFilters } = useListContext<AudienceSupplier>();
  // What the user chose, at once; the list's filters follow a render later.
  const [tipo, setTipo] = useState<SupplierType>((filterValues.tipo as SupplierType | undefined) ?? 'F');
  const [search, setSearch] = useState(String(filterValues.q ?? ''));
  // Another filter's answer is not shown (nor chosen from) while this one's is on its way.
  const stale = isPlaceholderData || tipo !== (filterValues.tipo ?? 'F') || search !== String(filterValues.q ?? '');
  const pageRows = stale ? [] : (data ?? []);
  // Every supplier of the filter shown.
  const rows = stale ? [] : ((meta as AudienceMeta | undefined)?.everyone ?? []);
  const allChosen = rows.length > 0 && rows.every((row) => chosen.has(row.id));

  const toggle = (id: number, email: string, on: boolean) => {
    const next = new Map(chosen);
    if (on) next.set(id, email);
    else next.delete(id);
    onChange(next);
  };

  const toggleAll = (on: boolean) => {
    const next = new Map(chosen);
    rows.forEach((row) => (on ? next.set(row.id, row.email) : next.delete(row.id)));
    onChange(next);
  };

  return (
    <Box data-testid="supplier-visibility" sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <TextField
          select
          size="small"
          label={text('supplierType')}
          value={tipo}
          onChange={(event) => {
            setTipo(event.target.value as SupplierType);
            setFilters({ ...filterValues, tipo: event.target.value }, undefined, false);
          }}
          disabled={disabled}
          sx={{ minWidth: 180 }}
        >
          {TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {text(`supplierTypes.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="search"
          label={text('search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setFilters({ ...filterValues, q: event.target.value }, undefined, false);
          }}
          disabled={disabled}
          sx={{ minWidth: 0, width: { xs: '100%', sm: 260 } }}
        />
        <FormControlLabel
          control={<Switch checked={allChosen} onChange={(event) => toggleAll(event.target.checked)} disabled={disabled || rows.length === 0} />}
          label={text('toggleAll')}
        />
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {text('chosen', { smart_count: chosen.size })}
        </Typography>
      </Box>
      {(isPending || stale) && <LinearProgress />}
      {error && (
        <Typography role="alert" color="error">
          {text('suppliersFailure')}
        </Typography>
      )}
      <TableContainer sx={SCROLLS_SIDEWAYS}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">{text('select')}</TableCell>
              <TableCell>{text('code')}</TableCell>
              <TableCell>{text('name')}</TableCell>
              <TableCell>{text('email')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {pageRows.map((row) => (
              <TableRow key={row.id} hover>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={chosen.has(row.id)}
                    onChange={(event) => toggle(row.id, row.email, event.target.checked)}
                    disabled={disabled}
                    slotProps={{ input: { 'aria-label': text('selectOne', { name: row.name }) } }}
                  />
                </TableCell>
                <TableCell>{row.id}</TableCell>
                <TableCell>{row.name}</TableCell>
                <TableCell>{row.email}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {/* At 375 px 'Linhas por página', the count and the arrows do not fit one line: the arrows wrap, on screen. */}
      <Box sx={{ '& .MuiToolbar-root': { flexWrap: 'wrap', justifyContent: 'flex-end', pl: 0 }, '& .MuiToolbar-root > div:first-of-type': { display: 'none' } }}>
        <ListPagination rowsPerPageOptions={SUPPLIER_ROWS_PER_PAGE} />
      </Box>
    </Box>
  );
}
