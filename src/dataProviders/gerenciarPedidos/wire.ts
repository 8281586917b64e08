import type { ScheduleSummary } from '../../custom/gerenciarPedidos/orderManagement';
import type { YesNo } from '../../types/api';

/**
 * Order management's wire shapes (orders API) that differ from its domain records, and their mapping. The other
 * order-management answers already come in the domain's names (purchaseOrderId, branchId, …).
 */

/** A pending or refused schedule as GET /orders/schedules answers it (tabs 1 and 3). */
export interface ScheduleSummaryWire {
  purchaseOrderId: number;
  scheduleDate: string;
  branchDeliveryId: number;
  branchName: string;
  branchId: number;
  expectedDeliveryDate: string;
  totalRows: number;
  /** 'S' when the retailer changed the date of this schedule. */
  IN_ALTEROU_AGENDA: YesNo;
  /** Days left to confirm (0: expired). */
  QT_DIAS_PRAZO: number;
}

/** A schedule in the domain's names: the date-changed flag as a boolean, the days left as a number (0 when unreadable). */
export const scheduleSummaryOf = ({ totalRows: _totalRows, IN_ALTEROU_AGENDA, QT_DIAS_PRAZO, ...rest }: ScheduleSummaryWire): ScheduleSummary => ({
  ...rest,
  scheduleChanged: IN_ALTEROU_AGENDA === 'S',
  daysToConfirm: Number(QT_DIAS_PRAZO) || 0,
});
