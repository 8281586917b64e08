import { useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../kit/dialogs/ConfirmDialog';
import { MessageDialog } from '../../kit/dialogs/MessageDialog';
import type { PendingOrderLine } from '../../types/api';
import { clickOutcome, displayDay, lineCalendar, type CellType, type Day } from './timelineModel';

/** The cell a click asks about. */
export interface CellQuestion {
  line: PendingOrderLine;
  day: Day;
  type: CellType;
}

export interface CellDialogProps {
  question: CellQuestion | null;
  /** The line already has a chosen day (the question is then 'trocar'). */
  lineHasChoice: boolean;
  onChoose: (line: PendingOrderLine, day: Day) => void;
  onRemove: (line: PendingOrderLine) => void;
  onClose: () => void;
}

/** What a click on a cell asks (spec part 2, section 4): mark, change, remove, or why the day cannot be taken. */
export function CellDialog({ question, lineHasChoice, onChoose, onRemove, onClose }: CellDialogProps) {
  const translate = useTranslate();
  if (!question) return null;
  const { line, day, type } = question;
  const date = displayDay(day);
  const outcome = clickOutcome(type, lineHasChoice);
  if (outcome === 'unavailable' || outcome === 'describe') {
    return (
      <MessageDialog
        open
        title={translate(outcome === 'unavailable' ? 'pages.calendario.cell.unavailableTitle' : 'pages.calendario.cell.noAvailabilityTitle')}
        text={outcome === 'unavailable' ? translate('pages.calendario.cell.unavailable') : lineCalendar(line).description}
        onClose={onClose}
      />
    );
  }
  if (outcome === 'remove') {
    return (
      <ConfirmDialog
        open
        title={translate('pages.calendario.cell.removeTitle')}
        text={translate('pages.calendario.cell.remove')}
        color="error"
        onCancel={onClose}
        onConfirm={() => onRemove(line)}
      />
    );
  }
  return (
    <ConfirmDialog
      open
      title={translate('pages.calendario.cell.chooseTitle')}
      text={translate(outcome === 'change' ? 'pages.calendario.cell.change' : 'pages.calendario.cell.mark', { date })}
      onCancel={onClose}
      onConfirm={() => onChoose(line, day)}
    />
  );
}
