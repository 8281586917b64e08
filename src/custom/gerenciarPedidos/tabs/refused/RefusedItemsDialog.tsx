import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../../../i18n/format';
import type { OrderItem } from '../../../../types/api';
import type { ScheduleSummary } from '../../orderManagement';
import { ItemsTable, type ItemColumn } from '../schedules/ItemsTable';
import { itemKey, productColumns } from '../schedules/itemColumns';
import { useScheduleItems } from '../schedules/useScheduleItems';

export interface RefusedItemsDialogProps {
  schedule: ScheduleSummary;
  personId: number;
  onClose: () => void;
}

/**
 * 'VER ITENS RECUSADOS': the refused items of a schedule (GET /orders, statusSciaIs R, 1000 rows) 4 per page, with
 * the suggested date, the reason, product id, numeric code, alpha, name and colour; every row reads 'Recusado'.
 */
export function RefusedItemsDialog({ schedule, personId, onClose }: RefusedItemsDialogProps) {
  const translate = useTranslate();
  const text = (key: string, vars?: Record<string, string | number>) => translate(`pages.gerenciarPedidos.${key}`, vars);
  const titleId = useId();
  const { items, notFound, pending, failed } = useScheduleItems(personId, schedule, 'R');
  const columns: ItemColumn<OrderItem>[] = [
    { key: 'suggestedDate', label: text('schedule.columns.suggestedDate'), value: (row) => formatDate(row.suggestedScheduleDate) },
    { key: 'reason', label: text('schedule.columns.reason'), value: (row) => row.rejectionReasonDescription },
    ...productColumns<OrderItem>((key) => text(`schedule.${key}`), false),
    { key: 'status', label: text('schedule.columns.status'), value: () => text('refused.status') },
  ];

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="lg">
      <DialogTitle id={titleId}>{text('refused.itemsTitle', { order: schedule.purchaseOrderId, date: formatDate(schedule.scheduleDate) })}</DialogTitle>
      <DialogContent>
        {pending && <LinearProgress />}
        {failed && <Alert severity="error">{text('schedule.itemsQueryFailure')}</Alert>}
        {notFound && <Alert severity="warning">{notFound}</Alert>}
        {items.length > 0 && <ItemsTable rows={items} columns={columns} rowKey={itemKey} rowName={(item) => `${item.productId} - ${item.productName}`} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text('schedule.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
