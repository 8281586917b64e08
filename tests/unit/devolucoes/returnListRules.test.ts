import {
  changedFilter,
  clearedFilter,
  hasNarrowing,
  pictureFileName,
  picturesZipName,
  productIdOf,
  reasonsText,
  shortReasonsText,
  supplierListSearch,
} from '../../../src/custom/devolucoes/returnListRules';
import type { ReturnFilter } from '../../../src/custom/devolucoes/returnReports';

const BUSY: ReturnFilter = { supplierId: 1000001, division: 'P', groupId: 7, productId: 42, receiptDate: '2026-03-10' };

describe('the return list filter rules (spec part 3, section 4)', () => {
  it('a new supplier resets division, group, product id and date', () => {
    expect(changedFilter(BUSY, { field: 'supplierId', value: 2000001 })).toEqual({ supplierId: 2000001 });
  });

  it('clearing the supplier leaves nothing', () => {
    expect(changedFilter(BUSY, { field: 'supplierId', value: undefined })).toEqual({});
  });

  it('clearing the division clears the group and keeps the rest', () => {
    expect(changedFilter(BUSY, { field: 'division', value: undefined })).toEqual({ supplierId: 1000001, productId: 42, receiptDate: '2026-03-10' });
  });

  it("another division clears the group (the groups are the division's); the same division keeps it", () => {
    expect(changedFilter(BUSY, { field: 'division', value: 'A' })).toEqual({ supplierId: 1000001, division: 'A', productId: 42, receiptDate: '2026-03-10' });
    expect(changedFilter(BUSY, { field: 'division', value: 'P' })).toEqual(BUSY);
  });

  it('group, product id and date change alone', () => {
    expect(changedFilter(BUSY, { field: 'groupId', value: 9 })).toEqual({ ...BUSY, groupId: 9 });
    expect(changedFilter(BUSY, { field: 'productId', value: undefined })).toEqual({ supplierId: 1000001, division: 'P', groupId: 7, receiptDate: '2026-03-10' });
    expect(changedFilter(BUSY, { field: 'receiptDate', value: '2026-01-02' })).toEqual({ ...BUSY, receiptDate: '2026-01-02' });
  });

  it("'Limpar filtros' keeps only the supplier; it has something to clear only when a filter besides the supplier is set", () => {
    expect(clearedFilter(BUSY)).toEqual({ supplierId: 1000001 });
    expect(clearedFilter({ division: 'A' })).toEqual({});
    expect(hasNarrowing(BUSY)).toBe(true);
    expect(hasNarrowing({ supplierId: 1 })).toBe(false);
    expect(hasNarrowing({})).toBe(false);
    expect(hasNarrowing({ productId: 5 })).toBe(true);
  });
});

describe('the return list cells and files', () => {
  const reasons = (count: number, text: string) => Array.from({ length: count }, (_, index) => ({ code: index + 1, description: text }));

  it('joins the reasons and cuts them at 150 characters with ...', () => {
    expect(reasonsText(reasons(2, 'Avaria'))).toBe('Avaria, Avaria');
    const long = reasons(10, 'Produto chegou com avaria'); // 25 characters each, 268 joined
    expect(reasonsText(long)).toHaveLength(268);
    const shown = shortReasonsText(long);
    expect(shown).toBe(`${reasonsText(long).slice(0, 150)}...`);
    expect(shortReasonsText(reasons(1, 'x'.repeat(150)))).toBe('x'.repeat(150));
    expect(shortReasonsText([])).toBe('');
  });

  it("names a picture after its key's last part and the zip after the product and the receipt date", () => {
    expect(pictureFileName('12/3-foto frente.jpg')).toBe('3-foto frente.jpg');
    expect(pictureFileName('1-foto.png')).toBe('1-foto.png');
    expect(picturesZipName({ productId: 4711, receiptDate: '2026-03-10' })).toBe('devolucao-4711-10-03-2026.zip');
  });

  it('takes a product id of digits only', () => {
    expect(productIdOf(' 123 ')).toBe(123);
    expect(productIdOf('')).toBeUndefined();
    expect(productIdOf('12a')).toBeUndefined();
  });

  it("opens the list on one supplier with react-admin's filter parameter", () => {
    const params = new URLSearchParams(supplierListSearch(1000001));
    expect(JSON.parse(params.get('filter') ?? '')).toEqual({ supplierId: 1000001 });
  });
});
