import type { ProductSearchField } from './technicalSheets';

/** The product search's columns, one checkbox each, in the screen's order. */
export const PRODUCT_SEARCH_FIELDS: readonly ProductSearchField[] = ['sheetNumber', 'productId', 'alpha', 'productName', 'line'];

/**
 * What is wrong with a search text for a column (spec part 3, section 5 "Filter checkbox search"):
 * empty; letters or special characters in 'ID do Produto'; special characters in 'Alfa numérico'; numbers or special
 * characters in 'Nome do produto' and 'Linha'.
 */
export type SearchProblem = 'empty' | 'lettersOrSpecial' | 'special' | 'numbersOrSpecial';

const DIGITS = /^\d+$/;
// Letters of any alphabet (accented too), digits, underscore and hyphen.
const ALPHA = /^[\p{L}\d_-]+$/u;
// Words of letters (accented too) separated by spaces: product names and lines are several words.
const WORDS = /^\p{L}+(?:\s+\p{L}+)*$/u;

/** The problem of `text` (trimmed) for `field`, or null when it may be searched; 'Número da Ficha' takes any text. */
export function searchProblem(field: ProductSearchField, text: string): SearchProblem | null {
  const value = text.trim();
  if (value === '') return 'empty';
  switch (field) {
    case 'sheetNumber':
      return null;
    case 'productId':
      return DIGITS.test(value) ? null : 'lettersOrSpecial';
    case 'alpha':
      return ALPHA.test(value) ? null : 'special';
    case 'productName':
    case 'line':
      return WORDS.test(value) ? null : 'numbersOrSpecial';
  }
}

export type SearchToggle =
  | { ok: true; search: Partial<Record<ProductSearchField, string>> }
  | { ok: false; problem: SearchProblem };

/**
 * Ticking a column searches the text typed now in that column (checked first, the box stays unticked on a problem);
 * unticking drops the column's search.
 */
export function toggleSearchColumn(
  search: Partial<Record<ProductSearchField, string>>,
  field: ProductSearchField,
  text: string,
  checked: boolean,
): SearchToggle {
  if (!checked) {
    const next = { ...search };
    delete next[field];
    return { ok: true, search: next };
  }
  const problem = searchProblem(field, text);
  return problem ? { ok: false, problem } : { ok: true, search: { ...search, [field]: text.trim() } };
}
