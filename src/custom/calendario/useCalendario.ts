import { startOfDay } from 'date-fns';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useListController, useTranslate, type ListControllerResult } from 'react-admin';
import { useInternalView } from '../../kit/access/useInternalView';
import { useProviderMutation } from '../../kit/data/useProviderMutation';
import { useLeavePrompt } from '../../kit/forms/useLeavePrompt';
import { useReadFailure, useReadFailureHandler } from '../../kit/snackbar/useReadFailure';
import { useSnackbar } from '../../kit/snackbar/useSnackbar';
import type { OrderLine } from '../../resources/pedidos/orderLines';
import { useSessionUser } from '../../session/SessionUserContext';
import type { PendingOrderLine } from '../../types/api';
import type { CellQuestion } from './CellDialog';
import { CALENDAR_RESOURCE, type CalendarioMethods, type ScheduleRefusal } from './schedule';
import {
  CALENDAR_PAGE_SIZE,
  choose,
  firstAvailableForEach,
  lineKey,
  RELOAD_AFTER_MS,
  sameDayForAll,
  unchoose,
  withChoices,
  type BulkResult,
  type CellType,
  type Day,
  type Selections,
} from './timelineModel';

const NO_SELECTIONS: Selections = new Map();
const NO_CHECKS: ReadonlySet<string> = new Set();
const NO_FILTER = {};
const ORDER_RESOURCES = ['pedidosPendentes', 'pedidosAgendados'];
// The failed read is told once by useReadFailure: react-admin's own notification stays silent.
const silent = () => undefined;

/**
 * The calendar's controller (/pendentesNova, spec part 2, sections 2.1, 4 and 8): the supplier (internal staff pick
 * one), the page of lines (a getList of 'calendario', 7 lines a page), the chosen days (one per line, kept across
 * pages), the checked lines of the bulk bar, the open question, the confirmation, the refusals, and the reload 1 s
 * after sending.
 */
