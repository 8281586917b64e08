/**
 * The payments server's own rules, written from the spec (part 2, section 4), never imported from the client: a test
 * (tests/unit/pagamentos/delayRulesAgree.test.ts) checks the client's rules give the same answers on the seed.
 */

/** A product's line of an invoice's delay: its delay weighted by its share of the invoice, 3 decimals. */
export const proportionalDelay = (productDelayDays: number, productAmount: number, invoiceTotal: number): number =>
  invoiceTotal === 0 ? 0 : Math.round(((productDelayDays * productAmount) / invoiceTotal) * 1000) / 1000;

/**
 * The invoice's delay (its paymentDetail's delayPaymentTerm, the list's 'Atraso'): the rounded sum of its products'
 * proportional delays, the weighted average the 'Detalhamento' modal totals.
 */
export function invoiceDelay(rows: readonly { proportionalDelayTerm: number }[]): number {
  let sum = 0;
  for (const row of rows) sum += row.proportionalDelayTerm;
  return Math.round(sum);
}
