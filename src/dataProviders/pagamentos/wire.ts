import type { Payment, PaymentDelayLine, PaymentDetail } from '../../resources/pagamentos/payments';

/**
 * One invoice's payment detail as GraphQL payments sends it (dates 'yyyy-MM-ddTHH:mm:ss'): the API's names are the
 * domain's (docs/glossary.md), so the wire shape is the area's record.
 */
export type PaymentDetailRow = PaymentDetail;

/** A payment (GraphQL payments, 9,999 rows from row 0): the area's record, its detail as sent. */
export interface PaymentRow extends Omit<Payment, 'paymentDetail'> {
  paymentDetail: PaymentDetailRow[];
}

/** A product's share of an invoice's payment delay (GraphQL paymentDelay). */
export interface PaymentDelayRow {
  amountNet: number;
  delayPaymentTerm: number;
  orderNumber: number;
  originalScheduleDate: string;
  productId: number;
  productName: string;
  proportionalDelayTerm: number;
}

/** The GraphQL variables of paymentDelay. */
export interface PaymentDelayVariables {
  invoiceNumber: number;
  personId: string;
  invoiceSerieDescription: string;
  invoiceSubSerieNumber: number;
  /** dd/MM/yyyy, or ''. */
  issueDate: string;
}

/** A payment of the wire as the area's record (the API's names are already the domain's: docs/glossary.md). */
export const toPayment = ({ paymentDetail, ...payment }: PaymentRow): Payment => ({
  ...payment,
  paymentDetail: (paymentDetail ?? []).map((detail) => ({ ...detail })),
});

/** A delay row of the wire as the modal's line: the order number is the purchase order. */
export const toDelayLine = (row: PaymentDelayRow): PaymentDelayLine => ({
  purchaseOrderId: row.orderNumber,
  productId: row.productId,
  productName: row.productName,
  originalScheduleDate: row.originalScheduleDate,
  amountNet: row.amountNet,
  delayPaymentTerm: row.delayPaymentTerm,
  proportionalDelayTerm: row.proportionalDelayTerm,
});
