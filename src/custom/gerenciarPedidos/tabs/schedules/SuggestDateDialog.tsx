import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../../../i18n/format';
import { firstSuggestionDay } from './scheduleFilters';

export interface SuggestDateDialogProps {
  /** The button's text: CONTINUAR when a step follows, ENVIAR when this step sends. */
  action: string;
  loading: boolean;
  onCancel: () => void;
  onChoose: (date: Date) => void;
}

/** 'SUGESTÃO DE NOVA DATA DE ENTREGA': a calendar from tomorrow on (spec part 2, sections 5 and 9). */
export function SuggestDateDialog({ action, loading, onCancel, onChoose }: SuggestDateDialogProps) {
  const translate = useTranslate();
  const text = (key: string, vars?: Record<string, string>) => translate(`pages.gerenciarPedidos.schedule.${key}`, vars);
  const titleId = useId();
  const [minimum] = useState(() => firstSuggestionDay());
  const [date, setDate] = useState<Date | null>(null);

  return (
    <Dialog open onClose={loading ? undefined : onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{text('dateTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text('dateText')}</DialogContentText>
        <DateCalendar value={date} minDate={minimum} onChange={(day: Date | null) => setDate(day)} disabled={loading} />
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