export function useCalendario() {
  const translate = useTranslate();
  const snackbar = useSnackbar();
  const user = useSessionUser();
  const internalView = useInternalView();
  const text = useCallback((key: string, vars?: Record<string, string | number>) => translate(`pages.calendario.${key}`, vars), [translate]);

  const [supplier, setSupplier] = useState<number | undefined>();
  const [supplierAsked, setSupplierAsked] = useState<{ value: number | undefined } | null>(null);
  const personId = internalView ? supplier : Number(user.codigo);

  const [today] = useState(() => startOfDay(new Date()));
  const [selections, setSelections] = useState<Selections>(NO_SELECTIONS);
  const [checked, setChecked] = useState<ReadonlySet<string>>(NO_CHECKS);
  const [question, setQuestion] = useState<CellQuestion | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [refusals, setRefusals] = useState<ScheduleRefusal[]>([]);
  // Sent: the chosen days stay on screen, without the leave prompt, until the reload.
  const [sent, setSent] = useState(false);

  const filter = useMemo(() => (personId === undefined ? NO_FILTER : { personId }), [personId]);
  const controller = useListController<OrderLine>({
    resource: CALENDAR_RESOURCE,
    // The page is mounted only for a session holding its key; a dead session is told by the HTTP layer, and the
    // list's own re-check (no token by then) would navigate away from the chosen days.
    disableAuthentication: true,
    perPage: CALENDAR_PAGE_SIZE,
    filter,
    disableSyncWithLocation: true,
    storeKey: false,
    queryOptions: { enabled: personId !== undefined, refetchOnWindowFocus: false, onError: silent },
  });
  // Another page drops the checks of the bulk bar (the chosen days stay).
  const list: ListControllerResult<OrderLine> = useMemo(
    () => ({
      ...controller,
      setPage: (page: number) => {
        setChecked(NO_CHECKS);
        controller.setPage(page);
      },
    }),
    [controller],
  );
  const failure = useReadFailure(controller.error ?? null, translate('app.errors.loadFailure'));
  const rows = useMemo(() => controller.data ?? [], [controller.data]);

  const schedule = useProviderMutation<CalendarioMethods, 'schedule'>(CALENDAR_RESOURCE, 'schedule', { refreshes: ORDER_RESOURCES });
  const sendFailure = useReadFailureHandler(text('schedule.sendFailure'));
  const busy = schedule.isPending || sent;
  const leavePrompt = useLeavePrompt(selections.size > 0 && !sent);

  const reloadTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reloadTimer.current), []);
  const latest = useRef(controller);
  useEffect(() => {
    latest.current = controller;
  });

  const startOver = () => {
    setSelections(NO_SELECTIONS);
    setChecked(NO_CHECKS);
    controller.setPage(1);
  };
  // The reload after sending: the first page, read again.
  const reloadSoon = () => {
    clearTimeout(reloadTimer.current);
    reloadTimer.current = setTimeout(() => {
      const onFirstPage = latest.current.page === 1;
      setSelections(NO_SELECTIONS);
      setChecked(NO_CHECKS);
      setSent(false);
      if (onFirstPage) void latest.current.refetch();
      else latest.current.setPage(1);
    }, RELOAD_AFTER_MS);
  };

  const onCell = useCallback((line: PendingOrderLine, day: Day, type: CellType) => setQuestion({ line, day, type }), []);
  const onCheck = useCallback(
    (line: PendingOrderLine, on: boolean) =>
      setChecked((before) => {
        const next = new Set(before);
        if (on) next.add(lineKey(line));
        else next.delete(lineKey(line));
        return next;
      }),
    [],
  );
  const checkedRows = rows.filter((line) => checked.has(lineKey(line)));

  const applyBulk = (result: BulkResult, skippedKey: 'skippedSame' | 'skippedFirst') => {
    setSelections((before) => withChoices(before, result.chosen));
    setChecked(NO_CHECKS);
    const parts = [
      result.chosen.length > 0 ? text('bulk.chosen', { count: result.chosen.length }) : '',
      result.skipped > 0 ? text(`bulk.${skippedKey}`, { count: result.skipped }) : '',
    ];
    const message = parts.filter(Boolean).join(' ');
    if (result.skipped > 0) snackbar.warning(message);
    else snackbar.success(message);
  };

  const send = () => {
    if (personId === undefined) return;
    schedule.mutate(
      { personId, selections },
      {
        onSuccess: ({ message, refusals: refused }) => {
          setConfirming(false);
          setSent(true);
          if (refused.length > 0) {
            setRefusals(refused);
            return;
          }
          snackbar.success(message || text('schedule.done'));
          reloadSoon();
        },
        onError: (error) => {
          setConfirming(false);
          sendFailure.onError(error);
        },
      },
    );
  };

  const changeSupplier = (value: number | undefined) => {
    setSupplier(value);
    setSupplierAsked(null);
    startOver();
  };

  // While a 'marcar'/'trocar' question is open its day already shows as chosen; cancel puts the line back.
  const chosenDay = (line: PendingOrderLine): Day | undefined => {
    const key = lineKey(line);
    if (question?.type === 1 && lineKey(question.line) === key) return question.day;
    return selections.get(key)?.day;
  };

  return {
    text,
    internalView,
    personId,
    supplier,
    today,
    list,
    rows,
    total: controller.total ?? 0,
    /** The failed read's text for the panel; undefined when it failed elsewhere (a dead session) or did not fail. */
    failure,
    selections,
    checked,
    checkedRows,
    question,
    confirming,
    refusals,
    sent,
    busy,
    sending: schedule.isPending,
    leavePrompt,
    supplierAsked,
    chosenDay,
    onCell,
    onCheck,
    checkAll: (on: boolean) => setChecked(on ? new Set(rows.map(lineKey)) : NO_CHECKS),
    firstForEach: () => applyBulk(firstAvailableForEach(checkedRows, today), 'skippedFirst'),
    sameForAll: (day: Day) => applyBulk(sameDayForAll(checkedRows, day, today), 'skippedSame'),
    pickSupplier: (value: number | undefined) => (selections.size > 0 ? setSupplierAsked({ value }) : changeSupplier(value)),
    keepSupplier: () => setSupplierAsked(null),
    confirmSupplier: () => changeSupplier(supplierAsked?.value),
    choose: (line: PendingOrderLine, day: Day) => {
      setSelections((before) => choose(before, line, day));
      setQuestion(null);
    },
    remove: (line: PendingOrderLine) => {
      setSelections((before) => unchoose(before, lineKey(line)));
      setQuestion(null);
    },
    closeQuestion: () => setQuestion(null),
    openConfirm: () => setConfirming(true),
    closeConfirm: () => setConfirming(false),
    send,
    closeRefusals: () => {
      setRefusals([]);
      reloadSoon();
    },
  };
}

export type CalendarioController = ReturnType<typeof useCalendario>;
