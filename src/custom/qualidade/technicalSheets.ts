import type { CustomMethod } from '../../types/providerMethods';

/**
 * The technical-sheet area's domain (spec part 3: "Technical sheets", "Add technical sheet"): the records screens,
 * rules and the provider share. Wire names and paths: src/dataProviders/qualidade/wire.ts.
 */

/** Accessories (Acessórios, 'A') or furniture (Móveis, 'P'). */
export type SheetCategory = 'A' | 'P';

/** Pendente, Aprovado, Reprovado. */
export type SheetStatus = 'P' | 'A' | 'R';

/** The furniture status filter: Todos ('') or one status. */
export type SheetStatusFilter = SheetStatus | '';

export interface SupplierCategories {
  accessories: boolean;
  furniture: boolean;
}

export interface Situation {
  id: number;
  name: string;
}

export interface ProductGroup {
  id: number;
  name: string;
  division: SheetCategory;
}

export interface ProductFamily {
  id: number;
  name: string;
}

/** A product card (react-admin record of the `fichasTecnicas` resource; id unique within a page). */
export interface SheetCard {
  id: string;
  kind: 'accessory' | 'furniture';
  alpha: string;
  productName: string;
  /** The product ids the card covers, as the server lists them ('123' or '123, 456'). */
  productIds: string;
  department: string;
  line: string;
  group: string;
  supplierId: number;
  supplierName: string;
  status: SheetStatus;
  situation: string;
  descriptionId: number;
  /** Last update (ISO) or null for the empty date (never shown). */
  updatedAt: string | null;
  /** The stored file's key; null when the card has no sheet yet. */
  fileKey: string | null;
  /** Furniture: the existing sheet's id (null: none yet, the upload creates it). */
  sheetId: number | null;
  supplierSheetNumber: string | null;
}

/** The columns the product search can look in (one checkbox each). */
export type ProductSearchField = 'sheetNumber' | 'productId' | 'alpha' | 'productName' | 'line';

/** Furniture order filters (decision in docs/decisions.md). */
export type OrderDateKind = 'emission' | 'scheduling';
export type OrderSituation = 'P' | 'C' | 'R' | 'E';

/**
 * The `fichasTecnicas` list filter. `category` and `supplierId` are required; the rest narrow the list.
 * `search` holds the ticked product-search columns with their text; `alpha` is the 'Pesquisar Alfa Numérico' box.
 */
export interface SheetFilter {
  category: SheetCategory;
  supplierId: number;
  alpha?: string;
  search?: Partial<Record<ProductSearchField, string>>;
  groupId?: number;
  familyId?: number;
  situationId?: number;
  /** Furniture: the product's registration status (DsStatus; suppliers see approved products only). */
  status?: SheetStatusFilter;
  /** The sheet's own status: the staff's status select (Todos, Pendente, Aprovado) and the pending badge. */
  sheetStatus?: SheetStatus;
  dateKind?: OrderDateKind;
  /** 'yyyy-MM-dd'. */
  dateFrom?: string;
  dateTo?: string;
  deliveryBranchId?: number;
  paymentConditionId?: number;
  orderSituation?: OrderSituation;
}

export interface AccessoryProduct {
  productId: number;
  productName: string;
  alpha: string;
  line: string;
  group: string;
}

export interface ActiveSupplier {
  id: number;
  name: string;
}

export interface ProductIdOption {
  productId: number;
  name: string;
  descriptionId: number;
}

export interface SheetVersion {
  sheetId: number;
  version: number;
  fileName: string;
  fileKey: string;
  sentAt: string;
  sentBy: string;
  current: boolean;
}

/** A payment condition of the furniture order filter (added by the list screen's slice). */
export interface PaymentConditionChoice {
  id: number;
  name: string;
}

export interface FurnitureUpload {
  card: SheetCard;
  file: File;
  /** The signed-in user's code (idUserFornecedor). */
  userId: number;
}

export interface AccessorySheetDraft {
  sheetNumber: string;
  supplierId: number;
  alpha: string;
  products: readonly ProductIdOption[];
  file: File;
  userId: number;
}

/** Custom methods of the `fichasTecnicas` resource (its getList pages the cards of a SheetFilter). */
export interface TechnicalSheetMethods {
  categories: CustomMethod<{ supplierId: number | null }, SupplierCategories>;
  situations: CustomMethod<Record<string, never>, Situation[]>;
  /** Both divisions merged and sorted by name, '15 - .' left out. */
  groups: CustomMethod<Record<string, never>, ProductGroup[]>;
  /** 'Selecione uma família' (id 0) first. */
  families: CustomMethod<{ groupId: number; division: SheetCategory }, ProductFamily[]>;
  accessoryProducts: CustomMethod<{ supplierId: number; descriptionId: number }, AccessoryProduct[]>;
  /** POST when the card has no sheet, PUT to its sheet otherwise. */
  uploadFurnitureSheet: CustomMethod<FurnitureUpload, { sheetId: number }>;
  addAccessorySheet: CustomMethod<AccessorySheetDraft, { sheetId: number }>;
  accessorySuppliers: CustomMethod<Record<string, never>, ActiveSupplier[]>;
  alphas: CustomMethod<{ supplierId: number }, string[]>;
  productIds: CustomMethod<{ alpha: string; supplierId: number }, ProductIdOption[]>;
  /** The stored PDF, byte for byte. */
  sheetFile: CustomMethod<{ fileKey: string }, Blob>;
  sheetHistory: CustomMethod<{ descriptionId: number; category: SheetCategory }, SheetVersion[]>;
  /** The supplier's payment conditions, for the furniture order filter (the orders API's GET /orders/paymentConditionsList?personId=). */
  paymentConditions: CustomMethod<{ supplierId: number }, PaymentConditionChoice[]>;
}

/** The react-admin resource of the cards and of the methods above. */
export const SHEETS_RESOURCE = 'fichasTecnicas';

/** Cards per page (spec part 3, section 9). */
export const CARDS_PER_PAGE = 2;
