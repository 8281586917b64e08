import type { CustomMethod } from '../../../../types/providerMethods';
import type { ScheduledProduct } from '../../../../types/scheduledProducts';

/**
 * The scheduling protocols' domain (spec part 2, section 4): the records the protocols tab, its rules and its provider
 * share, in the app's own names (docs/glossary.md). Pure types: no React, no screen, so the provider may import it.
 */

/** A scheduling protocol: the supplier's deliveries of one day at one branch under one payment option. */
export interface Protocol {
  id: string;
  /** 'yyyy-MM-ddT00:00:00'. */
  scheduleDate: string;
  paymentCode: number;
  /** The payment term in days, as the server writes it ('28'). */
  paymentDays: string;
  branchId: number;
  branchName: string;
  /** C confirmed, E delivered. */
  status: 'C' | 'E';
}

/** What names one protocol in its detail and invoice calls. */
export type ProtocolRef = Pick<Protocol, 'scheduleDate' | 'paymentCode' | 'branchId'> & { personId: number };

/** A product line of a protocol ('Detalhes do Pedido'). */
export interface ProtocolProduct {
  purchaseOrderId: number;
  numericCode: number;
  alphaCode: string;
  productName: string;
  color: string;
  quantity: number;
  paymentDays: string;
}

/** The protocols tab's provider methods (resource ORDER_MANAGEMENT); the list is the getList of ORDER_LISTS.protocols. */
export interface ProtocolMethods {
  protocolDetail: CustomMethod<ProtocolRef, ProtocolProduct[]>;
  protocolInvoices: CustomMethod<ProtocolRef, ScheduledProduct[]>;
}
