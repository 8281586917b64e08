import { formatDate } from '../../../../i18n/format';
import type { OrderItem } from '../../../../types/api';

/**
 * The scheduling history of an order line (spec part 2, 2.3 and 2.7):
 * /historico-de-agendamento/detalhes/{purchaseOrderId}/{productId}/{deliveryDate as dd-MM-yyyy}/{branchId}.
 */
export function historyPath(line: Pick<OrderItem, 'purchaseOrderId' | 'productId' | 'deliveryDate' | 'branchId'>): string {
  const parts = [line.purchaseOrderId, line.productId, formatDate(line.deliveryDate).replace(/\//g, '-'), line.branchId];
  return `/historico-de-agendamento/detalhes/${parts.map((part) => encodeURIComponent(String(part))).join('/')}`;
}
