import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { CELL_COLORS } from './cellColors';
import { dayNumber, weekdayLabel, type CellType, type Day } from './timelineModel';

export interface TimelineCellProps {
  day: Day;
  type: CellType;
  /** The accessible name: the date and its state. */
  label: string;
  /** Type 3: the line's availability description, also shown on hover. */
  description?: string;
  disabled: boolean;
  onChoose: (day: Day, type: CellType) => void;
}

/** One day of a timeline: a button (Enter and Space choose it) coloured by its type. */
export const TimelineCell = memo(function TimelineCell({ day, type, label, description, disabled, onChoose }: TimelineCellProps) {
  const colors = CELL_COLORS[type];
  return (
    <ButtonBase
      aria-label={label}
      title={description}
      data-cell={type}
      disabled={disabled}
      onClick={() => onChoose(day, type)}
      sx={{
        flexDirection: 'column',
        minWidth: 0,
        minHeight: 52,
        py: 0.5,
        borderRadius: 1,
        border: 1,
        borderColor: colors.border,
        bgcolor: colors.background,
        color: colors.color,
        '&.Mui-focusVisible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {/* The weekday is drawn, not text: the cell's visible text (the day's number) stays within its name (the date). */}
      <Typography component="span" variant="caption" data-weekday={weekdayLabel(day)} sx={{ lineHeight: 1.2, '&::before': { content: 'attr(data-weekday)' } }} />
      <Typography component="span" sx={{ fontWeight: type === 4 ? 700 : 500, lineHeight: 1.3 }}>
        {dayNumber(day)}
      </Typography>
    </ButtonBase>
  );
});
