import type { CustomMethod } from '../../types/providerMethods';

/**
 * The scheduling protocols' domain (spec part 3: "Protocols", /protocolos): the records the screen, its rules and the
 * provider share. Wire names and paths: src/dataProviders/protocolos/wire.ts.
 */

/** The supplier's scheduling days (a getList of every day at once; the client pages and sorts). */
export const PROTOCOL_DATES_RESOURCE = 'protocolosDatas';
/** The items scheduled for one day (a getList; the client pages and sorts); it also carries the area's custom methods. */
export const PROTOCOL_ITEMS_RESOURCE = 'protocolosItens';

/** Spec part 3, section 9: the protocol table shows 10 rows per page; the dates table keeps the same size. */
export const ITEMS_PER_PAGE = 10;
export const DATES_PER_PAGE = 10;

/** A scheduled line's situation: confirmation pending (P), confirmed (C), delivered (E). */
export type ProtocolSituation = 'P' | 'C' | 'E';

/** One scheduling day of the supplier; `id` and `day` are 'yyyy-MM-dd'. */
export interface ProtocolDate {
  id: string;
  day: string;
}

/** One item of a day's protocol. */
export interface ProtocolItem {
  id: string;
  situation: ProtocolSituation;
  branchId: number;
  /** The delivery deposit (Depósito de Entrega). */
  deposit: string;
  purchaseOrderId: number;
  numericCode: number;
  alphaCode: string;
  productName: string;
  color: string;
  quantity: number;
}

/** The dates list's filter: whose days (a supplier's own code, or the supplier staff picked). */
export interface ProtocolDatesFilter {
  supplierId: number;
}

/** The items list's filter: whose items, on which day ('yyyy-MM-dd'). */
export interface ProtocolItemsFilter extends ProtocolDatesFilter {
  day: string;
}

/** The signed-in user as the receipt names them (GET person by token). */
export interface ReceiptUser {
  name: string;
  code: string;
}

export interface ProtocolosMethods {
  /** The user who prints the receipt, read with the session's token. */
  receiptUser: CustomMethod<Record<string, never>, ReceiptUser>;
}
