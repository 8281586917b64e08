import type { PaymentConditionPayload } from '../../src/types/api';

/**
 * The server's own checks of a payment condition (spec part 2, sections 5 and 9), written from the spec and not
 * shared with the client's form, so that a test can hold the two against each other.
 */
export type ConditionFault = 'name' | 'term' | 'standard' | 'discount';

/** Spec: the service term is 0-999 (a saved one is at least 1 day); the discount 0-100. */
const LONGEST_TERM = 999;
const LARGEST_DISCOUNT = 100;

const isWholeNumberBetween = (value: unknown, low: number, high: number): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value >= low && value <= high;

/**
 * The first rule a body breaks: Tx_obs (the name) not blank; Nr_prazo a whole number of days 1-999; a discount
 * condition (In_cond_padrao_org N) attached to an existing default condition, with 0 < Vp_desc_antec_pagto <= 100.
 */
export function payloadProblem(body: Partial<PaymentConditionPayload>, isDefaultCondition: (paymentId: number) => boolean): ConditionFault | undefined {
  const name = typeof body.Tx_obs === 'string' ? body.Tx_obs.trim() : '';
  if (name.length === 0) return 'name';
  if (!isWholeNumberBetween(body.Nr_prazo, 1, LONGEST_TERM)) return 'term';
  if (body.In_cond_padrao_org === 'S') return undefined;
  const attachedTo = body.Cd_pagto_padrao_org;
  if (body.In_cond_padrao_org !== 'N' || typeof attachedTo !== 'number' || !isDefaultCondition(attachedTo)) return 'standard';
  const discount = Number(body.Vp_desc_antec_pagto);
  if (typeof body.Vp_desc_antec_pagto !== 'number' || Number.isNaN(discount) || discount <= 0 || discount > LARGEST_DISCOUNT) return 'discount';
  return undefined;
}
