import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useCustomMethods } from '../../../../kit/data/useCustomMethods';
import { useSnackbar } from '../../../../kit/snackbar/useSnackbar';
import type { OrderItem } from '../../../../types/api';
import type { ScheduleSummary } from '../../orderManagement';
import { ORDER_LISTS, ORDER_MANAGEMENT, scheduleKey, type OrderManagementMethods, type ScheduleFilter, type ScheduleSummaryRecord } from '../../orderManagement';
import { useBranches } from '../../../../kit/data/useBranches';
import { useRefusalReasons } from '../schedules/RefusalFlow';
import { useMayDecide, useScheduleDecision, type DecisionRequest } from '../schedules/useScheduleDecision';
import { useScheduleCards } from '../schedules/useScheduleCards';

/** What a refusal is about: the chosen cards (whole schedules, R) or items chosen in the modal (RA). */
export type Refusal = { kind: 'schedules' } | { kind: 'items'; items: OrderItem[] };

/** A card's key in the selection. */
export type Chosen = ReadonlyMap<string, ScheduleSummary>;

/** The selection with one card chosen or not. */
export function withChoice(chosen: Chosen, row: ScheduleSummary, checked: boolean): Map<string, ScheduleSummary> {
  const next = new Map(chosen);
  if (checked) next.set(scheduleKey(row), row);
  else next.delete(scheduleKey(row));
  return next;
}

/** The select-all box: ticked when every schedule of the filter is chosen, half-ticked when some are. */
export const selectAllState = (chosen: number, total: number): { checked: boolean; indeterminate: boolean } => ({
  checked: total > 0 && chosen >= total,
  indeterminate: chosen > 0 && chosen < total,
});

/** The branches a refusal's new date must suit: the chosen items', else the chosen schedules'. */
export const refusalBranches = (refusal: Refusal, schedules: readonly ScheduleSummary[]): number[] =>
  refusal.kind === 'items' ? refusal.items.map((item) => item.branchId) : schedules.map((row) => row.branchId);

/**
 * Tab 1's controller, inside its list (ScheduleListBase on ORDER_LISTS.pendingSchedules): the page of cards, the
 * chosen schedules (across pages; select all reads every schedule of the filter), the open dialogs, and the
 * decisions (confirm, refuse whole schedules or chosen items) with what follows them.
 */
export function usePendingTab(personId: number) {
  const translate = useTranslate();
  const text = (key: string, vars?: Record<string, string | number>) => translate(`pages.gerenciarPedidos.${key}`, vars);
  const snackbar = useSnackbar();
  const provider = useCustomMethods<OrderManagementMethods>();
  const decide = useMayDecide();
  useRefusalReasons(decide);
  const branches = useBranches();
  const cards = useScheduleCards<ScheduleSummaryRecord>();
  const [chosen, setChosen] = useState<Chosen>(() => new Map());
  const [details, setDetails] = useState<ScheduleSummary | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [confirmedOpen, setConfirmedOpen] = useState(false);
  const [selecting, setSelecting] = useState(false);

  const decision = useScheduleDecision(personId, (request: DecisionRequest) => {
    setRefusal(null);
    setDetails(null);
    setChosen(new Map());
    cards.firstPage();
    if (request.decision.statusIs === 'C') setConfirmedOpen(true);
    else snackbar.success(text('pending.refused'), { urgent: true });
  });

  /** Every schedule of the filter, chosen: one page as large as the total. */
  const selectAll = () => {
    setSelecting(true);
    provider
      .getList<ScheduleSummaryRecord>(ORDER_LISTS.pendingSchedules, {
        filter: { ...cards.filter, personId },
        pagination: { page: 1, perPage: Math.max(cards.total, 1) },
        sort: { field: 'id', order: 'ASC' },
      })
      .then(
        ({ data }) => setChosen(new Map(data.map((row) => [scheduleKey(row), row]))),
        () => snackbar.error(text('schedule.loadFailure'), { urgent: true }),
      )
      .finally(() => setSelecting(false));
  };

  const schedulesChosen = [...chosen.values()];
  const itemsOfChosen = () => provider.itemsOfSchedules(ORDER_MANAGEMENT, { personId, schedules: schedulesChosen, status: 'P' });

  return {
    decide,
    branches,
    cards,
    chosen,
    schedulesChosen,
    details,
    refusal,
    confirmedOpen,
    selecting,
    sending: decision.sending,
    busy: cards.fetching || selecting || decision.sending,
    changeFilter: (next: ScheduleFilter) => {
      cards.setFilter(next);
      setChosen(new Map());
    },
    choose: (row: ScheduleSummary, checked: boolean) => setChosen(withChoice(chosen, row, checked)),
    toggleAll: (checked: boolean) => (checked ? selectAll() : setChosen(new Map())),
    openDetails: setDetails,
    closeDetails: () => setDetails(null),
    refuseChosen: () => setRefusal({ kind: 'schedules' }),
    refuseItems: (items: OrderItem[]) => setRefusal({ kind: 'items', items }),
    cancelRefusal: () => setRefusal(null),
    confirmChosen: () => decision.send({ items: itemsOfChosen, decision: { statusIs: 'C' } }),
    confirmItems: (items: OrderItem[]) => decision.send({ items, decision: { statusIs: 'C' } }),
    submitRefusal: (reasonId: number, suggestion: Date) => {
      if (!refusal) return;
      if (refusal.kind === 'items') decision.send({ items: refusal.items, decision: { statusIs: 'RA', reasonId, suggestion } });
      else decision.send({ items: itemsOfChosen, decision: { statusIs: 'R', reasonId, suggestion } });
    },
    closeConfirmed: () => setConfirmedOpen(false),
  };
}

export type PendingTabController = ReturnType<typeof usePendingTab>;
