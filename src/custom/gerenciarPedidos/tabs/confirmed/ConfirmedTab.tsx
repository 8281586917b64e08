import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../../../i18n/format';
import { MessageDialog } from '../../../../kit/dialogs/MessageDialog';
import type { ScheduledOrderItem } from '../../../../types/api';
import { LabelActions } from '../../labels/LabelActions';
import type { OrderTabProps } from '../../orderTabs';
import { useBranches } from '../../../../kit/data/useBranches';
import { RefusalFlow, useRefusalReasons, type RefusalStep } from '../schedules/RefusalFlow';
import { ScheduleFilterBar } from '../schedules/ScheduleFilterBar';
import { ScheduleListBase } from '../schedules/ScheduleListBase';
import { SchedulePagination } from '../schedules/SchedulePagination';
import { useScheduleCards } from '../schedules/useScheduleCards';
import { useProviderQuery } from '../../../../kit/data/useProviderQuery';
import { daysUntil, isAhead } from '../schedules/scheduleFilters';
import { ORDER_LISTS, ORDER_MANAGEMENT, scheduleKey, type ConfirmedSchedule, type ConfirmedScheduleRecord, type OrderManagementMethods } from '../../orderManagement';
import { useMayDecide, useScheduleDecision } from '../schedules/useScheduleDecision';
import { ConfirmedCard } from './ConfirmedCard';
import { ConfirmedDetailsDialog } from './ConfirmedDetailsDialog';
import { useSnackbar } from '../../../../kit/snackbar/useSnackbar';

/** What gets a new date: a whole schedule (from its card, R) or items chosen in its details (RA). */
interface Suggestion {
  schedule: ConfirmedSchedule;
  items?: ScheduledOrderItem[];
  steps: RefusalStep[];
}

/** Tab 2's cards, inside its list: the page of confirmed schedules, their details and the suggestion of a new date. */
function ConfirmedTabView({ personId }: OrderTabProps) {
  const translate = useTranslate();
  const snackbar = useSnackbar();
  const text = (key: string, vars?: Record<string, string | number>) => translate(`pages.gerenciarPedidos.${key}`, vars);
  const decide = useMayDecide();
  useRefusalReasons(decide);
  const branches = useBranches();
  const { rows, total, loaded, fetching, failed, filter, setFilter, firstPage } = useScheduleCards<ConfirmedScheduleRecord>();
  const [details, setDetails] = useState<ConfirmedSchedule | null>(null);
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null);
  const [suggestedOpen, setSuggestedOpen] = useState(false);

  const penalty = useProviderQuery<OrderManagementMethods, 'penaltyDays'>(ORDER_MANAGEMENT, 'penaltyDays', {}, { enabled: decide, staleTime: Infinity, retry: false });

  const decision = useScheduleDecision(personId, () => {
    setSuggestion(null);
    setDetails(null);
    firstPage();
    setSuggestedOpen(true);
  });

  // The penalty warning is never skipped: penalty days not read yet are read first, and without them nothing opens.
  const suggest = async (schedule: ConfirmedSchedule, items?: ScheduledOrderItem[]) => {
    const deadline = penalty.data ?? (await penalty.refetch()).data;
    if (deadline === undefined) {
      snackbar.error(translate('app.errors.loadFailure'));
      return;
    }
    const days = daysUntil(schedule.scheduleDate);
    const withinDeadline = days !== null && days <= deadline;
    setSuggestion({ schedule, items, steps: withinDeadline ? ['penalty', 'reason', 'date'] : ['reason', 'date'] });
  };

  return (
    <Box>
      <ScheduleFilterBar filter={filter} onChange={setFilter} branches={branches} />
      <Typography sx={{ mb: 1 }}>{loaded ? text('confirmed.total', { smart_count: total }) : ''}</Typography>
      {(fetching || decision.sending) && <LinearProgress sx={{ mb: 1 }} />}
      {!failed && loaded && total === 0 && <Typography sx={{ py: 3, textAlign: 'center' }}>{text('schedule.empty')}</Typography>}
      <Stack spacing={2}>
        {rows.map((row) => (
          <ConfirmedCard
            key={scheduleKey(row)}
            schedule={row}
            decide={decide}
            ahead={isAhead(row.scheduleDate)}
            sending={decision.sending}
            onDetails={() => setDetails(row)}
            onSuggest={() => void suggest(row)}
          />
        ))}
      </Stack>
      <SchedulePagination />
      {details && (
        <ConfirmedDetailsDialog
          schedule={details}
          decide={decide}
          ahead={isAhead(details.scheduleDate)}
          sending={decision.sending}
          onClose={() => setDetails(null)}
          onSuggest={(items) => void suggest(details, items)}
          labelActions={(items) => <LabelActions products={items} personId={personId} />}
        />
      )}
      {suggestion && (
        <RefusalFlow
          steps={suggestion.steps}
          branchIds={[suggestion.schedule.branchId]}
          reasonTitle={text('confirmed.reasonTitle')}
          reasonSubtitle={text('confirmed.reasonSubtitle')}
          penalty={{
            title: text('confirmed.penaltyTitle'),
            text: text('confirmed.penaltyText', { date: formatDate(suggestion.schedule.scheduleDate), smart_count: penalty.data ?? 0 }),
          }}
          sending={decision.sending}
          onCancel={() => setSuggestion(null)}
          onSubmit={({ reasonId, suggestion: day }) =>
            decision.send({
              items: suggestion.items ?? suggestion.schedule.items,
              decision: { statusIs: suggestion.items ? 'RA' : 'R', reasonId, suggestion: day },
            })
          }
        />
      )}
      <MessageDialog open={suggestedOpen} title={text('confirmed.suggestedTitle')} text={text('confirmed.suggestedText')} onClose={() => setSuggestedOpen(false)} />
    </Box>
  );
}

/**
 * Tab 2, 'Agendamentos confirmados': the confirmed schedules (getList of ORDER_LISTS.confirmedSchedules: GET
 * /orders/findOrdersByScheduleStatus, paged by schedule) between today and today + 30 by default, 5 per page, with
 * their items; with recusa-confirmacao a new delivery date may be suggested while the date is ahead (a discount
 * warning within GET /penalty/daysUntilDeadline days, the reason, the date from tomorrow).
 */
export function ConfirmedTab({ personId }: OrderTabProps) {
  return (
    <ScheduleListBase resource={ORDER_LISTS.confirmedSchedules} personId={personId}>
      <ConfirmedTabView personId={personId} />
    </ScheduleListBase>
  );
}
