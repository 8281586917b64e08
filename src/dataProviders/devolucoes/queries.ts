import { RETURN_OPERATION_NAMES } from './wire';

/** The GraphQL documents of the return reports, each named as RETURN_OPERATION_NAMES says. */
const RECEIPT_FIELDS = `returnReceiptId personId productId productName productDivisionId productDivisionName productGroupId productGroupName
    receiptDate scheduledQuantity inspectedQuantity returnedQuantity stokedQuantity returnReceiptReasons { reasonCode reasonDescription }
    noteDescription totalRows`;

export const LIST_QUERY = `query ${RETURN_OPERATION_NAMES.list}($personId: String!, $initialRow: Int!, $nextRows: Int!, $productDivisionIndicator: String, $productGroupId: Int, $productId: Int, $receiptDate: String) {
  qualityReturnReceipts(personId: $personId, initialRow: $initialRow, nextRows: $nextRows, productDivisionIndicator: $productDivisionIndicator, productGroupId: $productGroupId, productId: $productId, receiptDate: $receiptDate) {
    ${RECEIPT_FIELDS}
  }
}`;

export const DETAIL_QUERY = `query ${RETURN_OPERATION_NAMES.detail}($returnReceiptId: Int!) {
  qualityReturnReceipt(returnReceiptId: $returnReceiptId) {
    ${RECEIPT_FIELDS} supplierName
  }
}`;

export const PICTURES_QUERY = `query ${RETURN_OPERATION_NAMES.pictures}($personId: String!, $returnReceiptId: Int!) {
  getReturnReceiptPicturesURL(personId: $personId, returnReceiptId: $returnReceiptId) { objectKey objectURL }
}`;

export const IMAGE_QUERY = `query ${RETURN_OPERATION_NAMES.image}($imageKey: String!) {
  downloadImage(imageKey: $imageKey) { base64Data }
}`;

export const DELETE_MUTATION = `mutation ${RETURN_OPERATION_NAMES.remove}($returnReceiptId: Int!, $userPersonId: String!) {
  deleteReturnReceipt(returnReceiptId: $returnReceiptId, userPersonId: $userPersonId) { message }
}`;

export const SUPPLIERS_QUERY = `query ${RETURN_OPERATION_NAMES.suppliers}($personId: String, $supplierName: String) {
  suppliers(personId: $personId, supplierName: $supplierName) { personId supplierName }
}`;

export const PRODUCTS_QUERY = `query ${RETURN_OPERATION_NAMES.products}($personId: String!) {
  suppliersProducts(personId: $personId) { productId productName productGroupId productGroupName productDivisionName }
}`;

export const REASONS_QUERY = `query ${RETURN_OPERATION_NAMES.reasons} {
  qualityReturnReasonsList { reasonId reasonDescription reasonGroupId }
}`;

export const GROUPS_QUERY = `query ${RETURN_OPERATION_NAMES.groups}($inAcessMoveis: String!) {
  qualityProductGroups(inAcessMoveis: $inAcessMoveis) { productGroupId productGroupName }
}`;
