import type { ProductGroupRow, ReturnReceiptRow, SupplierProductRow } from '../../src/dataProviders/devolucoes/wire';
import { db } from '../db/db';
import { DIVISION_NAMES, type ReturnProductRecord, type ReturnReportRecord } from './seed';

/** The answers' rows, joined from the mock's tables as the server's views would be. */

const groupName = (groupId: number): string => db.tables.returnProductGroups.find((group) => group.productGroupId === groupId)?.productGroupName ?? '';

export const productOf = (report: ReturnReportRecord): ReturnProductRecord | undefined =>
  db.tables.returnProducts.find((row) => row.productId === report.productId && row.supplierId === report.personId);

export function receiptRow(report: ReturnReportRecord, totalRows: number): ReturnReceiptRow {
  const product = productOf(report);
  const division = product?.division ?? 'P';
  return {
    returnReceiptId: report.returnReceiptId,
    personId: report.personId,
    productId: report.productId,
    productName: product?.productName ?? '',
    productDivisionId: division,
    productDivisionName: DIVISION_NAMES[division],
    productGroupId: product?.productGroupId ?? 0,
    productGroupName: product ? groupName(product.productGroupId) : '',
    receiptDate: report.receiptDate,
    scheduledQuantity: report.scheduledQuantity,
    inspectedQuantity: report.inspectedQuantity,
    returnedQuantity: report.returnedQuantity,
    stokedQuantity: report.scheduledQuantity - report.returnedQuantity,
    returnReceiptReasons: report.reasonIds.map((reasonCode) => ({
      reasonCode,
      reasonDescription: db.tables.returnReasons.find((reason) => reason.reasonId === reasonCode)?.reasonDescription ?? '',
    })),
    noteDescription: report.noteDescription,
    totalRows,
  };
}

export const supplierProductRow = (product: ReturnProductRecord): SupplierProductRow => ({
  productId: product.productId,
  productName: product.productName,
  productGroupId: product.productGroupId,
  productGroupName: groupName(product.productGroupId),
  productDivisionName: DIVISION_NAMES[product.division],
});

export const groupRows = (division: string): ProductGroupRow[] =>
  db.tables.returnProductGroups
    .filter((group) => group.division === division)
    .map(({ productGroupId, productGroupName }) => ({ productGroupId, productGroupName }));

/** Where a picture's address points: a link-shaped name only, carrying no data; the screens read pictures through downloadImage. */
export const pictureUrl = (objectKey: string): string => `https://imagens.portal-fornecedor.example/${objectKey.split('/').map(encodeURIComponent).join('/')}`;
