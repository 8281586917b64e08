import { addDays, startOfDay } from 'date-fns';
import { db } from '../db/db';
import { serverDateTime } from '../pedidos/dates';

/**
 * The retailer issues `count` new purchase orders of one line each to a supplier, waiting for a date (as its other
 * waiting lines, with new order, product and numeric-code numbers): a supplier with more products than the seed's.
 */
export function issueOrders(personId: string, count: number): void {
  const lines = db.tables.orderLines;
  const template = lines.find((line) => String(line.personId) === personId && line.stage === 'N');
  if (!template) return;
  const most = (pick: (line: (typeof lines)[number]) => number) => lines.reduce((top, line) => Math.max(top, pick(line)), 0);
  const order = most((line) => line.purchaseOrderId);
  const product = most((line) => line.productId);
  const numeric = most((line) => line.numericCode);
  const today = startOfDay(new Date());
  for (let i = 1; i <= count; i += 1) {
    lines.push({
      ...template,
      purchaseOrderId: order + i,
      productId: product + i,
      numericCode: numeric + i,
      issueDate: serverDateTime(addDays(today, -1)),
      deliveryDateOrigin: serverDateTime(addDays(today, 20)),
      expectedDeliveryDate: serverDateTime(addDays(today, 20)),
      deliveryDate: serverDateTime(addDays(today, 20)),
    });
  }
  db.touch('orderLines');
}
