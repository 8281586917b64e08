import { buildSchema, type GraphQLSchema } from 'graphql';
import { REGISTRATION_SDL } from '../cadastroComplementar/schema';
import { COMPLIANCE_SDL } from '../compliance/schema';
import { RETURN_REPORTS_SDL } from '../devolucoes/schema';

/**
 * The schema of the newer GraphQL API as far as the portal uses it (spec part 1 section 7, part 2 section 7). Every
 * operation the mock answers is checked against it and run through it, so a misspelt field or a variable of the wrong
 * type fails here as it would on the real server, and only the fields a query asks for come back. Numbers are Float:
 * order numbers pass 2^31, and the server's amounts and terms carry decimals.
 */
const SDL = /* GraphQL */ `
  type HistoryOrder {
    purchaseOrderId: Float
    productId: Float
    numericCode: Float
    productName: String
    colorAbbreviation: String
    issueDate: String
    deliveryDate: String
    scheduleDate: String
    sciaStatusDescription: String
    branchId: Float
    deliveryDateOrigin: String
    totalRows: Float
  }

  type OrderDetail {
    purchaseOrderId: Float
    productName: String
    productId: Float
    numericCode: Float
    colorAbbreviation: String
    alphaId: String
    statusDescription: String
    personId: Float
    personalName: String
    otifValue: Float
    monetaryDiscountNoShow: Float
    monetaryDiscountScheduleChange: Float
  }

  type OrderHistory {
    auditRegisterDate: String
    newScheduleDate: String
    scheduleDate: String
    updateOrigin: String
    delayDescriptionReason: String
    itemQuantity: Float
    sciaStatusDescription: String
    statusDate: String
    suggestedScheduleDate: String
    daysPaymentTerm: Float
    monetaryDiscountNoShow: Float
    monetaryDiscountScheduleChange: Float
    totalRows: Float
  }

  type Supplier {
    personId: Float
    supplierName: String
  }

  type PaymentDetail {
    advancePaymentTerm: Float
    delayPaymentTerm: Float
    invoiceNumber: Float
    invoiceSerieDescription: String
    invoiceSubSerieNum: Float
    issueDate: String
    noshowPenaltyAmount: Float
    paymentDueDate: String
    personId: Float
    personPaymentTerm: Float
    receiptDate: String
    schedulePenaltyAmount: Float
  }

  type Payment {
    downloadDiscountValue: Float
    resaleDiscountValue: Float
    totalGCDiscountValue: Float
    invoiceNumber: Float
    paidValue: Float
    paymentDate: String
    returnInvoiceNumber: Float
    totalAddReturnInvoice: Float
    totalAmount: Float
    totalAmountAdvanceDiscount: Float
    totalAmountReturnInvoice: Float
    totalNoShowPenalty: Float
    totalRows: Float
    paymentDetail: [PaymentDetail]
  }

  type PaymentDelay {
    amountNet: Float
    delayPaymentTerm: Float
    orderNumber: Float
    originalScheduleDate: String
    productId: Float
    productName: String
    proportionalDelayTerm: Float
  }

  "totalAmount and netValue come as text with a comma decimal ('1234,56')."
  type Invoice {
    invoiceNumber: Float
    branchId: Float
    totalAmount: String
    issueDate: String
    dueDate: String
    invoiceNote: String
    itemQuantity: Float
    numericCode: Float
    alphaId: String
    colorAbbreviation: String
    carrierName: String
    netValue: String
    itemSeq: Float
    invoiceOriginNumber: Float
    invoiceOriginIssueDate: String
    purchaseOrderId: Float
    operationTaxCode: String
    operationTaxName: String
    productName: String
    qualityIndicator: String
    productDescription: String
    providerDocumentId: String
    nrNfeServico: String
    invoiceKeyCode: String
  }

  type CityHallInfo {
    cityHallSite: String
    cityHallNfs: String
  }

  type PendingReturnProduct {
    personId: String
    personName: String
    productId: String
    productName: String
    volume: Float
    itemQuantity: Float
    totalRows: Float
  }

  type Query {
    orders(
      personId: String
      initialRow: Int
      nextRows: Int
      statusSciaIs: String
      purchaseOrderId: String
      productId: String
      numericCode: String
      productName: String
      branchId: Int
      initialIssueDate: String
      finalIssueDate: String
      initialScheduleDate: String
      finalScheduleDate: String
      GEPDescription: String
      divisionId: String
      familyId: Int
    ): [HistoryOrder]
    orderDetail(purchaseOrderId: String, productId: String, deliveryDate: String, branchId: Int): OrderDetail
    orderHistory(purchaseOrderId: String, productId: String, deliveryDate: String, branchId: Int, initialRow: Int, nextRows: Int): [OrderHistory]
    suppliers(personId: String, supplierName: String): [Supplier]
    payments(startDate: String, endDate: String, initialRow: Int, nextRows: Int, personId: String): [Payment]
    paymentDelay(invoiceNumber: Int, personId: String, invoiceSerieDescription: String, invoiceSubSerieNumber: Int, issueDate: String): [PaymentDelay]
    invoicesList(initialRow: Int, nextRows: Int, startIssueDate: String, endIssueDate: String, personId: String, invoiceTypeFilter: String): [Invoice]
    cityHallInfo(personId: String): CityHallInfo
    pendingReturnProducts(personId: String!, initialRow: Int!, nextRows: Int!): [PendingReturnProduct]
  }
`;

let schema: GraphQLSchema | undefined;

export function graphqlSchema(): GraphQLSchema {
  schema ??= buildSchema(SDL + RETURN_REPORTS_SDL + COMPLIANCE_SDL + REGISTRATION_SDL);
  return schema;
}
