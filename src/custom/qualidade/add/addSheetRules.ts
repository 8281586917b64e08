import { fileExtension, validateFile } from '../../../kit/upload/validateFile';
import type { ActiveSupplier, ProductIdOption } from '../technicalSheets';

/**
 * The add-sheet page's rules (spec part 3, section 5, "Add technical sheet"): the checks before a submission, in the
 * spec's order, and the products table.
 */

/** 7 MB: a file of this size or more is refused. */
export const ADD_SHEET_MAX_BYTES = 7 * 1024 * 1024;

/** What stops a submission, one per check, in the order they are made (the i18n key of its message). */
export type AddSheetProblem = 'noSheetNumber' | 'noSupplier' | 'noProducts' | 'noFile' | 'noExtension' | 'tooBig' | 'notPdf' | 'notPdfContent';

export interface AddSheetInput {
  sheetNumber: string;
  supplierId: number | null;
  products: readonly ProductIdOption[];
  file: File | null;
}

/** The checks that need no reading of the file, in the spec's order; the first that fails. */
export function formProblem({ sheetNumber, supplierId, products, file }: AddSheetInput): AddSheetProblem | null {
  if (sheetNumber.trim() === '') return 'noSheetNumber';
  if (supplierId === null) return 'noSupplier';
  if (products.length === 0) return 'noProducts';
  if (!file) return 'noFile';
  const extension = fileExtension(file.name);
  if (extension === '') return 'noExtension';
  if (file.size >= ADD_SHEET_MAX_BYTES) return 'tooBig';
  if (extension !== 'pdf') return 'notPdf';
  return null;
}

/** Every check, the file's content (it really starts as a PDF, `%PDF-`) last. */
export async function addSheetProblem(input: AddSheetInput): Promise<AddSheetProblem | null> {
  const problem = formProblem(input);
  if (problem || !input.file) return problem;
  const read = await validateFile(input.file, { extensions: ['pdf'], maxBytes: ADD_SHEET_MAX_BYTES, maxInclusive: false });
  return read.ok ? null : 'notPdfContent';
}

/** A product joins the table once: a product id already in it is ignored. */
export function withProduct<T extends ProductIdOption>(table: readonly T[], product: T): readonly T[] {
  return table.some((row) => row.productId === product.productId) ? table : [...table, product];
}

export function withoutProduct<T extends ProductIdOption>(table: readonly T[], productId: number): readonly T[] {
  return table.filter((row) => row.productId !== productId);
}

/** 'id - name', as the supplier and product choices read. */
export const supplierOptionLabel = (supplier: ActiveSupplier): string => `${supplier.id} - ${supplier.name}`;
export const productOptionLabel = (product: ProductIdOption): string => `${product.productId} - ${product.name}`;
