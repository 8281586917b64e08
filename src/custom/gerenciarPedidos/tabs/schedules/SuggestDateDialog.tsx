import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { parseISO } from 'date-fns';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { dayOf } from '../../../calendario/timelineModel';
import { formatDate } from '../../../../i18n/format';
import { firstSuggestionDay } from './scheduleFilters';
import { useReceivableDays } from './useReceivableDays';

export interface SuggestDateDialogProps {
  /** The branches the refused schedules are delivered to: only the days all of them can receive are offered. */
  branchIds: readonly number[];
  /** The button's text: CONTINUAR when a step follows, ENVIAR when this step sends. */
  action: string;
  loading: boolean;
  onCancel: () => void;
  onChoose: (date: Date) => void;
}

/**
 * 'SUGESTÃO DE NOVA DATA DE ENTREGA': a calendar from tomorrow on (spec part 2, sections 5 and 9) where only the days
 * the branch can receive are open, as on the scheduling calendar (no weekends, blocked or full days).
 */
export function SuggestDateDialog({ branchIds, action, loading, onCancel, onChoose }: SuggestDateDialogProps) {
  const translate = useTranslate();
  const text = (key: string, vars?: Record<string, string>) => translate(`pages.gerenciarPedidos.schedule.${key}`, vars);
  const titleId = useId();
  const [minimum] = useState(() => firstSuggestionDay());
  const [date, setDate] = useState<Date | null>(null);
  const receivable = useReceivableDays(branchIds);
  const days = receivable.data;
  const first = days?.[0];
  const last = days?.[days.length - 1];

  return (
    <Dialog open onClose={loading ? undefined : onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{text('dateTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text('dateText')}</DialogContentText>
        {receivable.isPending && <LinearProgress aria-label={text('receivingDaysLoading')} />}
        {receivable.isError && <Alert severity="error">{text('receivingDaysFailure')}</Alert>}
        {days && days.length === 0 && <Alert severity="warning">{text('noReceivingDays')}</Alert>}
        {/* referenceDate is read on mount only: mounted again once the days arrive, it opens on the first day offered. */}
        <DateCalendar
          key={first ?? ''}
          value={date}
          minDate={first ? parseISO(first) : minimum}
          maxDate={last ? parseISO(last) : undefined}
          referenceDate={first ? parseISO(first) : minimum}
          shouldDisableDate={(day: Date) => !days?.includes(dayOf(day))}
          onChange={(day: Date | null) => setDate(day)}
          disabled={loading || !days}
        />
        <Typography role="status" align="center">
          {date ? text('chosenDate', { date: formatDate(date) }) : ''}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={loading}>
          {text('cancel')}
        </Button>
        <Button variant="contained" disabled={!date || loading} onClick={() => date && onChoose(date)}>
          {action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
