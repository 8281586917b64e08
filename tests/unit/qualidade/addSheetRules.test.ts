import {
  ADD_SHEET_MAX_BYTES,
  addSheetProblem,
  formProblem,
  productOptionLabel,
  supplierOptionLabel,
  withoutProduct,
  withProduct,
  type AddSheetInput,
} from '../../../src/custom/qualidade/add/addSheetRules';
import type { ProductIdOption } from '../../../src/custom/qualidade/technicalSheets';

const chair: ProductIdOption = { productId: 501, name: 'Cadeira Lina', descriptionId: 9001 };
const table: ProductIdOption = { productId: 502, name: 'Mesa Lina', descriptionId: 9002 };

/** A file whose size is `size` bytes and which starts with `head`. */
function fileOf(name: string, head: string, size = 64): File {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode(head));
  return new File([bytes], name);
}

const pdf = (name = 'ficha.pdf', size = 64) => fileOf(name, '%PDF-1.7\n', size);

const complete: AddSheetInput = { sheetNumber: 'FT-0042', supplierId: 2000001, products: [chair], file: pdf() };

describe('add technical sheet: the checks in the spec order (part 3, section 5)', () => {
  it('a complete input passes every check, the content last', async () => {
    expect(formProblem(complete)).toBeNull();
    expect(await addSheetProblem(complete)).toBeNull();
  });

  it('each check is made only once the ones before it pass', async () => {
    // Everything wrong, then fixed one by one: the problem moves down the spec's list.
    const steps: [AddSheetInput, string][] = [
      [{ sheetNumber: '', supplierId: null, products: [], file: null }, 'noSheetNumber'],
      [{ sheetNumber: 'FT-1', supplierId: null, products: [], file: null }, 'noSupplier'],
      [{ sheetNumber: 'FT-1', supplierId: 2000001, products: [], file: null }, 'noProducts'],
      [{ sheetNumber: 'FT-1', supplierId: 2000001, products: [chair], file: null }, 'noFile'],
      // Without an extension, too big and not a pdf: the extension is said first.
      [{ ...complete, file: fileOf('ficha', 'PNG', ADD_SHEET_MAX_BYTES) }, 'noExtension'],
      // Too big and not a pdf: the size first.
      [{ ...complete, file: fileOf('ficha.png', '\x89PNG', ADD_SHEET_MAX_BYTES) }, 'tooBig'],
      [{ ...complete, file: fileOf('ficha.png', '\x89PNG') }, 'notPdf'],
      [{ ...complete, file: fileOf('ficha.pdf', '\x89PNG') }, 'notPdfContent'],
    ];
    for (const [input, problem] of steps) expect(await addSheetProblem(input), problem).toBe(problem);
  });

  it('a sheet number of blanks is no sheet number', () => {
    expect(formProblem({ ...complete, sheetNumber: '   ' })).toBe('noSheetNumber');
  });

  it('7 MB or more is refused, one byte less is taken', () => {
    expect(ADD_SHEET_MAX_BYTES).toBe(7 * 1024 * 1024);
    expect(formProblem({ ...complete, file: pdf('ficha.pdf', ADD_SHEET_MAX_BYTES) })).toBe('tooBig');
    expect(formProblem({ ...complete, file: pdf('ficha.pdf', ADD_SHEET_MAX_BYTES - 1) })).toBeNull();
  });

  it('the extension is read in any case; a name ending in a dot has none', async () => {
    expect(await addSheetProblem({ ...complete, file: pdf('FICHA.PDF') })).toBeNull();
    expect(formProblem({ ...complete, file: pdf('ficha.') })).toBe('noExtension');
    expect(formProblem({ ...complete, file: pdf('.pdf') })).toBe('noExtension');
  });

  it('an empty .pdf file is not a pdf', async () => {
    expect(await addSheetProblem({ ...complete, file: new File([], 'ficha.pdf') })).toBe('notPdfContent');
  });
});

describe('add technical sheet: the products table', () => {
  it('a product joins once (by product id), and is removed by its id', () => {
    const once = withProduct([], chair);
    const twice = withProduct(withProduct(once, table), { ...chair, name: 'outro nome' });
    expect(twice).toEqual([chair, table]);
    expect(withoutProduct(twice, chair.productId)).toEqual([table]);
    expect(withoutProduct(twice, 999)).toEqual([chair, table]);
  });

  it("choices read 'id - name'", () => {
    expect(supplierOptionLabel({ id: 2000001, name: 'Acessórios Casa Bela Comércio Ltda' })).toBe('2000001 - Acessórios Casa Bela Comércio Ltda');
    expect(productOptionLabel(chair)).toBe('501 - Cadeira Lina');
  });
});
