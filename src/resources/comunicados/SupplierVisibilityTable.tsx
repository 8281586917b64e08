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
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { SupplierRow, SupplierType } from '../../types/api';
import type { ChosenSuppliers } from '../communication/documentValues';
import { useSuppliers } from './supplierQueries';

const TYPES: SupplierType[] = ['F', 'M', 'A'];
/** Spec part 1, section 9: supplier table 15 rows per page (15, 25, 50). */
export const SUPPLIER_ROWS_PER_PAGE = [15, 25, 50];

/** Lower case without accents: 'Gaúcha' is found as 'gaucha'. */
const folded = (text: string): string => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** The suppliers whose code, name or e-mail holds every word of the search. */
export function matchingSuppliers<T extends SupplierRow>(rows: readonly T[], search: string): T[] {
  const words = folded(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const haystack = folded(`${row.ID_PESSOA} ${row.NM_PESSOA} ${row.RET_EMAIL_PESSOA}`);
    return words.every((word) => haystack.includes(word));
  });
}

interface SupplierVisibilityTableProps {
  chosen: ChosenSuppliers;
  onChange: (chosen: ChosenSuppliers) => void;
  disabled?: boolean;
}

/**
 * The suppliers who may see an announcement: 'Tipo Fornecedor' (Todos=F, Móveis=M, Acessórios=A), a search by code,
 * name or e-mail, the toggle 'Marcar/Desmarcar todos do filtro' (type and search), and Selecionar / Código / Nome /
 * E-mail, 15 per page (15, 25, 50), no download. At 375 px the table scrolls in its own box and the pager wraps.
 */
export function SupplierVisibilityTable({ chosen, onChange, disabled = false }: SupplierVisibilityTableProps) {
  const translate = useTranslate();
  const text = (key: string, vars?: Record<string, unknown>) => translate(`resources.comunicados.visibility.${key}`, vars);
  const [tipo, setTipo] = useState<SupplierType>('F');
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(SUPPLIER_ROWS_PER_PAGE[0]);
  const [search, setSearch] = useState('');
  const { data: typed = [], isPending, isError } = useSuppliers(tipo);
  const rows = useMemo(() => matchingSuppliers(typed, search), [typed, search]);
  const pageRows = rows.slice(page * rowsPerPage, (page + 1) * rowsPerPage);
  const allChosen = rows.length > 0 && rows.every((row) => chosen.has(row.ID_PESSOA));

  const toggle = (id: number, email: string, on: boolean) => {
    const next = new Map(chosen);
    if (on) next.set(id, email);
    else next.delete(id);
    onChange(next);
  };

  const toggleAll = (on: boolean) => {
    const next = new Map(chosen);
    rows.forEach((row) => (on ? next.set(row.ID_PESSOA, row.RET_EMAIL_PESSOA) : next.delete(row.ID_PESSOA)));
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
            setPage(0);
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
            setPage(0);
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
      {isPending && <LinearProgress />}
      {isError && (
        <Typography role="alert" color="error">
          {text('suppliersFailure')}
        </Typography>
      )}
      <TableContainer sx={{ overflowX: 'auto' }}>
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
              <TableRow key={row.ID_PESSOA} hover>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={chosen.has(row.ID_PESSOA)}
                    onChange={(event) => toggle(row.ID_PESSOA, row.RET_EMAIL_PESSOA, event.target.checked)}
                    disabled={disabled}
                    slotProps={{ input: { 'aria-label': text('selectOne', { name: row.NM_PESSOA }) } }}
                  />
                </TableCell>
                <TableCell>{row.ID_PESSOA}</TableCell>
                <TableCell>{row.NM_PESSOA}</TableCell>
                <TableCell>{row.RET_EMAIL_PESSOA}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={rows.length}
        page={page}
        onPageChange={(_event, next) => setPage(next)}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={SUPPLIER_ROWS_PER_PAGE}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(Number(event.target.value));
          setPage(0);
        }}
        // At 375 px 'Linhas por página', the count and the arrows do not fit one line: the arrows wrap, on screen.
        sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', pl: 0 }, '& .MuiTablePagination-spacer': { display: 'none' } }}
      />
    </Box>
  );
}
