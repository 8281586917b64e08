import { db } from '../db/db';

/**
 * The retailer's warehouse receives a confirmed scheduled line whole: it becomes a completed delivery (status E,
 * tab 5) and leaves the confirmed schedules. Answers whether such a line was found.
 */
export function receiveDelivery(purchaseOrderId: number, productId: number): boolean {
  const line = db.tables.orderLines.find(
    (row) => row.purchaseOrderId === purchaseOrderId && row.productId === productId && row.stage === 'A' && row.status === 'C',
  );
  if (!line) return false;
  line.status = 'E';
  line.quantityDelivery = line.itemQuantity;
  line.quantityOutstanding = 0;
  line.outstandingAmount = 0;
  line.amountOutstandingVolume = 0;
  db.touch('orderLines');
  return true;
}
