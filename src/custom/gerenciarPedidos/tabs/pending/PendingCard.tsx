import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../../../i18n/format';
import type { ScheduleSummary } from '../../orderManagement';
import { ScheduleCard } from '../schedules/ScheduleCard';

export interface PendingCardProps {
  schedule: ScheduleSummary;
  /** The card's checkbox (gerenciar-pedidos.recusa-confirmacao only). */
  selection?: { checked: boolean; onChange: (checked: boolean) => void; disabled: boolean };
  onDetails: () => void;
}

/**
 * A schedule pending confirmation: order, schedule date, branch, expected date; the confirmation deadline
 * (0 expired, else the days left) and that the date was changed, when it was.
 */
export function PendingCard({ schedule, selection, onDetails }: PendingCardProps) {
  const translate = useTranslate();
  const text = (key: string, vars?: Record<string, string | number>) => translate(`pages.gerenciarPedidos.${key}`, vars);
  const days = schedule.daysToConfirm;
  const date = formatDate(schedule.scheduleDate);

  return (
    <ScheduleCard
      purchaseOrderId={schedule.purchaseOrderId}
      scheduleDate={schedule.scheduleDate}
      branch={`${schedule.branchId} - ${schedule.branchName}`}
      facts={[[text('schedule.expectedDate'), formatDate(schedule.expectedDeliveryDate)]]}
      selection={selection && { ...selection, label: text('pending.selectSchedule', { order: schedule.purchaseOrderId, date }) }}
      notes={
        <>
          {days <= 0 ? (
            <Alert severity="error">{text('pending.expired')}</Alert>
          ) : (
            <Alert severity="warning">{text('pending.expires', { smart_count: days })}</Alert>
          )}
          {schedule.scheduleChanged && <Alert severity="info">{text('pending.changed')}</Alert>}
        </>
      }
      actions={
        <Button variant="contained" size="small" onClick={onDetails}>
          {text('schedule.details')}
        </Button>
      }
    />
  );
}
