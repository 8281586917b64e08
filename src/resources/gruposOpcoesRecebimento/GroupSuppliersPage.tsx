import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ListBase, useListContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { usePathTo } from '../../kit/access/PortalRoutesContext';
import { ListEmpty } from '../../kit/list/ListEmpty';
import { useReadFailure } from '../../kit/snackbar/useReadFailure';
import { GroupHeading } from './GroupHeading';
import type { GroupSupplier } from './receivingGroups';
import { useGroupId } from './useGroupId';

const TEXT = 'resources.gruposOpcoesRecebimento.suppliers';
/** Every member on one page, in the server's order (the screen has no pager). */
const ALL_MEMBERS = 10_000;
const SERVER_ORDER = { field: '', order: 'ASC' } as const;

/** The members' table, from the list context. */
function Members() {
  const translate = useTranslate();
  const { data, isPending, error } = useListContext<GroupSupplier & { id: number }>();
  const failure = useReadFailure(error, translate('resources.gruposOpcoesRecebimento.messages.dataFailure'));
  const rows = data ?? [];
  return (
    <>
      {isPending && !error && <LinearProgress aria-label={translate('app.loading')} />}
      {failure && <Alert severity="error">{failure}</Alert>}
      {!isPending && !error && rows.length === 0 && <ListEmpty title={translate(`${TEXT}.emptyTitle`)} text={translate(`${TEXT}.emptyText`)} />}
      {!isPending && !error && rows.length > 0 && (
        <Paper variant="outlined">
          <Table size="small" aria-label={translate(`${TEXT}.title`)}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${TEXT}.fields.personId`)}</TableCell>
                <TableCell>{translate(`${TEXT}.fields.name`)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.personId}>
                  <TableCell>{row.personId}</TableCell>
                  <TableCell>{row.name}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </>
  );
}

/** /fornecedoresGrupo/{id}: 'Fornecedores ativos no Grupo' (code and name), Editar to the add/remove table. */
export function GroupSuppliersPage() {
  const translate = useTranslate();
  const pathTo = usePathTo();
  const groupId = useGroupId();
  const edit = (
    <Button variant="contained" startIcon={<EditIcon />} component={RouterLink} to={pathTo('fornecedoresGrupoEditar', { id: groupId })}>
      {translate(`${TEXT}.edit`)}
    </Button>
  );
  return (
    <>
      <GroupHeading title={translate(`${TEXT}.title`)} groupId={groupId} back={pathTo('gruposOpcoesRecebimento')} action={edit} />
      {Number.isFinite(groupId) && (
        <ListBase
          resource="fornecedoresGrupo"
          filter={{ groupId, members: true }}
          perPage={ALL_MEMBERS}
          sort={SERVER_ORDER}
          disableSyncWithLocation
          queryOptions={{ onError: () => undefined }}
        >
          <Members />
        </ListBase>
      )}
    </>
  );
}
