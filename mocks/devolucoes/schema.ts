/**
 * The return reports' part of the mock's GraphQL schema (spec part 3, section 7; names and shapes in
 * src/dataProviders/devolucoes/wire.ts), joined to the API's schema by mocks/http/graphqlSchema.ts.
 */
export const RETURN_REPORTS_SDL = /* GraphQL */ `
  type ReturnReceiptReason {
    reasonCode: Int
    reasonDescription: String
  }

  "receiptDate 'YYYY-MM-DD'; supplierName only in the detail."
  type ReturnReceipt {
    returnReceiptId: Int
    personId: Float
    productId: Float
    productName: String
    productDivisionId: String
    productDivisionName: String
    productGroupId: Int
    productGroupName: String
    receiptDate: String
    scheduledQuantity: Float
    inspectedQuantity: Float
    returnedQuantity: Float
    stokedQuantity: Float
    returnReceiptReasons: [ReturnReceiptReason]
    noteDescription: String
    totalRows: Float
    supplierName: String
  }

  type ReturnReceiptPicture {
    objectKey: String
    objectURL: String
  }

  type DownloadedImage {
    base64Data: String
  }

  type SupplierProduct {
    productId: Float
    productName: String
    productGroupId: Int
    productGroupName: String
    productDivisionName: String
  }

  type QualityReturnReason {
    reasonId: Int
    reasonDescription: String
    reasonGroupId: Int
  }

  type QualityProductGroup {
    productGroupId: Int
    productGroupName: String
  }

  type MutationMessage {
    message: String
  }

  extend type Query {
    qualityReturnReceipts(
      personId: String!
      initialRow: Int!
      nextRows: Int!
      productDivisionIndicator: String
      productGroupId: Int
      productId: Int
      receiptDate: String
    ): [ReturnReceipt]
    qualityReturnReceipt(returnReceiptId: Int!): ReturnReceipt
    getReturnReceiptPicturesURL(personId: String!, returnReceiptId: Int!): [ReturnReceiptPicture]
    downloadImage(imageKey: String!): DownloadedImage
    suppliersProducts(personId: String!): [SupplierProduct]
    qualityReturnReasonsList: [QualityReturnReason]
    qualityProductGroups(inAcessMoveis: String!): [QualityProductGroup]
  }

  type Mutation {
    deleteReturnReceipt(returnReceiptId: Int!, userPersonId: String!): MutationMessage
  }
`;
