import type { PaymentConditionPayload } from './paymentConditions';

/** Spec part 2, sections 5 and 9: term 0-999 (3 digits), discount 0-100 (up to 6 characters). */
export const TERM_MAX = 999;
export const TERM_DIGITS = 3;
export const DISCOUNT_MAX = 100;
export const DISCOUNT_CHARS = 6;

/** The payment-condition form as typed: the discount with a comma decimal; standardId '' is none chosen. */
export interface ConditionFormValues {
  name: string;
  isDefault: boolean;
  standardId: number | '';
  term: string;
  discount: string;
}

/** Which field a message belongs to, in the order the form checks them. */
export type ConditionProblem = 'name' | 'term' | 'standard' | 'discount';

const allZeros = (text: string): boolean => /^[0,.]*$/.test(text.trim());

/** '1,5' (or '1.5') as 1.5; NaN when it is not a number. */
export function discountNumber(text: string): number {
  const normalised = text.trim().replace(',', '.');
  return /^\d+(\.\d*)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}

/**
 * The first rule of part 2 section 5 the values break: a name that is not only spaces; a term that is not empty or all
 * zeros; when the condition is not a default one, an attached default and a discount that is not empty, not all
 * zeros and at most 100.
 */
export function conditionProblem(values: ConditionFormValues): ConditionProblem | undefined {
  if (values.name.trim() === '') return 'name';
  if (allZeros(values.term) || !/^\d{1,3}$/.test(values.term.trim())) return 'term';
  if (values.isDefault) return undefined;
  if (values.standardId === '') return 'standard';
  const discount = discountNumber(values.discount);
  if (allZeros(values.discount) || Number.isNaN(discount) || discount > DISCOUNT_MAX) return 'discount';
  return undefined;
}

/** The term as typed into its input: digits only, at most 3, a negative number is 0. */
export function termInput(text: string): string {
  if (text.trim().startsWith('-')) return '0';
  return text.replace(/\D/g, '').slice(0, TERM_DIGITS);
}

/** The discount as typed into its input: digits and one comma (a dot becomes one), up to 6 characters, never over 100; a negative is 0. */
export function discountInput(text: string): string {
  if (text.trim().startsWith('-')) return '0';
  const [whole, ...rest] = text.replace(/\./g, ',').replace(/[^\d,]/g, '').split(',');
  const typed = (rest.length > 0 ? `${whole},${rest.join('')}` : whole).slice(0, DISCOUNT_CHARS);
  return discountNumber(typed) > DISCOUNT_MAX ? String(DISCOUNT_MAX) : typed;
}

/** The body of POST /condicoesPagamento (with Cd_pagto for the PUT): In_cond_padrao_org is N when a default condition is attached. */
export function conditionPayload(values: ConditionFormValues, paymentId?: number): PaymentConditionPayload {
  const attached = !values.isDefault && values.standardId !== '';
  return {
    ...(paymentId === undefined ? {} : { Cd_pagto: paymentId }),
    Cd_pagto_padrao_org: attached ? (values.standardId as number) : null,
    Nr_prazo: Number(values.term.trim()),
    Vp_desc_antec_pagto: attached ? discountNumber(values.discount) : 0,
    In_cond_padrao_org: attached ? 'N' : 'S',
    Tx_obs: values.name.trim(),
  };
}
