/**
 * Wire shapes of the return-receipt reports (spec part 3, sections 3 and 7, "Return reports"): GraphQL operations on
 * `apiUrl('graphql')` and three REST calls on the orders API (`apiUrl('orders', …)`). Names the spec does not give
 * (the groups query, the REST paths, date formats) are fixed here, once, for the client and the mock alike.
 */

/** Accessories 'A' or furniture 'P' (productDivisionIndicator, inAcessMoveis). */
export type DivisionCode = 'A' | 'P';

/** The GraphQL operations, by the names the spec gives (the groups query's name is ours). */
export const RETURN_OPERATIONS = {
  /** query(personId: String!, initialRow: Int!, nextRows: Int!, productDivisionIndicator: String, productGroupId: Int, productId: Int, receiptDate: String 'DD/MM/YYYY') → [ReturnReceiptRow] (totalRows in each row). */
  list: 'qualityReturnReceipts',
  /** query(returnReceiptId: Int!) → ReturnReceiptRow with supplierName. */
  detail: 'qualityReturnReceipt',
  /** query(personId: String!, returnReceiptId: Int!) → [PictureRow]. */
  pictures: 'getReturnReceiptPicturesURL',
  /** query(imageKey: String!) → { base64Data }. */
  image: 'downloadImage',
  /** mutation(returnReceiptId: Int!, userPersonId: String!) → { message }. */
  remove: 'deleteReturnReceipt',
  /** query(personId: String, supplierName: String) → [{ personId, supplierName }] (already in the schema). */
  suppliers: 'suppliers',
  /** query(personId: String!) → [SupplierProductRow]. */
  products: 'suppliersProducts',
  /** query → [ReturnReasonRow]. */
  reasons: 'qualityReturnReasonsList',
  /** query(inAcessMoveis: String!) → [ProductGroupRow]. */
  groups: 'qualityProductGroups',
} as const;

/**
 * The operations' own names (added beside the contract). Each operation is named after its root field (the gateway, and the
 * mock, route on the operation's name), except the supplier search: the order history already sends an operation
 * named `Suppliers` with another permission, so this one is `ReturnReportSuppliers`.
 */
export const RETURN_OPERATION_NAMES = {
  list: RETURN_OPERATIONS.list,
  detail: RETURN_OPERATIONS.detail,
  pictures: RETURN_OPERATIONS.pictures,
  image: RETURN_OPERATIONS.image,
  remove: RETURN_OPERATIONS.remove,
  suppliers: 'ReturnReportSuppliers',
  products: RETURN_OPERATIONS.products,
  reasons: RETURN_OPERATIONS.reasons,
  groups: RETURN_OPERATIONS.groups,
} as const;

/** REST calls on the orders API. */
export const RETURN_PATHS = {
  /** GET → [{ returnReceiptId }] (the first item's id is the next one). */
  nextId: '/quality/next-return-receipt-id',
  /** POST multipart (field `file`) ?personId=&returnReceiptId=&fileName=<sequence>-<original name> → { objectKey }. */
  uploadPicture: '/quality/upload-picture',
  /** POST JSON CreateReturnReceiptBody → { returnReceiptId, message }. */
  create: '/quality/create-return-receipt',
} as const;

export interface ReturnReasonOfReceiptRow {
  reasonCode: number;
  reasonDescription: string;
}

/** A report as the list and detail queries answer it; receiptDate 'YYYY-MM-DD'. */
export interface ReturnReceiptRow {
  returnReceiptId: number;
  personId: number;
  productId: number;
  productName: string;
  productDivisionId: DivisionCode;
  productDivisionName: string;
  productGroupId: number;
  productGroupName: string;
  receiptDate: string;
  scheduledQuantity: number;
  inspectedQuantity: number;
  returnedQuantity: number;
  stokedQuantity: number;
  returnReceiptReasons: ReturnReasonOfReceiptRow[];
  noteDescription: string;
  totalRows: number;
  /** Detail only. */
  supplierName?: string;
}

export interface SupplierProductRow {
  productId: number;
  productName: string;
  productGroupId: number;
  productGroupName: string;
  productDivisionName: string;
}

export interface ReturnReasonRow {
  reasonId: number;
  reasonDescription: string;
  reasonGroupId: number;
}

export interface PictureRow {
  objectKey: string;
  objectURL: string;
}

export interface ProductGroupRow {
  productGroupId: number;
  productGroupName: string;
}

/** POST create-return-receipt body (spec section 7). receiptDate 'DD/MM/YYYY'; noteDescription uppercase. */
export interface CreateReturnReceiptBody {
  returnReceiptId: number;
  personId: number;
  productId: number;
  receiptDate: string;
  scheduledQuantity: number;
  inspectedQuantity: number;
  returnedQuantity: number;
  noteDescription: string;
  /** The signed-in user's code (the user-code cookie). */
  userPersonId: number;
  returnReceiptReasons: number[];
}
