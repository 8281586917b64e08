import type { CustomMethod } from '../../../types/providerMethods';

/** The shipping labels' domain (spec part 2, sections 4 and 9), in the app's own names (docs/glossary.md). Pure types. */

/** A label's file format. */
export type LabelFormat = 'pdf' | 'zpl';

/** The product a shipping label is asked for: the row's order and branch go on the label. */
export interface LabelProduct {
  productId: number;
  purchaseOrderId: number;
  branchId: number;
}

/** A row of the Etiquetas list: the label's ID and its barcode code. */
export interface Label {
  id: number;
  code: string;
}

/** A downloaded file and the name the server gave it. */
export interface LabelFile {
  blob: Blob;
  fileName: string;
}

/** The labels' provider methods (resource ORDER_MANAGEMENT); the Etiquetas list is the getList of ORDER_LISTS.labels. */
export interface LabelMethods {
  /** The keys of one product's label files; personId is the supplier staff act for. */
  labelFileKeys: CustomMethod<{ product: LabelProduct; format: LabelFormat; personId: number | undefined; signal?: AbortSignal }, string[]>;
  labelFile: CustomMethod<{ key: string; signal?: AbortSignal }, LabelFile>;
  labelManual: CustomMethod<Record<string, never>, LabelFile>;
}
