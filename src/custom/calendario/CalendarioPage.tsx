import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ListContextProvider, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../kit/dialogs/ConfirmDialog';
import { SupplierAutocomplete } from '../../kit/filters/SupplierAutocomplete';
import { usePageTitle } from '../../kit/page/usePageTitle';
import { CalendarLines } from './CalendarLines';
import { CellDialog } from './CellDialog';
import { ScheduleConfirmDialog } from './ScheduleConfirmDialog';
import { ScheduleFailuresDialog } from './ScheduleFailuresDialog';
import { lineKey, orderedSelections } from './timelineModel';
import { useCalendario } from './useCalendario';

/**
 * Pending orders, new screen (/pendentesNova, nova-tela-pedidos-pendentes): 7 lines per page, each with its
 * timeline; chosen days (one per line, kept across pages) are confirmed and sent with 'Agendar' (in the sticky bulk
 * bar, so it floats with the page and covers no line), then the page loads again after 1 s (after the OK of the
 * failure dialog when some could not be scheduled). Internal staff pick the supplier first. Leaving with chosen days
 * not sent asks first. State and calls: useCalendario.
 */
export function CalendarioPage() {
  const translate = useTranslate();
  const calendar = useCalendario();
  const { text, selections, question, leavePrompt } = calendar;
  const title = text('title');
  usePageTitle(title);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="calendar-page">
      <Stack spacing={2}>
        <Typography component="h1" variant="h5">
          {title}
        </Typography>
        {calendar.internalView && (
          <Box sx={{ maxWidth: 480 }}>
            <SupplierAutocomplete value={calendar.supplier} disabled={calendar.busy} onChange={calendar.pickSupplier} />
          </Box>
        )}
        {calendar.list.isFetching && <LinearProgress aria-label={translate('app.loading')} />}
        <ListContextProvider value={calendar.list}>
          <CalendarLines calendar={calendar} />
        </ListContextProvider>
      </Stack>

      <CellDialog
        question={question}
        lineHasChoice={question ? selections.has(lineKey(question.line)) : false}
        onChoose={calendar.choose}
        onRemove={calendar.remove}
        onClose={calendar.closeQuestion}
      />
      <ScheduleConfirmDialog
        open={calendar.confirming}
        selections={calendar.confirming ? orderedSelections(selections) : []}
        sending={calendar.sending}
        onCancel={calendar.closeConfirm}
        onConfirm={calendar.send}
      />
      <ScheduleFailuresDialog refusals={calendar.refusals} onClose={calendar.closeRefusals} />
      <ConfirmDialog
        open={calendar.supplierAsked !== null}
        title={text('supplierChange.title')}
        text={text('supplierChange.text')}
        onCancel={calendar.keepSupplier}
        onConfirm={calendar.confirmSupplier}
      />
      <ConfirmDialog open={leavePrompt.open} title={text('leave.title')} text={text('leave.text')} onCancel={leavePrompt.stay} onConfirm={leavePrompt.leave} />
    </Box>
  );
}
