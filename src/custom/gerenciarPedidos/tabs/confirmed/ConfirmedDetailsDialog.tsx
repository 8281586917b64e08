import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { ConfirmedSchedule } from '../../orderManagement';
import { formatDate } from '../../../../i18n/format';
import type { ScheduledOrderItem } from '../../../../types/api';
import { ItemsTable, type ItemColumn } from '../schedules/ItemsTable';
import { itemKey, productColumns } from '../schedules/itemColumns';

export interface ConfirmedDetailsDialogProps {
  schedule: ConfirmedSchedule;
  /** gerenciar-pedidos.recusa-confirmacao: rows may be chosen (while the date is ahead) and get a new date. */
  decide: boolean;
  /** The schedule's day is still ahead (after today). */
  ahead: boolean;
  sending: boolean;
  onSuggest: (items: ScheduledOrderItem[]) => void;
  onClose: () => void;
  /** Slot for the label download of the chosen rows (spec part 2, 2.9: labels are offered from this table). */
  labelActions?: (items: ScheduledOrderItem[]) => ReactNode;
}

/**
 * 'VER DETALHES DO PEDIDO' of a confirmed schedule: its items 4 per page, each 'Confirmado'; with recusa-confirmacao a
 * selection column (only while the date is ahead) and the suggestion of a new date for the chosen items.
 */
export function ConfirmedDetailsDialog({ schedule, decide, ahead, sending, onSuggest, onClose, labelActions }: ConfirmedDetailsDialogProps) {
  const translate = useTranslate();
  const text = (key: string, vars?: Record<string, string | number>) => translate(`pages.gerenciarPedidos.${key}`, vars);
  const titleId = useId();
  const [chosen, setChosen] = useState<Set<string>>(() => new Set());
  const selected = schedule.items.filter((item) => chosen.has(itemKey(item)));
  const columns: ItemColumn<ScheduledOrderItem>[] = [
    ...productColumns<ScheduledOrderItem>((key) => text(`schedule.${key}`)),
    { key: 'status', label: text('schedule.columns.status'), value: () => text('confirmed.status') },
  ];

  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{text('schedule.itemsTitle', { order: schedule.purchaseOrderId, date: formatDate(schedule.scheduleDate) })}</DialogTitle>
      <DialogContent>
        <ItemsTable
          rows={schedule.items}
          columns={columns}
          rowKey={itemKey}
          rowName={(item) => `${item.productId} - ${item.productName}`}
          selection={decide && ahead ? { keys: chosen, onChange: setChosen } : undefined}
        />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {labelActions && <Box sx={{ mr: 'auto' }}>{labelActions(selected)}</Box>}
        <Button onClick={onClose} disabled={sending}>
          {text('schedule.close')}
        </Button>
        {decide && (
          <Tooltip title={ahead ? '' : text('confirmed.suggestBlocked')}>
            <span>
              <Button variant="contained" disabled={!ahead || selected.length === 0 || sending} onClick={() => onSuggest(selected)}>
                {text('confirmed.suggestItems', { count: selected.length })}
              </Button>
            </span>
          </Tooltip>
        )}
      </DialogActions>
    </Dialog>
  );
}
