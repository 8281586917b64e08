import type { CustomMethod } from '../../types/providerMethods';

/**
 * The return-receipt reports' domain (spec part 3: "Return-receipt reports", "New return report", "Return report
 * view"): the records screens, rules and the provider share. Wire names: src/dataProviders/devolucoes/wire.ts.
 */

export const RETURNS_RESOURCE = 'devolucoes';

/** Acessórios 'A' or Móveis 'P'. */
export type Division = 'A' | 'P';

export interface ReportReason {
  code: number;
  description: string;
}

/** A report (react-admin record of `devolucoes`; id = returnReceiptId). Dates 'yyyy-MM-dd'. */
export interface ReturnReport {
  id: number;
  supplierId: number;
  /** Detail only. */
  supplierName?: string;
  productId: number;
  productName: string;
  division: Division;
  divisionName: string;
  groupId: number;
  groupName: string;
  receiptDate: string;
  scheduled: number;
  inspected: number;
  returned: number;
  stocked: number;
  reasons: ReportReason[];
  note: string;
}

/** The list filter: nothing is listed until `supplierId` is set. receiptDate 'yyyy-MM-dd'. */
export interface ReturnFilter {
  supplierId?: number;
  division?: Division;
  groupId?: number;
  productId?: number;
  receiptDate?: string;
}

export interface ReturnSupplier {
  id: number;
  name: string;
}

export interface SupplierProduct {
  id: number;
  name: string;
  groupId: number;
  groupName: string;
  divisionName: string;
}

export interface ReturnReason {
  id: number;
  description: string;
  groupId: number;
}

export interface ProductGroupChoice {
  id: number;
  name: string;
}

export interface ReportPicture {
  key: string;
  url: string;
}

/** What the new-report form sends. receiptDate 'yyyy-MM-dd'; the provider writes the wire's formats. */
export interface NewReturnReport {
  supplierId: number;
  productId: number;
  receiptDate: string;
  scheduled: number;
  inspected: number;
  returned: number;
  reasonIds: number[];
  note: string;
  /** In the order chosen; uploaded as `${sequence}-${name}` from 1. */
  images: File[];
}

/**
 * Besides react-admin's getList / getOne / delete on `devolucoes` (delete = deleteReturnReceipt with the signed-in
 * user's code), the area's methods. `saveReport` runs the whole flow: next id, each image uploaded in order (the
 * first failure stops it and rejects), then the create call.
 */
export interface ReturnReportMethods {
  suppliers: CustomMethod<Record<string, never>, ReturnSupplier[]>;
  supplierProducts: CustomMethod<{ supplierId: number }, SupplierProduct[]>;
  reasons: CustomMethod<Record<string, never>, ReturnReason[]>;
  groups: CustomMethod<{ division: Division }, ProductGroupChoice[]>;
  pictures: CustomMethod<{ supplierId: number; reportId: number }, ReportPicture[]>;
  picture: CustomMethod<{ key: string }, Blob>;
  saveReport: CustomMethod<NewReturnReport, { id: number }>;
}
