import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ORDER_LISTS, scheduleKey, type ScheduleSummary, type ScheduleSummaryRecord } from '../../orderManagement';
import { formatDate } from '../../../../i18n/format';
import type { OrderTabProps } from '../../orderTabs';
import { useBranches } from '../../../../kit/data/useBranches';
import { ScheduleCard } from '../schedules/ScheduleCard';
import { ScheduleFilterBar } from '../schedules/ScheduleFilterBar';
import { ScheduleListBase } from '../schedules/ScheduleListBase';
import { SchedulePagination } from '../schedules/SchedulePagination';
import { useScheduleCards } from '../schedules/useScheduleCards';
import { RefusedItemsDialog } from './RefusedItemsDialog';

function RefusedTabView({ personId }: OrderTabProps) {
  const translate = useTranslate();
  const text = (key: string, vars?: Record<string, string | number>) => translate(`pages.gerenciarPedidos.${key}`, vars);
  const branches = useBranches();
  const { rows, total, loaded, fetching, failed, filter, setFilter } = useScheduleCards<ScheduleSummaryRecord>();
  const [details, setDetails] = useState<ScheduleSummary | null>(null);

  return (
    <Box>
      <Alert severity="info" sx={{ mb: 2 }}>
        {text('refused.notice')}
      </Alert>
      <ScheduleFilterBar filter={filter} onChange={setFilter} branches={branches} />
      <Typography sx={{ mb: 1 }}>{loaded ? text('refused.total', { smart_count: total }) : ''}</Typography>
      {fetching && <LinearProgress sx={{ mb: 1 }} />}
      {!failed && loaded && total === 0 && <Typography sx={{ py: 3, textAlign: 'center' }}>{text('schedule.empty')}</Typography>}
      <Stack spacing={2}>
        {rows.map((row) => (
          <ScheduleCard
            key={scheduleKey(row)}
            purchaseOrderId={row.purchaseOrderId}
            scheduleDate={row.scheduleDate}
            branch={`${row.branchId} - ${row.branchName}`}
            facts={[[text('schedule.expectedDate'), formatDate(row.expectedDeliveryDate)]]}
            actions={
              <Button variant="contained" size="small" onClick={() => setDetails(row)}>
                {text('refused.items')}
              </Button>
            }
          />
        ))}
      </Stack>
      <SchedulePagination />
      {details && <RefusedItemsDialog schedule={details} personId={personId} onClose={() => setDetails(null)} />}
    </Box>
  );
}

/**
 * Tab 3, 'Agendamentos recusados': the refused schedules (getList of ORDER_LISTS.refusedSchedules: GET
 * /orders/schedules, statusSciaIs R) between today and today + 30 by default, 5 per page, each with its refused
 * items; the buyer contacts the supplier to reschedule.
 */
export function RefusedTab({ personId }: OrderTabProps) {
  return (
    <ScheduleListBase resource={ORDER_LISTS.refusedSchedules} personId={personId}>
      <RefusedTabView personId={personId} />
    </ScheduleListBase>
  );
}
