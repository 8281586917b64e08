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
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { fetchGroupSuppliers } from '../../dataProviders/gruposOpcoesRecebimento';
import { ListEmpty } from '../../kit/list/ListEmpty';
import { pathsOfResource } from '../../routes/access';
import { GroupHeading } from './GroupHeading';
import { groupPaths } from './groupPaths';
import { useGroupId } from './useGroupId';
import { useReadFailure } from '../../kit/snackbar/useReadFailure';

const TEXT = 'resources.gruposOpcoesRecebimento.suppliers';

/** /fornecedoresGrupo/{id}: 'Fornecedores ativos no Grupo' (code and name), Editar to the add/remove table. */
export function GroupSuppliersPage() {
  const translate = useTranslate();
  const groupId = useGroupId();
  const members = useQuery({
    queryKey: ['gruposOpcoesRecebimento', 'suppliers', groupId, true],
    queryFn: ({ signal }) => fetchGroupSuppliers(groupId, true, signal),
    enabled: Number.isFinite(groupId),
    retry: false,
  });
  const failure = useReadFailure(members.error, translate('resources.gruposOpcoesRecebimento.messages.dataFailure'));
  const edit = (
    <Button variant="contained" startIcon={<EditIcon />} component={RouterLink} to={groupPaths.editSuppliers(groupId)}>
      {translate(`${TEXT}.edit`)}
    </Button>
  );
  return (
    <>
      <GroupHeading title={translate(`${TEXT}.title`)} groupId={groupId} back={pathsOfResource('gruposOpcoesRecebimento').list} action={edit} />
      {members.isLoading && <LinearProgress aria-label={translate('app.loading')} />}
      {failure && <Alert severity="error">{failure}</Alert>}
      {members.isSuccess && members.data.length === 0 && <ListEmpty title={translate(`${TEXT}.emptyTitle`)} text={translate(`${TEXT}.emptyText`)} />}
      {members.isSuccess && members.data.length > 0 && (
        <Paper variant="outlined">
          <Table size="small" aria-label={translate(`${TEXT}.title`)}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${TEXT}.fields.ID_PESSOA`)}</TableCell>
                <TableCell>{translate(`${TEXT}.fields.NM_PESSOA`)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {members.data.map((row) => (
                <TableRow key={row.ID_PESSOA}>
                  <TableCell>{row.ID_PESSOA}</TableCell>
                  <TableCell>{row.NM_PESSOA}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </>
  );
}
