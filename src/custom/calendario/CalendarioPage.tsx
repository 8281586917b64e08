import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { startOfDay } from 'date-fns';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { endsSession, toldElsewhere } from '../../dataProviders/core/errors';
import { useProviderMutation } from '../../kit/data/useProviderMutation';
import type { PedidosProvider } from '../../dataProviders/pedidos';
import { ConfirmDialog } from '../../kit/dialogs/ConfirmDialog';
import { SupplierAutocomplete } from '../../kit/filters/SupplierAutocomplete';
import { useLeavePrompt } from '../../kit/forms/useLeavePrompt';
import { useSnackbar } from '../../kit/snackbar/useSnackbar';
import { useSessionUser } from '../../session/SessionUserContext';
import type { PendingOrderLine, ScheduleFailure } from '../../types/api';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { BulkBar } from './BulkBar';
import { CellDialog, type CellQuestion } from './CellDialog';
import { CellLegend } from './CellLegend';
import { OrderLineCard } from './OrderLineCard';
import { ScheduleConfirmDialog } from './ScheduleConfirmDialog';
import { ScheduleFailuresDialog } from './ScheduleFailuresDialog';
import { useCalendarPage } from './useCalendarPage';
import {
  CALENDAR_PAGE_SIZE,
  choose,
  firstAvailableForEach,
  lineKey,
  orderedSelections,
  RELOAD_AFTER_MS,
  sameDayForAll,
  scheduleDates,
  unchoose,
  withChoices,
  type BulkResult,
  type CellType,
  type Day,
  type Selections,
} from './timelineModel';

const NO_SELECTIONS: Selections = new Map();
const NO_CHECKS: ReadonlySet<string> = new Set();

/**
 * Pending orders, new screen (/pendentesNova, nova-tela-pedidos-pendentes): 7 lines per page, each with its
 * timeline; chosen days (one per line, kept across pages) are confirmed and sent with 'Agendar', then the page
 * loads again after 1 s (after the OK of the failure dialog when some could not be scheduled). Internal staff pick
 * the supplier first. Leaving with chosen days not sent asks first.
 */
