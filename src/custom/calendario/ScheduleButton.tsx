import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import Button from '@mui/material/Button';
import type { CalendarioController } from './useCalendario';

export interface ScheduleButtonProps {
  /** Chosen days not yet sent. */
  count: number;
  text: CalendarioController['text'];
  onClick: () => void;
}

/** 'Agendar': shown once a day is chosen; opens the confirmation of every chosen day. */
export function ScheduleButton({ count, text, onClick }: ScheduleButtonProps) {
  return (
    <Button variant="contained" color="primary" title={text('schedule.count', { count })} startIcon={<EventAvailableIcon aria-hidden />} onClick={onClick}>
      {text('schedule.button')}
    </Button>
  );
}
