import type { OrderItem } from '../../../../types/api';
import type { ItemColumn } from './ItemsTable';

/** The item fields every schedule modal shows. */
export type ItemFields = Pick<OrderItem, 'productId' | 'numericCode' | 'alphaId' | 'productName' | 'colorAbbreviation' | 'scheduleQuantity'>;

/** Product id, numeric code, alpha id, product name and colour, then quantity unless left out (the refused modal). */
export function productColumns<T extends ItemFields>(text: (key: string) => string, withQuantity = true): ItemColumn<T>[] {
  const columns: ItemColumn<T>[] = [
    { key: 'productId', label: text('columns.productId'), value: (row) => row.productId },
    { key: 'numericCode', label: text('columns.numericCode'), value: (row) => row.numericCode },
    { key: 'alphaId', label: text('columns.alphaId'), value: (row) => row.alphaId },
    { key: 'productName', label: text('columns.productName'), value: (row) => row.productName },
    { key: 'color', label: text('columns.color'), value: (row) => row.colorAbbreviation },
  ];
  if (withQuantity) columns.push({ key: 'quantity', label: text('columns.quantity'), value: (row) => row.scheduleQuantity });
  return columns;
}

/** A row's key within one schedule: its product and delivery date (the order line). */
export const itemKey = (row: Pick<OrderItem, 'productId' | 'deliveryDate'>): string => `${row.productId}:${row.deliveryDate}`;