export function CalendarioPage() {
  const translate = useTranslate();
  const snackbar = useSnackbar();
  const user = useSessionUser();
  const title = translate('pages.calendario.title');
  usePageTitle(title);
  const text = (key: string, vars?: Record<string, string | number>) => translate(`pages.calendario.${key}`, vars);

  const internalView = user.permissions.includes('filtro-fornecedor');
  const [supplier, setSupplier] = useState<number | undefined>();
  const [supplierAsked, setSupplierAsked] = useState<{ value: number | undefined } | null>(null);
  const personId = internalView ? supplier : Number(user.codigo);

  const [today] = useState(() => startOfDay(new Date()));
  const [page, setPage] = useState(0);
  const [generation, setGeneration] = useState(0);
  const [selections, setSelections] = useState<Selections>(NO_SELECTIONS);
  const [checked, setChecked] = useState<ReadonlySet<string>>(NO_CHECKS);
  const [question, setQuestion] = useState<CellQuestion | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [failures, setFailures] = useState<ScheduleFailure[]>([]);
  // Sent: the chosen days stay on screen, without the leave prompt, until the reload.
  const [sent, setSent] = useState(false);
  const reloadTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reloadTimer.current), []);

  const query = useCalendarPage(personId, page + 1, generation);
  const rows = query.data?.data ?? [];
  const schedule = useProviderMutation<PedidosProvider, 'schedule'>('pedidosPendentes', 'schedule');
  const busy = schedule.isPending || sent;
  const leavePrompt = useLeavePrompt(selections.size > 0 && !sent);

  const startOver = () => {
    setSelections(NO_SELECTIONS);
    setChecked(NO_CHECKS);
    setPage(0);
  };
  const reloadSoon = () => {
    clearTimeout(reloadTimer.current);
    reloadTimer.current = setTimeout(() => {
      startOver();
      setSent(false);
      setGeneration((value) => value + 1);
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
  const checkedRows = rows.filter((line) => checked.has(lineKey(line)));

  const send = () => {
    if (personId === undefined) return;
    schedule.mutate(
      { personId, datas: scheduleDates(selections) },
      {
        onSuccess: ({ message, failures: refused }) => {
          setConfirming(false);
          setSent(true);
          if (refused.length > 0) {
            setFailures(refused);
            return;
          }
          snackbar.success(message || text('schedule.done'));
          reloadSoon();
        },
        onError: (error) => {
          setConfirming(false);
          if (!endsSession(error)) snackbar.error(text('schedule.sendFailure'));
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

  const total = query.data?.total ?? 0;
  let content;
  if (personId === undefined) {
    content = <Alert severity="info">{text('selectSupplier')}</Alert>;
  } else if (query.isError && toldElsewhere(query.error)) {
    // A dead session: the shell says so and reloads; a failure panel beside it would say something else.
    content = null;
  } else if (query.isError) {
    content = (
      <Alert
        severity="error"
        data-testid="calendar-error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {translate('kit.error.retry')}
          </Button>
        }
      >
        {translate('app.errors.loadFailure')}
      </Alert>
    );
  } else if (query.isPending) {
    content = <Typography color="text.secondary">{translate('app.loading')}</Typography>;
  } else if (total === 0) {
    content = <Typography color="text.secondary">{text('empty')}</Typography>;
  } else {
    content = (
      <>
        <CellLegend />
        <BulkBar
          rows={rows.length}
          checked={checkedRows.length}
          disabled={busy}
          onCheckAll={(on) => setChecked(on ? new Set(rows.map(lineKey)) : NO_CHECKS)}
          onFirstForEach={() => applyBulk(firstAvailableForEach(checkedRows, today), 'skippedFirst')}
          onSameForAll={(day) => applyBulk(sameDayForAll(checkedRows, day, today), 'skippedSame')}
        />
        <Stack spacing={1.5} data-testid="calendar-lines">
          {rows.map((line) => (
            <OrderLineCard
              key={lineKey(line)}
              line={line}
              chosen={chosenDay(line)}
              checked={checked.has(lineKey(line))}
              today={today}
              disabled={busy}
              onCell={onCell}
              onCheck={onCheck}
            />
          ))}
        </Stack>
        <TablePagination
          component="div"
          count={total}
          page={page}
          rowsPerPage={CALENDAR_PAGE_SIZE}
          rowsPerPageOptions={[]}
          onPageChange={(_event, next) => {
            setPage(next);
            setChecked(NO_CHECKS);
          }}
          labelDisplayedRows={({ from, to, count }) => text('pageRange', { from, to, count })}
        />
      </>
    );
  }

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, pb: 12 }} data-testid="calendar-page">
      <Stack spacing={2}>
        <Typography component="h1" variant="h5">
          {title}
        </Typography>
        {internalView && (
          <Box sx={{ maxWidth: 480 }}>
            <SupplierAutocomplete
              value={supplier}
              disabled={busy}
              onChange={(value) => (selections.size > 0 ? setSupplierAsked({ value }) : changeSupplier(value))}
            />
          </Box>
        )}
        {query.isFetching && <LinearProgress aria-label={translate('app.loading')} />}
        {content}
      </Stack>

      {selections.size > 0 && !sent && (
        <Fab
          variant="extended"
          color="primary"
          title={text('schedule.count', { count: selections.size })}
          onClick={() => setConfirming(true)}
          sx={{ position: 'fixed', right: 24, bottom: 24, gap: 1 }}
        >
          <EventAvailableIcon aria-hidden />
          {text('schedule.button')}
        </Fab>
      )}

      <CellDialog
        question={question}
        lineHasChoice={question ? selections.has(lineKey(question.line)) : false}
        onChoose={(line, day) => {
          setSelections((before) => choose(before, line, day));
          setQuestion(null);
        }}
        onRemove={(line) => {
          setSelections((before) => unchoose(before, lineKey(line)));
          setQuestion(null);
        }}
        onClose={() => setQuestion(null)}
      />
      <ScheduleConfirmDialog
        open={confirming}
        selections={confirming ? orderedSelections(selections) : []}
        sending={schedule.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={send}
      />
      <ScheduleFailuresDialog
        failures={failures}
        onClose={() => {
          setFailures([]);
          reloadSoon();
        }}
      />
      <ConfirmDialog
        open={supplierAsked !== null}
        title={text('supplierChange.title')}
        text={text('supplierChange.text')}
        onCancel={() => setSupplierAsked(null)}
        onConfirm={() => changeSupplier(supplierAsked?.value)}
      />
      <ConfirmDialog open={leavePrompt.open} title={text('leave.title')} text={text('leave.text')} onCancel={leavePrompt.stay} onConfirm={leavePrompt.leave} />
    </Box>
  );
}
