import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { ListBase, useListContext, useTranslate } from 'react-admin';
import { useRef, useState } from 'react';
import { usePathTo } from '../../kit/access/PortalRoutesContext';
import { refusalText } from '../../kit/data/failures';
import { useProviderMutation } from '../../kit/data/useProviderMutation';
import { LIST_ROWS_PER_PAGE_OPTIONS, ListPagination } from '../../kit/list/ListPagination';
import { useReadFailure } from '../../kit/snackbar/useReadFailure';
import { useSnackbar } from '../../kit/snackbar/useSnackbar';
import { GroupHeading } from './GroupHeading';
import { inverse, supplierToggle } from './groupToggles';
import type { GroupSupplier, GroupSupplierMethods, GroupSupplierToggle } from './receivingGroups';
import { useGroupId } from './useGroupId';

const TEXT = 'resources.gruposOpcoesRecebimento.suppliers';
const SERVER_ORDER = { field: '', order: 'ASC' } as const;
const COLUMNS = ['personId', 'name', 'email', 'paymentConditionName', 'termDays'] as const;

/**
 * fornecedoresGrupo-ae/{id}: every supplier with its box (in the group or not), code, name, e-mail, payment condition
 * and term. A box switches at once and sends POST /fornecedoresGrupo with the inverse state (2.5 s); a 300 answer
 * (the supplier is in another group) or a failure shows its message and puts the box back.
 */
export function GroupSuppliersEditPage() {
  const translate = useTranslate();
  const pathTo = usePathTo();
  const groupId = useGroupId();
  return (
    <>
      <GroupHeading title={translate(`${TEXT}.editTitle`)} groupId={groupId} back={pathTo('fornecedoresGrupo', { id: groupId })} />
      {Number.isFinite(groupId) && (
        <ListBase
          resource="fornecedoresGrupo"
          filter={{ groupId }}
          perPage={LIST_ROWS_PER_PAGE_OPTIONS[0]}
          sort={SERVER_ORDER}
          disableSyncWithLocation
          queryOptions={{ onError: () => undefined }}
        >
          <SupplierSwitches groupId={groupId} />
        </ListBase>
      )}
    </>
  );
}

/** The search, the suppliers' boxes and the pager, from the list context. */
function SupplierSwitches({ groupId }: { groupId: number }) {
  const translate = useTranslate();
  const snackbar = useSnackbar();
  const { data, isPending, error, filterValues, setFilters } = useListContext<GroupSupplier & { id: number }>();
  const [search, setSearch] = useState(String(filterValues.q ?? ''));
  const [flags, setFlags] = useState<ReadonlyMap<number, GroupSupplier['inGroup']>>(new Map());
  const failure = useReadFailure(error, translate('resources.gruposOpcoesRecebimento.messages.dataFailure'));
  const setFlag = (personId: number, flag: GroupSupplier['inGroup']) => setFlags((current) => new Map(current).set(personId, flag));
  // Each box waits for its own call: another box may change meanwhile, this one not until its answer is in. The ref
  // is set in the click itself, so a second click in the same tick finds it; the state disables the box on screen.
  const inFlight = useRef(new Set<number>());
  const [sending, setSending] = useState<ReadonlySet<number>>(new Set());
  const setSendingOf = (personId: number, busy: boolean) => {
    if (busy) inFlight.current.add(personId);
    else inFlight.current.delete(personId);
    setSending(new Set(inFlight.current));
  };
  // The box's state before the click is the inverse of what the call asks for.
  const before = (toggle: GroupSupplierToggle) => inverse(toggle.in_ativar);
  const toggle = useProviderMutation<GroupSupplierMethods, 'toggleSupplier'>('fornecedoresGrupo', 'toggleSupplier', {
    onMutate: (body) => setFlag(body.id_pessoa, body.in_ativar),
    onSettled: (_answer, _error, body) => setSendingOf(body.id_pessoa, false),
    onSuccess: (answer, body) => {
      if (answer.kind === 'warning') {
        setFlag(body.id_pessoa, before(body));
        snackbar.warning(answer.message);
      } else if (answer.message) snackbar.success(answer.message);
    },
    onError: (error, body) => {
      setFlag(body.id_pessoa, before(body));
      snackbar.error(refusalText(error) ?? translate('resources.gruposOpcoesRecebimento.messages.associationFailure'));
    },
  });

  const shown = (data ?? []).map((row) => ({ ...row, inGroup: flags.get(row.personId) ?? row.inGroup }));

  return (
    <>
      <TextField
        size="small"
        label={translate(`${TEXT}.search`)}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setFilters({ ...filterValues, q: event.target.value }, undefined, false);
        }}
        sx={{ mb: 2, width: 280, maxWidth: '100%' }}
      />
      {isPending && !error && <LinearProgress aria-label={translate('app.loading')} />}
      {failure && <Alert severity="error">{failure}</Alert>}
      {!isPending && !error && (
        <Paper variant="outlined">
          {/* On a phone the table scrolls in its own box instead of widening the page (as the kit's PortalTable). */}
          <TableContainer sx={{ contain: 'inline-size' }}>
            <Table size="small" aria-label={translate(`${TEXT}.editTitle`)}>
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">{translate(`${TEXT}.fields.inGroup`)}</TableCell>
                  {COLUMNS.map((column) => (
                    <TableCell key={column}>{translate(`${TEXT}.fields.${column}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((row) => (
                  <TableRow key={row.personId}>
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={row.inGroup === 'S'}
                        disabled={sending.has(row.personId)}
                        onChange={() => {
                          if (inFlight.current.has(row.personId)) return;
                          setSendingOf(row.personId, true);
                          toggle.mutate(supplierToggle(groupId, row));
                        }}
                        slotProps={{ input: { 'aria-label': translate(`${TEXT}.toggle`, { name: row.name }) } }}
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
          <ListPagination />
        </Paper>
      )}
    </>
  );
}
