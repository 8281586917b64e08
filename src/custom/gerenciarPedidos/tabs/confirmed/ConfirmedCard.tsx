import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useTranslate } from 'react-admin';
import type { ConfirmedSchedule } from '../../orderManagement';
import { ScheduleCard } from '../schedules/ScheduleCard';

export interface ConfirmedCardProps {
  schedule: ConfirmedSchedule;
  /** gerenciar-pedidos.recusa-confirmacao: the card offers SUGERIR NOVA DATA DE ENTREGA. */
  decide: boolean;
  /** The date is still ahead; otherwise the suggestion is disabled, with the spec's tooltip. */
  ahead: boolean;
  sending: boolean;
  onDetails: () => void;
  onSuggest: () => void;
}

/** A confirmed schedule: order, date, branch and number of items, its details and the new-date suggestion. */
export function ConfirmedCard({ schedule, decide, ahead, sending, onDetails, onSuggest }: ConfirmedCardProps) {
  const translate = useTranslate();
  const text = (key: string, vars?: Record<string, string | number>) => translate(`pages.gerenciarPedidos.${key}`, vars);
  return (
    <ScheduleCard
      purchaseOrderId={schedule.purchaseOrderId}
      scheduleDate={schedule.scheduleDate}
      branch={`${schedule.branchId} - ${schedule.branchName}`}
      facts={[[text('confirmed.items'), text('confirmed.itemCount', { smart_count: schedule.items.length })]]}
      actions={
        <>
          <Button variant="contained" size="small" onClick={onDetails}>
            {text('schedule.details')}
          </Button>
          {decide && (
            <Tooltip title={ahead ? '' : text('confirmed.suggestBlocked')}>
              <span>
                <Button variant="outlined" size="small" disabled={!ahead || sending} onClick={onSuggest}>
                  {text('confirmed.suggest')}
                </Button>
              </span>
            </Tooltip>
          )}
        </>
      }
    />
  );
}
