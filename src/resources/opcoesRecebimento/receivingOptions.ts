import type { Branch, YesNo } from '../../types/api';
import type { CustomMethod } from '../../types/providerMethods';
import type { ScheduledProduct } from '../../types/scheduledProducts';

/**
 * The receiving (payment) options area's domain module: the records its screens and provider share and the
 * provider's methods beyond the list (spec part 2, sections 2.3, 2.4, 4 and 7). No React, no screen.
 */

/** A payment (receiving) option released to a supplier: paid termDays after delivery, advanceDiscount % off; standard is the supplier's default term. */
export interface PaymentOption {
  paymentCode: number;
  termDays: number;
  advanceDiscount: number;
  standard: boolean;
}

/** An order item of the receiving-options screen (its 26 columns); dates with a time part. */
export interface ReceivingItem {
  purchaseOrderId: number;
  branchId: number;
  deliveryDate: string;
  productId: number;
  productName: string;
  issueDate: string;
  expectedDeliveryDate: string;
  quantity: number;
  deliveredQuantity: number;
  returnedQuantity: number;
  cancelledQuantity: number;
  unitValue: number;
  ipiPercent: number;
  ipiValue: number;
  discountValue: number;
  discountPercent: number;
  netValue: number;
  orderTypeName: string;
  termDays: number;
  paymentCode: number;
  deliveryBranchId: number;
  orderType: string;
  anticipationRequestDate: string | null;
  anticipated: YesNo;
  supplierId: number;
  supplierName: string;
}

/** One item's option change (deliveryDate DD/MM/YYYY; deliveredQuantity only from the receiving-options screen; paymentCode 0 cancels the anticipation). */
export interface PaymentOptionChange {
  personId: number;
  purchaseOrderId: number;
  branchId: number;
  productId: number;
  deliveryDate: string;
  deliveredQuantity?: number;
  paymentCode: number;
}

/** One protocol's delivery, whose scheduled products the change screen shows. */
export interface DeliveryQuery {
  personId: number;
  /** The protocol's day as the calls send it (DD/MM/YYYY). */
  day: string;
  paymentCode: number;
  branchId: number;
}

/** The methods of the opcoesRecebimento provider beyond getList. */
export interface ReceivingOptionMethods {
  /** The options released to the supplier (a 406 reads as none). */
  discounts: CustomMethod<{ personId: number }, PaymentOption[]>;
  /** One item's option (one PUT). */
  changeOption: CustomMethod<PaymentOptionChange, unknown>;
  /** The scheduled products of one protocol's delivery. */
  deliveryItems: CustomMethod<DeliveryQuery, ScheduledProduct[]>;
  /** The payment codes of the supplier's protocols on `day` (DD/MM/YYYY) at `branchId`. */
  protocolDayCodes: CustomMethod<{ personId: number; day: string; branchId: number }, number[]>;
  /** The payment codes of the supplier's receiving items delivered on `day` (yyyy-MM-dd). */
  itemDayCodes: CustomMethod<{ personId: number; day: string }, number[]>;
}

/** The delivery branches, read from the scheduled orders' provider (GET /orders/branches). */
export interface BranchMethods {
  branches: CustomMethod<Record<string, never>, Branch[]>;
}
