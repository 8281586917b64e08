import { describe, expect, it } from 'vitest';
import { csvCell, neutraliseFormula } from '../../../src/kit/list/csvCell';

describe('neutraliseFormula: only what a spreadsheet would run as a formula', () => {
  it.each([
    ['=HYPERLINK("http://x","clique")', `'=HYPERLINK("http://x","clique")`],
    ['=SUM(1)', "'=SUM(1)"],
    ['+cmd', "'+cmd"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['-5 dias', "'-5 dias"],
    ['--', "'--"],
    ['\t=cmd', "'\t=cmd"],
    ['\r=cmd', "'\r=cmd"],
    ['  @x', "'  @x"],
  ])('neutralises %j', (text, expected) => {
    expect(neutraliseFormula(text)).toBe(expected);
  });

  it.each([
    ['-', 'an empty date'],
    ['-12,50', 'a negative amount the pt-BR way'],
    ['-1.234,56', 'with thousands'],
    ['-12.5', 'with a decimal point'],
    ['+3', 'a signed number'],
    ['-2,5%', 'a percentage'],
    ['-7', 'a negative whole number'],
    ['Fornecedor Ltda', 'text'],
    ['1+1', 'a sign inside'],
    ['a=b', 'an equals sign inside'],
    ['e-mail@x.com', 'an at sign inside'],
    ['R$ -5,00', 'not at the start'],
    ['', 'empty'],
  ])('leaves %j (%s) as it is', (text) => {
    expect(neutraliseFormula(text)).toBe(text);
  });
});

describe('csvCell', () => {
  it("text: '-' stays '-', formulas are neutralised, other values become text", () => {
    expect(csvCell('-')).toBe('-');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('-5 dias')).toBe("'-5 dias");
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell(true)).toBe('true');
    expect(csvCell({ a: 1 })).toBe('{"a":1}');
  });

  it('text: digits a spreadsheet would spoil (12 or more, a leading zero) are kept as text with a leading tab', () => {
    const key = '35261112345678000190550010000012341000012345';
    expect(key).toHaveLength(44);
    expect(csvCell(key)).toBe(`\t${key}`);
    expect(csvCell('789123456789')).toBe('\t789123456789');
    expect(csvCell('0000001')).toBe('\t0000001');
    expect(csvCell('78912345678')).toBe('78912345678');
    expect(csvCell(4500300463)).toBe('4500300463');
    expect(csvCell('0')).toBe('0');
  });

  it('code: digits are always kept as text; a code with letters is text anyway', () => {
    expect(csvCell(4500300463, 'code')).toBe('\t4500300463');
    expect(csvCell('438594', 'code')).toBe('\t438594');
    expect(csvCell('7891234567895', 'code')).toBe('\t7891234567895');
    expect(csvCell('AB-12', 'code')).toBe('AB-12');
    expect(csvCell('=cmd', 'code')).toBe("'=cmd");
    expect(csvCell(null, 'code')).toBe('');
  });

  it("amount: a number the pt-BR way, two decimals, no thousands separator nor 'R$'; empty is 0,00", () => {
    expect(csvCell(1234.56, 'amount')).toBe('1234,56');
    expect(csvCell(1234567.8, 'amount')).toBe('1234567,80');
    expect(csvCell(-12.5, 'amount')).toBe('-12,50');
    expect(csvCell('1.234,56', 'amount')).toBe('1234,56');
    expect(csvCell('R$ 1.234,56', 'amount')).toBe('1234,56');
    expect(csvCell(0.005, 'amount')).toBe('0,01');
    expect(csvCell(-0.001, 'amount')).toBe('0,00');
    expect(csvCell(null, 'amount')).toBe('0,00');
    expect(csvCell('', 'amount')).toBe('0,00');
  });

  it('number: a quantity the pt-BR way, no thousands separator; empty stays empty', () => {
    expect(csvCell(1234, 'number')).toBe('1234');
    expect(csvCell(87.5, 'number')).toBe('87,5');
    expect(csvCell(-3, 'number')).toBe('-3');
    expect(csvCell(0, 'number')).toBe('0');
    expect(csvCell(null, 'number')).toBe('');
    expect(csvCell('', 'number')).toBe('');
  });
});
