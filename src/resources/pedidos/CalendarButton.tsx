import EventIcon from '@mui/icons-material/Event';
import IconButton from '@mui/material/IconButton';
import { useTranslate } from 'react-admin';
import { icsBlob } from '../../kit/calendar/icsFile';
import { downloadBlob } from '../../kit/files/downloadBlob';
import type { Branch } from '../../types/api';
import { calendarFileName, deliveryEvent, type OrderLine } from './orderLineRules';

/** 'Adicionar ao calendário': the scheduled delivery as an .ics file (one all-day event at the branch's address). */
export function CalendarButton({ line, branches }: { line: OrderLine; branches: readonly Branch[] }) {
  const translate = useTranslate();
  const label = translate('resources.pedidosAgendados.actions.calendarOf', { order: line.purchaseOrderId, product: line.productName });
  const download = () => {
    const branch = branches.find((item) => item.branchId === line.branchId);
    downloadBlob(icsBlob([deliveryEvent(line, branch)]), calendarFileName(line));
  };
  return (
    <IconButton size="small" onClick={download} aria-label={label} title={translate('resources.pedidosAgendados.actions.calendar')}>
      <EventIcon fontSize="small" />
    </IconButton>
  );
}
