import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { memo, useCallback, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { PendingOrderLine } from '../../types/api';
import { TimelineCell } from './TimelineCell';
import {
  canStep,
  dayOf,
  displayDay,
  monthSpans,
  openingViewport,
  scrollWindow,
  stepShowing,
  STEP_ANIMATION_MS,
  timelineCells,
  viewportAt,
  viewportDays,
  type CellType,
  type Day,
  type LineCalendar,
} from './timelineModel';

const slideFromRight = keyframes`from { transform: translateX(100%); } to { transform: translateX(0); }`;
const slideFromLeft = keyframes`from { transform: translateX(-100%); } to { transform: translateX(0); }`;

const CELL_NAME: Record<CellType, string> = {
  1: 'pages.calendario.timeline.available',
  2: 'pages.calendario.timeline.unavailable',
  3: 'pages.calendario.timeline.noAvailability',
  4: 'pages.calendario.timeline.chosen',
};

export interface TimelineProps {
  line: PendingOrderLine;
  calendar: LineCalendar;
  chosen: Day | undefined;
  /** Start of today; the same Date for the whole page. */
  today: Date;
  disabled: boolean;
  onCell: (line: PendingOrderLine, day: Day, type: CellType) => void;
}

/**
 * A line's horizontal calendar: month names over the days, Previous and Next. Its position is its own (a step is
 * the viewport's length, at most 3 each way); only the viewport's days are rendered, sliding in over 250 ms.
 */
export const Timeline = memo(function Timeline({ line, calendar, chosen, today, disabled, onCell }: TimelineProps) {
  const translate = useTranslate();
  const bounds = useMemo(() => scrollWindow(today), [today]);
  const opening = useMemo(() => openingViewport(calendar, today), [calendar, today]);
  const [step, setStep] = useState(0);
  const [direction, setDirection] = useState<-1 | 0 | 1>(0);
  const viewport = viewportAt(opening, step, bounds);

  // A day chosen from outside the timeline (the bulk choices) is brought into view.
  const [revealed, setRevealed] = useState(chosen);
  if (chosen !== revealed) {
    setRevealed(chosen);
    const target = chosen === undefined || viewportDays(viewport).includes(chosen) ? null : stepShowing(chosen, opening, bounds);
    if (target !== null) {
      setDirection(target > step ? 1 : -1);
      setStep(target);
    }
  }

  const todayDay = dayOf(today);
  const { start, length } = viewport;
  const cells = useMemo(() => timelineCells({ start, length }, calendar, chosen, todayDay), [start, length, calendar, chosen, todayDay]);
  const months = useMemo(() => monthSpans(cells.map((cell) => cell.day)), [cells]);
  const onChoose = useCallback((day: Day, type: CellType) => onCell(line, day, type), [line, onCell]);
  const move = (by: -1 | 1) => {
    setDirection(by);
    setStep((current) => current + by);
  };
  const hasNoAvailability = cells.some((cell) => cell.type === 3);
  const names = { order: line.purchaseOrderId, product: line.productId };

  return (
    <Box role="group" aria-label={translate('pages.calendario.timeline.label', names)}>
      <Box
        sx={{
          display: 'grid',
          alignItems: 'center',
          gap: 1,
          // On a phone the buttons share a row above the days, which then take the whole width.
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'auto minmax(0, 1fr) auto' },
        }}
      >
        <Button
          size="small"
          startIcon={<ChevronLeftIcon />}
          disabled={!canStep(opening, step, -1, bounds)}
          onClick={() => move(-1)}
          sx={{ justifySelf: 'start', order: 1 }}
        >
          {translate('pages.calendario.timeline.previous')}
        </Button>
        <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, order: { xs: 3, sm: 2 }, minWidth: 0, overflowX: 'auto', overflowY: 'hidden' }}>
          <Box
            key={start}
            data-testid="timeline-days"
            sx={{
              display: 'grid',
              gridTemplateColumns: `repeat(${length}, minmax(34px, 1fr))`,
              gap: 0.5,
              animation: direction === 0 ? 'none' : `${direction > 0 ? slideFromRight : slideFromLeft} ${STEP_ANIMATION_MS}ms ease-out`,
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }}
          >
            {months.map((month) => (
              <Typography key={month.month} variant="caption" noWrap sx={{ gridColumn: `span ${month.days}`, fontWeight: 600 }}>
                {month.label}
              </Typography>
            ))}
            {cells.map((cell) => (
              <TimelineCell
                key={cell.day}
                day={cell.day}
                type={cell.type}
                label={translate(CELL_NAME[cell.type], { date: displayDay(cell.day), description: calendar.description })}
                description={cell.type === 3 ? calendar.description : undefined}
                disabled={disabled}
                onChoose={onChoose}
              />
            ))}
          </Box>
        </Box>
        <Button
          size="small"
          endIcon={<ChevronRightIcon />}
          disabled={!canStep(opening, step, 1, bounds)}
          onClick={() => move(1)}
          sx={{ justifySelf: 'end', order: { xs: 2, sm: 3 } }}
        >
          {translate('pages.calendario.timeline.next')}
        </Button>
      </Box>
      {hasNoAvailability && (
        <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
          {translate('pages.calendario.timeline.description', { description: calendar.description })}
        </Typography>
      )}
    </Box>
  );
});
