import { searchProblem, toggleSearchColumn } from '../../../src/custom/qualidade/productSearch';

describe('technical sheets: the product search of the filter popover (spec part 3, section 5)', () => {
  it('refuses an empty text in every column, blanks included', () => {
    for (const field of ['sheetNumber', 'productId', 'alpha', 'productName', 'line'] as const) {
      expect(searchProblem(field, '')).toBe('empty');
      expect(searchProblem(field, '   ')).toBe('empty');
    }
  });

  it("takes any sheet number; 'ID do Produto' digits only; 'Alfa numérico' letters, digits, _ and -; name and line letters only", () => {
    expect(searchProblem('sheetNumber', 'FT-12/ab')).toBeNull();
    expect(searchProblem('productId', '12345')).toBeNull();
    expect(searchProblem('productId', '12ab')).toBe('lettersOrSpecial');
    expect(searchProblem('productId', '12.5')).toBe('lettersOrSpecial');
    expect(searchProblem('alpha', 'AB_12-x')).toBeNull();
    expect(searchProblem('alpha', 'AB 12')).toBe('special');
    expect(searchProblem('alpha', 'AB#12')).toBe('special');
    expect(searchProblem('productName', 'Sofá Retrátil')).toBeNull();
    expect(searchProblem('productName', 'Sofá 3 lugares')).toBe('numbersOrSpecial');
    expect(searchProblem('line', 'Linha-Luxo')).toBe('numbersOrSpecial');
    expect(searchProblem('line', 'Conforto')).toBeNull();
  });

  it('a ticked column keeps the trimmed text typed then; a problem leaves it unticked; unticking drops it', () => {
    expect(toggleSearchColumn({}, 'productId', ' 42 ', true)).toEqual({ ok: true, search: { productId: '42' } });
    expect(toggleSearchColumn({ line: 'Conforto' }, 'productId', '12ab', true)).toEqual({ ok: false, problem: 'lettersOrSpecial' });
    expect(toggleSearchColumn({ line: 'Conforto', productId: '42' }, 'line', 'anything', false)).toEqual({ ok: true, search: { productId: '42' } });
  });
});
