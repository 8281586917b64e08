import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../../../i18n/format';
import type { OrderItem } from '../../../../types/api';
import type { ScheduleSummary } from '../../orderManagement';
import { ItemsTable } from '../schedules/ItemsTable';
import { itemKey, productColumns } from '../schedules/itemColumns';
import { useScheduleItems } from '../schedules/useScheduleItems';

export interface PendingItemsDialogProps {
  schedule: ScheduleSummary;
  personId: number;
  /** gerenciar-pedidos.recusa-confirmacao: rows may be chosen and confirmed or refused. */
  decide: boolean;
  sending: boolean;
  onConfirm: (items: OrderItem[]) => void;
  onRefuse: (items: OrderItem[]) => void;
  onClose: () => void;
}

/**
 * 'VER DETALHES DO PEDIDO' of a pending schedule: its items (GET /orders, statusSciaIs P) 4 per page, with product id,
 * numeric code, alpha id, name, colour and quantity; with recusa-confirmacao the chosen rows may be refused or
 * confirmed ('Recusar ( n ) todos itens pedido', 'Confirmar ( n ) todos itens pedido', enabled once rows are chosen).
 */
export function PendingItemsDialog({ schedule, personId, decide, sending, onConfirm, onRefuse, onClose }: PendingItemsDialogProps) {
  const translate = useTranslate();
  const text = (key: string, vars?: Record<string, string | number>) => translate(`pages.gerenciarPedidos.schedule.${key}`, vars);
  const titleId = useId();
  const [chosen, setChosen] = useState<Set<string>>(() => new Set());
  const { items, notFound, pending, failed } = useScheduleItems(personId, schedule, 'P');
  const selected = items.filter((item) => chosen.has(itemKey(item)));

  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{text('itemsTitle', { order: schedule.purchaseOrderId, date: formatDate(schedule.scheduleDate) })}</DialogTitle>
      <DialogContent>
        {pending && <LinearProgress />}
        {failed && <Alert severity="error">{text('itemsQueryFailure')}</Alert>}
        {notFound && <Alert severity="warning">{notFound}</Alert>}
        {items.length > 0 && (
          <ItemsTable
            rows={items}
            columns={productColumns<OrderItem>(text)}
            rowKey={itemKey}
            rowName={(item) => `${item.productId} - ${item.productName}`}
            selection={decide ? { keys: chosen, onChange: setChosen } : undefined}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={sending}>
          {text('close')}
        </Button>
        {decide && (
          <>
            <Button variant="outlined" color="error" disabled={selected.length === 0 || sending} onClick={() => onRefuse(selected)}>
              {translate('pages.gerenciarPedidos.pending.refuseItems', { count: selected.length })}
            </Button>
            <Button variant="contained" disabled={selected.length === 0 || sending} onClick={() => onConfirm(selected)}>
              {translate('pages.gerenciarPedidos.pending.confirmItems', { count: selected.length })}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
