import { readRowWindow, rowWindow } from '../../../src/dataProviders/core/paging';

describe('rowWindow', () => {
  it.each([
    ['initialRow', { initialRow: 0, nextRows: 10 }, { initialRow: 30, nextRows: 15 }],
    ['linhaInicial', { linhaInicial: 0, qtdRegistro: 10 }, { linhaInicial: 30, qtdRegistro: 15 }],
    ['LinhaInicial', { LinhaInicial: 0, QtdRegistro: 10 }, { LinhaInicial: 30, QtdRegistro: 15 }],
  ] as const)('%s: page 1 starts at row 0 and page 3 of 15 at row 30', (style, first, third) => {
    expect(rowWindow({ page: 1, perPage: 10 }, style)).toEqual(first);
    expect(rowWindow({ page: 3, perPage: 15 }, style)).toEqual(third);
  });

  it('treats a page below 1 as the first page', () => {
    expect(rowWindow({ page: 0, perPage: 10 }, 'initialRow')).toEqual({ initialRow: 0, nextRows: 10 });
  });
});

describe('readRowWindow', () => {
  it('reads each dialect back from a query string', () => {
    expect(readRowWindow(new URLSearchParams('initialRow=30&nextRows=15'), 'initialRow')).toEqual({ offset: 30, limit: 15 });
    expect(readRowWindow(new URLSearchParams('linhaInicial=20&qtdRegistro=10'), 'linhaInicial')).toEqual({ offset: 20, limit: 10 });
    expect(readRowWindow({ LinhaInicial: 5, QtdRegistro: 7 }, 'LinhaInicial')).toEqual({ offset: 5, limit: 7 });
  });

  it('defaults to offset 0 and 15 rows when the window is missing or invalid', () => {
    expect(readRowWindow(new URLSearchParams(''), 'linhaInicial')).toEqual({ offset: 0, limit: 15 });
    expect(readRowWindow({}, 'initialRow')).toEqual({ offset: 0, limit: 15 });
    expect(readRowWindow(new URLSearchParams('linhaInicial=-3&qtdRegistro=abc'), 'linhaInicial')).toEqual({ offset: 0, limit: 15 });
    expect(readRowWindow({ LinhaInicial: 10, QtdRegistro: 0 }, 'LinhaInicial')).toEqual({ offset: 10, limit: 15 });
  });
});
