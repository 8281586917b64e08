import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { refusalText } from '../../dataProviders/core/errors';
import { fetchGroupConditions, toggleGroupCondition } from '../../dataProviders/gruposOpcoesRecebimento';
import { formatNumber } from '../../i18n/format';
import { useSnackbar } from '../../kit/snackbar/useSnackbar';
import { pathsOfResource } from '../../routes/access';
import type { GroupCondition } from '../../types/api';
import { GroupHeading } from './GroupHeading';
import { byDefaultTerm, conditionToggle } from './groupToggles';
import { useGroupId } from './useGroupId';
import { useReadFailure } from '../../kit/snackbar/useReadFailure';

const TEXT = 'resources.gruposOpcoesRecebimento';

/**
 * /confOpcoesRecebimento/{id}: 'Condições ativas no grupo', one table per default term; a row's box switches the
 * discount condition on or off in the group (POST /condicoesGrupo with the inverse state, 2.5 s).
 */
export function GroupConditionsPage() {
  const translate = useTranslate();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const groupId = useGroupId();
  const key = ['gruposOpcoesRecebimento', 'conditions', groupId];
  const conditions = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchGroupConditions(groupId, signal), enabled: Number.isFinite(groupId), retry: false });
  const toggle = useMutation({
    mutationFn: (row: GroupCondition) => toggleGroupCondition(conditionToggle(groupId, row)),
    onSuccess: (result) => {
      if (result.message) snackbar.success(result.message);
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => snackbar.error(refusalText(error) ?? translate(`${TEXT}.messages.conditionFailure`)),
  });
  const failure = useReadFailure(conditions.error, translate(`${TEXT}.messages.conditionsFailure`));
  const tables = byDefaultTerm(conditions.data ?? []);

  return (
    <>
      <GroupHeading title={translate(`${TEXT}.conditions.title`)} groupId={groupId} back={pathsOfResource('gruposOpcoesRecebimento').list} />
      {(conditions.isLoading || toggle.isPending) && <LinearProgress aria-label={translate('app.loading')} />}
      {failure && <Alert severity="error">{failure}</Alert>}
      {conditions.isSuccess && tables.length === 0 && <Typography sx={{ p: 2 }}>{translate(`${TEXT}.conditions.empty`)}</Typography>}
      {tables.map((table) => {
        const heading = translate(`${TEXT}.conditions.table`, { days: table.days });
        return (
          <Paper key={table.days} variant="outlined" sx={{ mb: 2 }}>
            <Typography component="h2" variant="h6" sx={{ px: 2, pt: 1.5 }}>
              {heading}
            </Typography>
            <Table size="small" aria-label={heading}>
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">{translate(`${TEXT}.conditions.active`)}</TableCell>
                  <TableCell>{translate(`${TEXT}.conditions.description`)}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {table.rows.map((row) => (
                  <TableRow key={row.CD_PAGTO}>
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={row.IN_ATIVO === 'S'}
                        disabled={toggle.isPending}
                        onChange={() => toggle.mutate(row)}
                        slotProps={{ input: { 'aria-label': translate(`${TEXT}.conditions.toggle`, { name: row.NM_COND_PAGTO }) } }}
                      />
                    </TableCell>
                    <TableCell>
                      {translate(`${TEXT}.conditions.describe`, { name: row.NM_COND_PAGTO, days: row.NR_PRAZO, percent: formatNumber(row.VP_DESC_ANTEC_PAGTO, 1) })}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
        );
      })}
    </>
  );
}
