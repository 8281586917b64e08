import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { refusalText } from '../../dataProviders/core/errors';
import { matchesSearch } from '../../dataProviders/core/clientSearch';
import { fetchGroupSuppliers, toggleGroupSupplier } from '../../dataProviders/gruposOpcoesRecebimento';
import { LIST_ROWS_PER_PAGE_OPTIONS } from '../../kit/list/ListPagination';
import { useSnackbar } from '../../kit/snackbar/useSnackbar';
import type { GroupSupplier } from '../../types/api';
import { GroupHeading } from './GroupHeading';
import { groupPaths } from './groupPaths';
import { inverse, supplierToggle } from './groupToggles';
import { useGroupId } from './useGroupId';
import { useReadFailure } from '../../kit/snackbar/useReadFailure';

const TEXT = 'resources.gruposOpcoesRecebimento.suppliers';
const COLUMNS = ['ID_PESSOA', 'NM_PESSOA', 'DS_EMAIL', 'NM_COND_PAGTO', 'NR_DIAS_PRAZO'] as const;

/**
 * fornecedoresGrupo-ae/{id}: every supplier with its box (in the group or not), code, name, e-mail, payment condition
 * and term. A box switches at once and sends POST /fornecedoresGrupo with the inverse state (2.5 s); a 300 answer
 * (the supplier is in another group) or a failure shows its message and puts the box back.
 */
export function GroupSuppliersEditPage() {
  const translate = useTranslate();
  const snackbar = useSnackbar();
  const groupId = useGroupId();
  const [flags, setFlags] = useState<ReadonlyMap<number, GroupSupplier['IN_ATIVO_ORG']>>(new Map());
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(LIST_ROWS_PER_PAGE_OPTIONS[0]);
  const suppliers = useQuery({
    queryKey: ['gruposOpcoesRecebimento', 'suppliers', groupId, false],
    queryFn: ({ signal }) => fetchGroupSuppliers(groupId, false, signal),
    enabled: Number.isFinite(groupId),
    retry: false,
  });
  const failure = useReadFailure(suppliers.error, translate('resources.gruposOpcoesRecebimento.messages.dataFailure'));
  const setFlag = (personId: number, flag: GroupSupplier['IN_ATIVO_ORG']) => setFlags((current) => new Map(current).set(personId, flag));
  // Each box waits for its own call: another box may change meanwhile, this one not until its answer is in. The ref
  // is set in the click itself, so a second click in the same tick finds it; the state disables the box on screen.
  const inFlight = useRef(new Set<number>());
  const [sending, setSending] = useState<ReadonlySet<number>>(new Set());
  const setSendingOf = (personId: number, busy: boolean) => {
    if (busy) inFlight.current.add(personId);
    else inFlight.current.delete(personId);
    setSending(new Set(inFlight.current));
  };
  const toggle = useMutation({
    mutationFn: (row: GroupSupplier) => toggleGroupSupplier(supplierToggle(groupId, row)),
    onMutate: (row) => setFlag(row.ID_PESSOA, inverse(row.IN_ATIVO_ORG)),
    onSettled: (_answer, _error, row) => setSendingOf(row.ID_PESSOA, false),
    onSuccess: (answer, row) => {
      if (answer.kind === 'warning') {
        setFlag(row.ID_PESSOA, row.IN_ATIVO_ORG);
        snackbar.warning(answer.message);
      } else if (answer.message) snackbar.success(answer.message);
    },
    onError: (error, row) => {
      setFlag(row.ID_PESSOA, row.IN_ATIVO_ORG);
      snackbar.error(refusalText(error) ?? translate('resources.gruposOpcoesRecebimento.messages.associationFailure'));
    },
  });

  const rows = useMemo(
    () =>
      (suppliers.data ?? [])
        .map((row) => ({ ...row, IN_ATIVO_ORG: flags.get(row.ID_PESSOA) ?? row.IN_ATIVO_ORG }))
        .filter((row) => matchesSearch([row.ID_PESSOA, row.NM_PESSOA, row.DS_EMAIL], search)),
    [suppliers.data, flags, search],
  );
  const shown = rows.slice(page * perPage, (page + 1) * perPage);

  return (
    <>
      <GroupHeading title={translate(`${TEXT}.editTitle`)} groupId={groupId} back={groupPaths.suppliers(groupId)} />
      <TextField
        size="small"
        label={translate(`${TEXT}.search`)}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(0);
        }}
        sx={{ mb: 2, width: 280, maxWidth: '100%' }}
      />
      {suppliers.isLoading && <LinearProgress aria-label={translate('app.loading')} />}
      {failure && <Alert severity="error">{failure}</Alert>}
      {suppliers.isSuccess && (
        <Paper variant="outlined">
          {/* On a phone the table scrolls in its own box instead of widening the page (as the kit's PortalTable). */}
          <TableContainer sx={{ contain: 'inline-size' }}>
            <Table size="small" aria-label={translate(`${TEXT}.editTitle`)}>
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">{translate(`${TEXT}.fields.IN_ATIVO_ORG`)}</TableCell>
                  {COLUMNS.map((column) => (
                    <TableCell key={column}>{translate(`${TEXT}.fields.${column}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((row) => (
                  <TableRow key={row.ID_PESSOA}>
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={row.IN_ATIVO_ORG === 'S'}
                        disabled={sending.has(row.ID_PESSOA)}
                        onChange={() => {
                          if (inFlight.current.has(row.ID_PESSOA)) return;
                          setSendingOf(row.ID_PESSOA, true);
                          toggle.mutate(row);
                        }}
                        slotProps={{ input: { 'aria-label': translate(`${TEXT}.toggle`, { name: row.NM_PESSOA }) } }}
                      />
                    </TableCell>
                    {COLUMNS.map((column) => (
                      <TableCell key={column}>{row[column]}</TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap' } }}
            count={rows.length}
            page={page}
            onPageChange={(_event, next) => setPage(next)}
            rowsPerPage={perPage}
            rowsPerPageOptions={[...LIST_ROWS_PER_PAGE_OPTIONS]}
            onRowsPerPageChange={(event) => {
              setPerPage(Number(event.target.value));
              setPage(0);
            }}
          />
        </Paper>
      )}
    </>
  );
}
