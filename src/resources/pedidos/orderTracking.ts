import { useCallback } from 'react';
import { translate } from '../../i18n/translate';
import { useCustomMethods } from '../../kit/data/useCustomMethods';
import type { PendingOrderLine } from '../../types/api';
import { deliveryDateText } from './orderLineRules';
import { ORDER_CALLS_RESOURCE, type PedidosMethods } from './orderLines';

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

/**
 * Spec part 2, 2.2: "Clicking an order is tracked" (fire-and-forget, never in the way of the click): the provider's
 * trackClick writes the line to the server log.
 */
export function useTrackOrderClick(): (click: OrderClick, line: PendingOrderLine) => void {
  const dataProvider = useCustomMethods<PedidosMethods>();
  return useCallback(
    (click, line) => {
      void dataProvider.trackClick(ORDER_CALLS_RESOURCE, { line: orderClickLine(click, line) }).catch(() => undefined);
    },
    [dataProvider],
  );
}
