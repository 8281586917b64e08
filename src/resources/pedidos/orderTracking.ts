import { remoteLog } from '../../dataProviders/remoteLog';
import { translate } from '../../i18n/translate';
import type { PendingOrderLine } from '../../types/api';
import { deliveryDateText } from './orderLineRules';

export type OrderClick = 'pdfPt' | 'pdfEn' | 'file' | 'cancel';

/** The info line an order click writes to the server log: which order, product and supplier, and what was done. */
export function orderClickLine(click: OrderClick, line: PendingOrderLine): string {
  return translate(`resources.pedidosAgendados.lines.${click}`, {
    order: line.purchaseOrderId,
    productId: line.productId,
    product: line.productName,
    personId: line.personId,
    date: deliveryDateText(line),
  });
}

/** Spec part 2, 2.2: "Clicking an order is tracked" (fire-and-forget, never in the way of the click). */
export function trackOrderClick(click: OrderClick, line: PendingOrderLine): void {
  remoteLog(orderClickLine(click, line), 'I');
}
