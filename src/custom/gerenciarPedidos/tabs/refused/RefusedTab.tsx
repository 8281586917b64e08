import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { scheduleKey } from '../../orderManagement';
import { formatDate } from '../../../../i18n/format';
import type { ScheduleSummary } from '../../../../types/api';
import type { OrderTabProps } from '../../orderTabs';
import { useBranches } from '../../useBranches';
import { ScheduleCard } from '../schedules/ScheduleCard';
import { ScheduleFilterBar } from '../schedules/ScheduleFilterBar';
import { SchedulePager } from '../schedules/SchedulePager';
import { useScheduleList } from '../schedules/useScheduleList';
import { useSchedulePage } from '../schedules/useSchedulePage';
import { RefusedItemsDialog } from './RefusedItemsDialog';

/**
 * Tab 3, 'Agendamentos recusados': the refused schedules (GET /orders/schedules, statusSciaIs R) between today and
 * today + 30 by default, 5 per page, each with its refused items; the buyer contacts the supplier to reschedule.
 */
export function RefusedTab({ personId }: OrderTabProps) {
  const translate = useTranslate();
  const text = (key: string, vars?: Record<string, string | number>) => translate(`pages.gerenciarPedidos.${key}`, vars);
  const branches = useBranches();
  const list = useScheduleList();
  const [details, setDetails] = useState<ScheduleSummary | null>(null);
  const { schedules, failed, rows, total } = useSchedulePage('R', personId, list);

  return (
    <Box>
      <Alert severity="info" sx={{ mb: 2 }}>
        {text('refused.notice')}
      </Alert>
      <ScheduleFilterBar filter={list.filter} onChange={list.setFilter} branches={branches} />
      <Typography sx={{ mb: 1 }}>{schedules.data ? text('refused.total', { smart_count: total }) : ''}</Typography>
      {schedules.isFetching && <LinearProgress sx={{ mb: 1 }} />}
      {!failed && schedules.data && total === 0 && <Typography sx={{ py: 3, textAlign: 'center' }}>{text('schedule.empty')}</Typography>}
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
      {total > 0 && <SchedulePager total={total} page={list.page} perPage={list.perPage} onPage={list.setPage} onPerPage={list.setPerPage} />}
      {details && <RefusedItemsDialog schedule={details} personId={personId} onClose={() => setDetails(null)} />}
    </Box>
  );
}
