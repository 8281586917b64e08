import type { Branch, DiscountOption, PaymentOptionBody, ProtocolInvoiceItem, ReceivingOptionItem } from '../../types/api';
import type { CustomMethod } from '../../types/providerMethods';

/**
 * The receiving (payment) options area's domain module: the records its screens and provider share and the
 * provider's methods beyond the list (spec part 2, sections 2.3, 2.4, 4 and 7). No React, no screen.
 */
export type { DiscountOption, PaymentOptionBody, ProtocolInvoiceItem, ReceivingOptionItem };

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
  discounts: CustomMethod<{ personId: number }, DiscountOption[]>;
  /** One item's option (one PUT). */
  changeOption: CustomMethod<PaymentOptionBody, unknown>;
  /** The scheduled products of one protocol's delivery. */
  deliveryItems: CustomMethod<DeliveryQuery, ProtocolInvoiceItem[]>;
  /** The payment codes of the supplier's protocols on `day` (DD/MM/YYYY) at `branchId`. */
  protocolDayCodes: CustomMethod<{ personId: number; day: string; branchId: number }, number[]>;
  /** The payment codes of the supplier's receiving items delivered on `day` (yyyy-MM-dd). */
  itemDayCodes: CustomMethod<{ personId: number; day: string }, number[]>;
}

/** The delivery branches, read from the scheduled orders' provider (GET /orders/branches). */
export interface BranchMethods {
  branches: CustomMethod<Record<string, never>, Branch[]>;
}
