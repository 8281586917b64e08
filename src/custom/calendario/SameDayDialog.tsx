import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { isValid } from 'date-fns';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { DateField } from '../../kit/dates/DateField';
import { dayOf, type Day } from './timelineModel';

export interface SameDayDialogProps {
  open: boolean;
  onCancel: () => void;
  onApply: (day: Day) => void;
}

/** 'Mesma data para todos': one day, picked with the portal's date picker, for every checked line. */
export function SameDayDialog({ open, onCancel, onApply }: SameDayDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const [date, setDate] = useState<Date | null>(null);
  const valid = date !== null && isValid(date);
  const text = (key: string) => translate(`pages.calendario.bulk.${key}`);
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{text('sameTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{text('sameText')}</DialogContentText>
        <DateField
          label={text('date')}
          name="sameDay"
          value={date}
          onChange={setDate}
          error={date !== null && !valid ? translate('kit.filters.invalidDate') : undefined}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{text('cancel')}</Button>
        <Button variant="contained" disabled={!valid} onClick={() => date && onApply(dayOf(date))}>
          {text('apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
