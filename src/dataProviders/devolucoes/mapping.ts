import type {
  Division,
  NewReturnReport,
  ProductGroupChoice,
  ReportPicture,
  ReturnFilter,
  ReturnReason,
  ReturnReport,
  ReturnSupplier,
  SupplierProduct,
} from '../../custom/devolucoes/returnReports';
import { toServerDate } from '../../i18n/format';
import type { GraphqlSupplier } from '../../types/api';
import type {
  CreateReturnReceiptBody,
  PictureRow,
  ProductGroupRow,
  ReturnReasonRow,
  ReturnReceiptRow,
  SupplierProductRow,
} from './wire';

/** 'yyyy-MM-dd' as the wire's 'DD/MM/YYYY' ('' for anything else). */
export const wireDay = (iso: string): string => (/^\d{4}-\d{2}-\d{2}/.test(iso) ? toServerDate(new Date(`${iso.slice(0, 10)}T00:00:00`)) : '');

/** A list filter with a supplier, the only kind that is sent. */
export const filterReady = (filter: ReturnFilter): filter is ReturnFilter & { supplierId: number } =>
  typeof filter.supplierId === 'number' && Number.isInteger(filter.supplierId) && filter.supplierId > 0;

/** qualityReturnReceipts' variables: the filter's set fields only (an unset one is left out, not sent empty). */
export function listVariables(filter: ReturnFilter & { supplierId: number }, initialRow: number, nextRows: number): Record<string, unknown> {
  const variables: Record<string, unknown> = { personId: String(filter.supplierId), initialRow, nextRows };
  if (filter.division) variables.productDivisionIndicator = filter.division;
  if (filter.groupId !== undefined) variables.productGroupId = filter.groupId;
  if (filter.productId !== undefined) variables.productId = filter.productId;
  if (filter.receiptDate) variables.receiptDate = wireDay(filter.receiptDate);
  return variables;
}

export const toReturnReport = (row: ReturnReceiptRow): ReturnReport => ({
  id: row.returnReceiptId,
  supplierId: row.personId,
  ...(row.supplierName === undefined || row.supplierName === null ? {} : { supplierName: row.supplierName }),
  productId: row.productId,
  productName: row.productName,
  division: row.productDivisionId as Division,
  divisionName: row.productDivisionName,
  groupId: row.productGroupId,
  groupName: row.productGroupName,
  receiptDate: String(row.receiptDate ?? '').slice(0, 10),
  scheduled: row.scheduledQuantity,
  inspected: row.inspectedQuantity,
  returned: row.returnedQuantity,
  stocked: row.stokedQuantity,
  reasons: (row.returnReceiptReasons ?? []).map((reason) => ({ code: reason.reasonCode, description: reason.reasonDescription })),
  note: row.noteDescription ?? '',
});

export const toReturnSupplier = (row: GraphqlSupplier): ReturnSupplier => ({ id: row.personId, name: row.supplierName });

export const toSupplierProduct = (row: SupplierProductRow): SupplierProduct => ({
  id: row.productId,
  name: row.productName,
  groupId: row.productGroupId,
  groupName: row.productGroupName,
  divisionName: row.productDivisionName,
});

export const toReturnReason = (row: ReturnReasonRow): ReturnReason => ({ id: row.reasonId, description: row.reasonDescription, groupId: row.reasonGroupId });

export const toGroupChoice = (row: ProductGroupRow): ProductGroupChoice => ({ id: row.productGroupId, name: row.productGroupName });

export const toReportPicture = (row: PictureRow): ReportPicture => ({ key: row.objectKey, url: row.objectURL });

/** The name an image is uploaded under: its place in the report from 1, then its own name. */
export const pictureFileName = (sequence: number, file: File): string => `${sequence}-${file.name}`;

/** create-return-receipt's body (spec part 3, section 7): the note in uppercase, the date 'DD/MM/YYYY'. */
export const createBody = (report: NewReturnReport, returnReceiptId: number, userPersonId: number): CreateReturnReceiptBody => ({
  returnReceiptId,
  personId: report.supplierId,
  productId: report.productId,
  receiptDate: wireDay(report.receiptDate),
  scheduledQuantity: report.scheduled,
  inspectedQuantity: report.inspected,
  returnedQuantity: report.returned,
  noteDescription: report.note.toLocaleUpperCase('pt-BR'),
  userPersonId,
  returnReceiptReasons: [...report.reasonIds],
});
