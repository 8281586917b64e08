import type { Payment, PaymentDelayLine, PaymentDetail } from '../../resources/pagamentos/payments';

/** One invoice's payment detail as GraphQL payments sends it (dates 'yyyy-MM-ddTHH:mm:ss'). */
export interface PaymentDetailRow {
  advancePaymentTerm: number;
  delayPaymentTerm: number;
  invoiceNumber: number;
  invoiceSerieDescription: string;
  invoiceSubSerieNum: number;
  issueDate: string;
  noshowPenaltyAmount: number;
  paymentDueDate: string;
  personId: number;
  personPaymentTerm: number;
  receiptDate: string;
  schedulePenaltyAmount: number;
}

/** A payment (GraphQL payments, 9,999 rows from row 0). */
export interface PaymentRow {
  downloadDiscountValue: number;
  resaleDiscountValue: number;
  totalGCDiscountValue: number;
  invoiceNumber: number;
  paidValue: number;
  paymentDate: string;
  returnInvoiceNumber: number | null;
  totalAddReturnInvoice: number;
  totalAmount: number;
  totalAmountAdvanceDiscount: number;
  totalAmountReturnInvoice: number;
  totalNoShowPenalty: number;
  totalRows: number;
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

const toDetail = (row: PaymentDetailRow): PaymentDetail => ({
  advancePaymentTerm: row.advancePaymentTerm,
  delayPaymentTerm: row.delayPaymentTerm,
  invoiceNumber: row.invoiceNumber,
  invoiceSerieDescription: row.invoiceSerieDescription,
  invoiceSubSerieNum: row.invoiceSubSerieNum,
  issueDate: row.issueDate,
  noshowPenaltyAmount: row.noshowPenaltyAmount,
  paymentDueDate: row.paymentDueDate,
  personId: row.personId,
  personPaymentTerm: row.personPaymentTerm,
  receiptDate: row.receiptDate,
  schedulePenaltyAmount: row.schedulePenaltyAmount,
});

/** A payment of the wire as the area's record (the API's names are already the domain's: docs/glossary.md). */
export const toPayment = (row: PaymentRow): Payment => ({
  downloadDiscountValue: row.downloadDiscountValue,
  resaleDiscountValue: row.resaleDiscountValue,
  totalGCDiscountValue: row.totalGCDiscountValue,
  invoiceNumber: row.invoiceNumber,
  paidValue: row.paidValue,
  paymentDate: row.paymentDate,
  returnInvoiceNumber: row.returnInvoiceNumber,
  totalAddReturnInvoice: row.totalAddReturnInvoice,
  totalAmount: row.totalAmount,
  totalAmountAdvanceDiscount: row.totalAmountAdvanceDiscount,
  totalAmountReturnInvoice: row.totalAmountReturnInvoice,
  totalNoShowPenalty: row.totalNoShowPenalty,
  totalRows: row.totalRows,
  paymentDetail: (row.paymentDetail ?? []).map(toDetail),
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
