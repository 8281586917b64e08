import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Pagination, useTranslate } from 'react-admin';
import { BulkBar } from './BulkBar';
import { CellLegend } from './CellLegend';
import { OrderLineCard } from './OrderLineCard';
import { ScheduleButton } from './ScheduleButton';
import { lineKey } from './timelineModel';
import type { CalendarioController } from './useCalendario';

const NO_PAGE_SIZES: number[] = [];

/** The page of lines (inside the calendar's list context): the legend, the bulk bar, the cards and the pager; else why none. */
export function CalendarLines({ calendar }: { calendar: CalendarioController }) {
  const translate = useTranslate();
  const { text, list, rows, checked } = calendar;
  // '1 - 7 de 24' (react-admin's pager says '1-7 de 24').
  const range = { labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) => text('pageRange', { from, to, count }) };
  if (calendar.personId === undefined) return <Alert severity="info">{text('selectSupplier')}</Alert>;
  // A dead session: the shell says so and reloads; a failure panel beside it would say something else.
  if (list.error && !calendar.failure) return null;
  if (list.error) {
    return (
      <Alert
        severity="error"
        data-testid="calendar-error"
        action={
          <Button color="inherit" size="small" onClick={() => void list.refetch()}>
            {translate('kit.error.retry')}
          </Button>
        }
      >
        {calendar.failure}
      </Alert>
    );
  }
  if (list.isPending) return <Typography color="text.secondary">{translate('app.loading')}</Typography>;
  if (calendar.total === 0) return <Typography color="text.secondary">{text('empty')}</Typography>;
  return (
    <>
      <CellLegend />
      <BulkBar
        rows={rows.length}
        checked={calendar.checkedRows.length}
        disabled={calendar.busy}
        onCheckAll={calendar.checkAll}
        onFirstForEach={calendar.firstForEach}
        onSameForAll={calendar.sameForAll}
        action={calendar.selections.size > 0 && !calendar.sent && <ScheduleButton count={calendar.selections.size} text={text} onClick={calendar.openConfirm} />}
      />
      <Stack spacing={1.5} data-testid="calendar-lines">
        {rows.map((line) => (
          <OrderLineCard
            key={lineKey(line)}
            line={line}
            chosen={calendar.chosenDay(line)}
            checked={checked.has(lineKey(line))}
            today={calendar.today}
            disabled={calendar.busy}
            onCell={calendar.onCell}
            onCheck={calendar.onCheck}
          />
        ))}
      </Stack>
      <Pagination rowsPerPageOptions={NO_PAGE_SIZES} {...range} />
    </>
  );
}
