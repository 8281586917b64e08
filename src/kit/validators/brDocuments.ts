/**
 * Brazilian person and company numbers: CPF (11 digits) and CNPJ (14 digits), with their check digits (modulo 11)
 * and their display masks. Used by the compliance signer form and the supplementary registration.
 */

export const CPF_MASK = '999.999.999-99';
export const CNPJ_MASK = '99.999.999/9999-99';

/** The digits of a text, in order ('123.456.789-09' → '12345678909'). */
export const digitsOnly = (text: string): string => text.replace(/\D/g, '');

/** A check digit (modulo 11; rests 0 and 1 give 0) of `digits` under `weights`, one per digit. */
function checkDigit(digits: string, weights: readonly number[]): number {
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * weights[index], 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const CPF_WEIGHTS_1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_WEIGHTS_2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** The two check digits a CPF's first nine digits call for. */
export function cpfCheckDigits(base: string): string {
  const first = checkDigit(base, CPF_WEIGHTS_1);
  const second = checkDigit(`${base}${first}`, CPF_WEIGHTS_2);
  return `${first}${second}`;
}

/** The two check digits a CNPJ's first twelve digits call for. */
export function cnpjCheckDigits(base: string): string {
  const first = checkDigit(base, CNPJ_WEIGHTS_1);
  const second = checkDigit(`${base}${first}`, CNPJ_WEIGHTS_2);
  return `${first}${second}`;
}

const allSame = (digits: string): boolean => /^(\d)\1*$/.test(digits);

/** A valid CPF, masked or not: 11 digits, not all the same, with its check digits. Other characters than the mask's are refused. */
export function isValidCpf(text: string): boolean {
  if (!/^[\d.\s-]*$/.test(text)) return false;
  const digits = digitsOnly(text);
  if (digits.length !== 11 || allSame(digits)) return false;
  return cpfCheckDigits(digits.slice(0, 9)) === digits.slice(9);
}

/** A valid CNPJ, masked or not: 14 digits, not all the same, with its check digits. */
export function isValidCnpj(text: string): boolean {
  if (!/^[\d.\s/-]*$/.test(text)) return false;
  const digits = digitsOnly(text);
  if (digits.length !== 14 || allSame(digits)) return false;
  return cnpjCheckDigits(digits.slice(0, 12)) === digits.slice(12);
}

/** The digits of `text` laid into `mask` ('9' a digit), as far as there are digits: typing '1234' shows '123.4'. */
export function applyMask(text: string, mask: string): string {
  const digits = digitsOnly(text);
  let out = '';
  let next = 0;
  for (const slot of mask) {
    if (next >= digits.length) break;
    if (slot === '9') {
      out += digits[next];
      next += 1;
    } else {
      out += slot;
    }
  }
  return out;
}

export const maskCpf = (text: string): string => applyMask(text, CPF_MASK);
export const maskCnpj = (text: string): string => applyMask(text, CNPJ_MASK);
