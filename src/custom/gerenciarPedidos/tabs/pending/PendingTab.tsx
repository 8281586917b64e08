import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { MessageDialog } from '../../../../kit/dialogs/MessageDialog';
import { ORDER_LISTS, scheduleKey } from '../../orderManagement';
import type { OrderTabProps } from '../../orderTabs';
import { RefusalFlow } from '../schedules/RefusalFlow';
import { ScheduleFilterBar } from '../schedules/ScheduleFilterBar';
import { ScheduleListBase } from '../schedules/ScheduleListBase';
import { SchedulePagination } from '../schedules/SchedulePagination';
import { PendingCard } from './PendingCard';
import { PendingItemsDialog } from './PendingItemsDialog';
import { refusalBranches, selectAllState, usePendingTab } from './usePendingTab';

function PendingTabView({ personId }: OrderTabProps) {
  const translate = useTranslate();
  const text = (key: string, vars?: Record<string, string | number>) => translate(`pages.gerenciarPedidos.${key}`, vars);
  const tab = usePendingTab(personId);
  const { cards, chosen, decide } = tab;
  const all = selectAllState(chosen.size, cards.total);

  return (
    <Box>
      <ScheduleFilterBar filter={cards.filter} onChange={tab.changeFilter} branches={tab.branches} />
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        {decide && (
          <FormControlLabel
            label={text('pending.selectAll')}
            disabled={cards.total === 0 || tab.selecting || tab.sending}
            control={<Checkbox checked={all.checked} indeterminate={all.indeterminate} onChange={(event) => tab.toggleAll(event.target.checked)} />}
          />
        )}
        <Typography sx={{ flexGrow: 1 }}>{cards.loaded ? text('pending.total', { smart_count: cards.total }) : ''}</Typography>
        {decide && (
          // The two bulk buttons stay side by side (and wrap together on a phone), apart from the total.
          <Stack direction="row" role="group" aria-label={text('pending.bulkActions')} useFlexGap sx={{ flexWrap: 'wrap', gap: 1, maxWidth: '100%' }}>
            <Button variant="outlined" color="error" disabled={chosen.size === 0 || tab.sending} onClick={tab.refuseChosen}>
              {text('pending.refuseBulk', { count: chosen.size })}
            </Button>
            <Button variant="contained" disabled={chosen.size === 0 || tab.sending} onClick={tab.confirmChosen}>
              {text('pending.confirmBulk', { count: chosen.size })}
            </Button>
          </Stack>
        )}
      </Stack>
      {tab.busy && <LinearProgress sx={{ mb: 1 }} />}
      {!cards.failed && cards.loaded && cards.total === 0 && <Typography sx={{ py: 3, textAlign: 'center' }}>{text('schedule.empty')}</Typography>}
      <Stack spacing={2}>
        {cards.rows.map((row) => (
          <PendingCard
            key={scheduleKey(row)}
            schedule={row}
            selection={decide ? { checked: chosen.has(scheduleKey(row)), onChange: (checked) => tab.choose(row, checked), disabled: tab.sending } : undefined}
            onDetails={() => tab.openDetails(row)}
          />
        ))}
      </Stack>
      <SchedulePagination />
      {tab.details && (
        <PendingItemsDialog
          schedule={tab.details}
          personId={personId}
          decide={decide}
          sending={tab.sending}
          onClose={tab.closeDetails}
          onConfirm={tab.confirmItems}
          onRefuse={tab.refuseItems}
        />
      )}
      {tab.refusal && (
        <RefusalFlow
          steps={['date', 'reason']}
          branchIds={refusalBranches(tab.refusal, tab.schedulesChosen)}
          reasonTitle={text('pending.reasonTitle')}
          reasonSubtitle={text('pending.reasonSubtitle')}
          sending={tab.sending}
          onCancel={tab.cancelRefusal}
          onSubmit={({ reasonId, suggestion }) => tab.submitRefusal(reasonId, suggestion)}
        />
      )}
      <MessageDialog open={tab.confirmedOpen} title={text('pending.confirmedTitle')} text={text('pending.confirmedText')} onClose={tab.closeConfirmed} />
    </Box>
  );
}

/**
 * Tab 1, 'Confirmação pendente': the schedules waiting for the supplier's confirmation (getList of
 * ORDER_LISTS.pendingSchedules: GET /orders/schedules, statusSciaIs P) between today and today + 30 by default, 5 per
 * page; with gerenciar-pedidos.recusa-confirmacao, cards are chosen (one by one or all of them, across pages) and
 * confirmed or refused, whole or item by item. State, calls and rules: usePendingTab.
 */
export function PendingTab({ personId }: OrderTabProps) {
  return (
    <ScheduleListBase resource={ORDER_LISTS.pendingSchedules} personId={personId}>
      <PendingTabView personId={personId} />
    </ScheduleListBase>
  );
}
