import type { CustomMethod } from '../../../../types/providerMethods';
import type { CompletedFilters } from '../../orderManagement';

/** The completed deliveries' domain (spec part 2, section 5), in the app's own names (docs/glossary.md). Pure types. */

/** A day with completed deliveries. */
export interface DeliveryDay {
  id: string;
  /** 'yyyy-MM-ddT00:00:00'. */
  deliveryDate: string;
}

/** An item delivered on one day. */
export interface DeliveredItem {
  productName: string;
  purchaseOrderId: number;
  productId: number;
  branchName: string;
  deliveredQuantity: number;
  numericCode: number;
  /** The order's issue date, 'yyyy-MM-ddT00:00:00'. */
  issueDate: string;
}

/** The completed-deliveries tab's provider method (resource ORDER_MANAGEMENT); the days are ORDER_LISTS.deliveryDates. */
export interface CompletedDeliveryMethods {
  completedItems: CustomMethod<{ personId: number; day: Date; filters: CompletedFilters }, DeliveredItem[]>;
}
