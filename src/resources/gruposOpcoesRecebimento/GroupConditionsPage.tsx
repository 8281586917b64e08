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
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../i18n/format';
import { usePathTo } from '../../kit/access/PortalRoutesContext';
import { refusalText } from '../../kit/data/failures';
import { useProviderMutation } from '../../kit/data/useProviderMutation';
import { useProviderQuery } from '../../kit/data/useProviderQuery';
import { useSnackbar } from '../../kit/snackbar/useSnackbar';
import { GroupHeading } from './GroupHeading';
import { byDefaultTerm, conditionToggle } from './groupToggles';
import type { ReceivingGroupMethods } from './receivingGroups';
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
  const pathTo = usePathTo();
  const groupId = useGroupId();
  const conditions = useProviderQuery<ReceivingGroupMethods, 'conditions'>('gruposOpcoesRecebimento', 'conditions', { groupId }, { enabled: Number.isFinite(groupId), retry: false });
  const toggle = useProviderMutation<ReceivingGroupMethods, 'toggleCondition'>('gruposOpcoesRecebimento', 'toggleCondition', {
    onSuccess: (result) => {
      if (result.message) snackbar.success(result.message);
    },
    onError: (error) => snackbar.error(refusalText(error) ?? translate(`${TEXT}.messages.conditionFailure`)),
  });
  const failure = useReadFailure(conditions.error, translate(`${TEXT}.messages.conditionsFailure`));
  const tables = byDefaultTerm(conditions.data ?? []);

  return (
    <>
      <GroupHeading title={translate(`${TEXT}.conditions.title`)} groupId={groupId} back={pathTo('gruposOpcoesRecebimento')} />
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
                  <TableRow key={row.paymentCode}>
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={row.active === 'S'}
                        disabled={toggle.isPending}
                        onChange={() => toggle.mutate(conditionToggle(groupId, row))}
                        slotProps={{ input: { 'aria-label': translate(`${TEXT}.conditions.toggle`, { name: row.name }) } }}
                      />
                    </TableCell>
                    <TableCell>
                      {translate(`${TEXT}.conditions.describe`, { name: row.name, days: row.termDays, percent: formatNumber(row.advanceDiscount, 1) })}
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
