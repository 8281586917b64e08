/** Bar and space widths (in modules, bar first) of the Code 128 symbols 0 to 105 (ISO/IEC 15417). */
const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232',
];
const START_C = 105;
/** The stop symbol with its closing bar. */
const STOP = '2331112';

/**
 * The module widths (bar, space, bar…) of an even-length string of digits in Code 128 subset C: start C, a symbol per
 * pair of digits, the mod-103 check symbol, stop. What the PDF label draws; ZPL's ^BC draws the same code itself.
 */
export function code128C(digits: string): number[] {
  if (!/^(\d\d)+$/.test(digits)) throw new Error('Code 128 C takes an even number of digits');
  const values = [START_C, ...(digits.match(/\d\d/g) ?? []).map(Number)];
  const check = values.reduce((sum, value, index) => sum + value * Math.max(1, index), 0) % 103;
  return [...values, check].flatMap((value) => [...PATTERNS[value]].map(Number)).concat([...STOP].map(Number));
}
