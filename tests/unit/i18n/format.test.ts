import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPercent,
  parseServerDate,
  toServerDate,
  truncateText,
} from '../../../src/i18n/format';

describe('formatMoney', () => {
  it.each([
    [null, 'R$ 0,00'],
    [undefined, 'R$ 0,00'],
    ['', 'R$ 0,00'],
    ['   ', 'R$ 0,00'],
    [Number.NaN, 'R$ 0,00'],
    ['abc', 'R$ 0,00'],
    [0, 'R$ 0,00'],
    [1234.5, 'R$ 1.234,50'],
    [1234567.891, 'R$ 1.234.567,89'],
    [-10, '-R$ 10,00'],
    ['1.234,56', 'R$ 1.234,56'],
    ['12,5', 'R$ 12,50'],
    ['1234.56', 'R$ 1.234,56'],
    ['1.234.567', 'R$ 1.234.567,00'],
    ['R$ 1.234,56', 'R$ 1.234,56'],
  ] as const)('%j → %s', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it('uses a plain space after R$, never U+00A0', () => {
    expect(formatMoney(1)).not.toMatch(/[\u00a0\u202f]/);
  });
});

describe('formatPercent', () => {
  it.each([
    [2.5, '2,5%'],
    [10, '10,0%'],
    [3.14159, '3,1%'],
    ['2,5', '2,5%'],
    [null, '0,0%'],
    [undefined, '0,0%'],
    ['', '0,0%'],
  ] as const)('%j → %s', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });

  it('with more decimals when asked (IPI rates such as 3,25%)', () => {
    expect(formatPercent(3.25, 2)).toBe('3,25%');
    expect(formatPercent(5, 2)).toBe('5,00%');
  });
});

describe('formatNumber', () => {
  it.each([
    [1234, 0, '1.234'],
    [12, 0, '12'],
    [87.3, 1, '87,3'],
    ['1.234,5', 1, '1.234,5'],
    [null, 0, '0'],
    [undefined, 1, '0,0'],
  ] as const)('%j with %i decimals → %s', (value, digits, expected) => {
    expect(formatNumber(value, digits)).toBe(expected);
  });
});

describe('formatDate', () => {
  it.each([
    ['2026-11-21', '21/11/2026'],
    ['2026-01-01', '01/01/2026'],
    ['2026-11-21T00:00:00', '21/11/2026'],
    ['2026-11-21T23:59:59.999', '21/11/2026'],
    ['2026-11-21 08:30:00', '21/11/2026'],
    ['21/11/2026', '21/11/2026'],
    ['21/11/2026 08:30', '21/11/2026'],
    [' 2026-11-21 ', '21/11/2026'],
    ['', '-'],
    ['   ', '-'],
    [null, '-'],
    [undefined, '-'],
    ['0001-01-01', '-'],
    ['0001-01-01T00:00:00', '-'],
    ['0001-01-01T00:00:00Z', '-'],
    ['01/01/0001', '-'],
    ['not a date', '-'],
    ['2026-02-31', '-'],
    ['31/02/2026', '-'],
    ['2026-13-01', '-'],
  ] as const)('%j → %s', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it('accepts Date objects', () => {
    expect(formatDate(new Date(2026, 10, 21, 23, 30))).toBe('21/11/2026');
    expect(formatDate(new Date(Number.NaN))).toBe('-');
  });

  it('treats a Date at 0001-01-01 as empty', () => {
    const local = new Date(2000, 0, 1);
    local.setFullYear(1, 0, 1);
    expect(formatDate(local)).toBe('-');
    expect(formatDate(new Date('0001-01-01T00:00:00Z'))).toBe('-');
  });

  it('never shifts a date-only string by a day, whatever the time zone', () => {
    for (const day of ['2026-01-01', '2026-06-30', '2026-12-31', '2024-02-29']) {
      const [y, m, d] = day.split('-');
      expect(formatDate(day)).toBe(`${d}/${m}/${y}`);
    }
  });
});

describe('formatDateTime', () => {
  it.each([
    ['2026-11-21T13:45:10', '21/11/2026 13:45'],
    ['2026-11-21', '21/11/2026 00:00'],
    ['21/11/2026 08:05', '21/11/2026 08:05'],
    ['21/11/2026 08:05:59', '21/11/2026 08:05'],
    ['', '-'],
    [null, '-'],
    [undefined, '-'],
    ['0001-01-01', '-'],
    ['0001-01-01T00:00:00', '-'],
    ['01/01/0001', '-'],
    ['garbage', '-'],
  ] as const)('%j → %s', (value, expected) => {
    expect(formatDateTime(value)).toBe(expected);
  });

  it('accepts Date objects', () => {
    expect(formatDateTime(new Date(2026, 10, 21, 7, 3))).toBe('21/11/2026 07:03');
  });
});

describe('toServerDate / parseServerDate', () => {
  it('formats a Date as dd/MM/yyyy', () => {
    expect(toServerDate(new Date(2026, 10, 21))).toBe('21/11/2026');
    expect(toServerDate(new Date(2026, 0, 5, 23, 59))).toBe('05/01/2026');
    expect(toServerDate(new Date(Number.NaN))).toBe('');
  });

  it('parses a strict dd/MM/yyyy as a local date', () => {
    const date = parseServerDate('21/11/2026');
    expect(date).toBeInstanceOf(Date);
    expect(date?.getFullYear()).toBe(2026);
    expect(date?.getMonth()).toBe(10);
    expect(date?.getDate()).toBe(21);
    expect(date?.getHours()).toBe(0);
    expect(parseServerDate('29/02/2024')?.getDate()).toBe(29);
  });

  it.each(['31/02/2026', '29/02/2026', '32/01/2026', '21/13/2026', '2026-11-21', '1/11/2026', '21/11/26', '', 'abc', '21/11/2026 10:00', '01/01/0001'])(
    'rejects %j',
    (text) => {
      expect(parseServerDate(text)).toBeNull();
    },
  );

  it('round-trips', () => {
    expect(toServerDate(parseServerDate('07/09/2026') as Date)).toBe('07/09/2026');
  });
});

describe('truncateText', () => {
  it('leaves text of up to 150 characters alone', () => {
    const text = 'a'.repeat(150);
    expect(truncateText(text)).toBe(text);
    expect(truncateText('curto')).toBe('curto');
    expect(truncateText('')).toBe('');
  });

  it('cuts text over 150 characters to 150 followed by ...', () => {
    const text = 'b'.repeat(150) + 'cdef';
    expect(truncateText(text)).toBe(`${'b'.repeat(150)}...`);
    expect(truncateText(text)).toHaveLength(153);
  });

  it('honours a custom max', () => {
    expect(truncateText('Fornecedor', 5)).toBe('Forne...');
    expect(truncateText('Fornecedor', 10)).toBe('Fornecedor');
  });

  it('returns an empty string for null and undefined', () => {
    expect(truncateText(null)).toBe('');
    expect(truncateText(undefined)).toBe('');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(truncateText('😀😀😀', 2)).toBe('😀😀...');
  });
});
