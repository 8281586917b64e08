/**
 * A product of a scheduled delivery's invoices: the protocol detail's invoice list (order management) and the
 * receiving options' table show the same rows of the same call, so both areas read this one record.
 */
export interface ScheduledProduct {
  invoiceNumber: number;
  productName: string;
  unitValue: number;
  quantity: number;
  totalValue: number;
  discountValue: number;
  productId: number;
  purchaseOrderId: number;
  branchId: number;
  /** 'yyyy-MM-ddT00:00:00'. */
  deliveryDate: string;
  deliveredQuantity: number;
}
