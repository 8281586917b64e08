import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { itemsOfSchedules, schedulePage, scheduleKey } from '../../../../dataProviders/gerenciarPedidos/schedules';
import { MessageDialog } from '../../../../kit/dialogs/MessageDialog';
import { useSnackbar } from '../../../../kit/snackbar/useSnackbar';
import type { OrderItem, ScheduleSummary } from '../../../../types/api';
import type { OrderTabProps } from '../../orderTabs';
import { useBranches } from '../../useBranches';
import { RefusalFlow, useRefusalReasons } from '../schedules/RefusalFlow';
import { ScheduleFilterBar } from '../schedules/ScheduleFilterBar';
import { SchedulePager } from '../schedules/SchedulePager';
import { useMayDecide, useScheduleDecision, type DecisionRequest } from '../schedules/useScheduleDecision';
import { useScheduleList } from '../schedules/useScheduleList';
import { useSchedulePage } from '../schedules/useSchedulePage';
import { PendingCard } from './PendingCard';
import { PendingItemsDialog } from './PendingItemsDialog';

/** What a refusal is about: the chosen cards (whole schedules, R) or items chosen in the modal (RA). */
type Refusal = { kind: 'schedules' } | { kind: 'items'; items: OrderItem[] };

/**
 * Tab 1, 'Confirmação pendente': the schedules waiting for the supplier's confirmation (GET /orders/schedules,
 * statusSciaIs P) between today and today + 30 by default, 5 per page; with gerenciar-pedidos.recusa-confirmacao,
 * cards are chosen (one by one or all of them, across pages) and confirmed or refused, whole or item by item.
 */
export function PendingTab({ personId }: OrderTabProps) {
  const translate = useTranslate();
  const text = (key: string, vars?: Record<string, string | number>) => translate(`pages.gerenciarPedidos.${key}`, vars);
  const snackbar = useSnackbar();
  const decide = useMayDecide();
  useRefusalReasons(decide);
  const branches = useBranches();
  const list = useScheduleList();
  const [chosen, setChosen] = useState<Map<string, ScheduleSummary>>(() => new Map());
  const [details, setDetails] = useState<ScheduleSummary | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [confirmedOpen, setConfirmedOpen] = useState(false);

  const { schedules, failed, rows, total } = useSchedulePage('P', personId, list);

  const selectAll = useMutation({
    mutationFn: () => schedulePage('P', personId, list.filter, { page: 1, perPage: Math.max(total, 1) }),
    onSuccess: (all) => setChosen(new Map(all.rows.map((row) => [scheduleKey(row), row]))),
    onError: () => snackbar.error(text('schedule.loadFailure'), { urgent: true }),
  });

  const decision = useScheduleDecision(personId, (request: DecisionRequest) => {
    setRefusal(null);
    setDetails(null);
    setChosen(new Map());
    list.setPage(0);
    if (request.decision.statusIs === 'C') setConfirmedOpen(true);
    else snackbar.success(text('pending.refused'), { urgent: true });
  });

  const schedulesChosen = [...chosen.values()];
  const itemsOfChosen = () => itemsOfSchedules(personId, schedulesChosen, 'P');

  const changeFilter: typeof list.setFilter = (next) => {
    list.setFilter(next);
    setChosen(new Map());
  };

  const choose = (row: ScheduleSummary, checked: boolean) => {
    const next = new Map(chosen);
    if (checked) next.set(scheduleKey(row), row);
    else next.delete(scheduleKey(row));
    setChosen(next);
  };

  const submitRefusal = (reasonId: number, suggestion: Date) => {
    if (!refusal) return;
    if (refusal.kind === 'items') decision.send({ items: refusal.items, decision: { statusIs: 'RA', reasonId, suggestion } });
    else decision.send({ items: itemsOfChosen, decision: { statusIs: 'R', reasonId, suggestion } });
  };

  return (
    <Box>
      <ScheduleFilterBar filter={list.filter} onChange={changeFilter} branches={branches} />
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        {decide && (
          <FormControlLabel
            label={text('pending.selectAll')}
            disabled={total === 0 || selectAll.isPending || decision.sending}
            control={
              <Checkbox
                checked={total > 0 && chosen.size >= total}
                indeterminate={chosen.size > 0 && chosen.size < total}
                onChange={(event) => (event.target.checked ? selectAll.mutate() : setChosen(new Map()))}
              />
            }
          />
        )}
        <Typography sx={{ flexGrow: 1 }}>{schedules.data ? text('pending.total', { smart_count: total }) : ''}</Typography>
        {decide && (
          // The two bulk buttons stay side by side (and wrap together on a phone), apart from the total.
          <Stack direction="row" role="group" aria-label={text('pending.bulkActions')} useFlexGap sx={{ flexWrap: 'wrap', gap: 1, maxWidth: '100%' }}>
            <Button variant="outlined" color="error" disabled={chosen.size === 0 || decision.sending} onClick={() => setRefusal({ kind: 'schedules' })}>
              {text('pending.refuseBulk', { count: chosen.size })}
            </Button>
            <Button variant="contained" disabled={chosen.size === 0 || decision.sending} onClick={() => decision.send({ items: itemsOfChosen, decision: { statusIs: 'C' } })}>
              {text('pending.confirmBulk', { count: chosen.size })}
            </Button>
          </Stack>
        )}
      </Stack>
      {(schedules.isFetching || selectAll.isPending || decision.sending) && <LinearProgress sx={{ mb: 1 }} />}
      {!failed && schedules.data && total === 0 && <Typography sx={{ py: 3, textAlign: 'center' }}>{text('schedule.empty')}</Typography>}
      <Stack spacing={2}>
        {rows.map((row) => (
          <PendingCard
            key={scheduleKey(row)}
            schedule={row}
            selection={decide ? { checked: chosen.has(scheduleKey(row)), onChange: (checked) => choose(row, checked), disabled: decision.sending } : undefined}
            onDetails={() => setDetails(row)}
          />
        ))}
      </Stack>
      {total > 0 && <SchedulePager total={total} page={list.page} perPage={list.perPage} onPage={list.setPage} onPerPage={list.setPerPage} />}
      {details && (
        <PendingItemsDialog
          schedule={details}
          personId={personId}
          decide={decide}
          sending={decision.sending}
          onClose={() => setDetails(null)}
          onConfirm={(items) => decision.send({ items, decision: { statusIs: 'C' } })}
          onRefuse={(items) => setRefusal({ kind: 'items', items })}
        />
      )}
      {refusal && (
        <RefusalFlow
          steps={['date', 'reason']}
          branchIds={refusal.kind === 'items' ? refusal.items.map((item) => item.branchId) : schedulesChosen.map((row) => row.branchId)}
          reasonTitle={text('pending.reasonTitle')}
          reasonSubtitle={text('pending.reasonSubtitle')}
          sending={decision.sending}
          onCancel={() => setRefusal(null)}
          onSubmit={({ reasonId, suggestion }) => submitRefusal(reasonId, suggestion)}
        />
      )}
      <MessageDialog open={confirmedOpen} title={text('pending.confirmedTitle')} text={text('pending.confirmedText')} onClose={() => setConfirmedOpen(false)} />
    </Box>
  );
}
