import { addDays } from 'date-fns';
import type { PaymentOption } from './receivingOptions';

/** What an option means for the supplier: when it is paid and, for an early payment, the discount as a yearly rate. */
export interface OptionWorth {
  paymentDate: Date;
  /** Effective annual rate in percent; null for the standard term or an option that pays no earlier. */
  annualRate: number | null;
}

const DAYS_PER_YEAR = 365;

/**
 * The effective annual rate of giving up `discount` % to be paid `daysEarlier` days earlier: the supplier receives
 * (1 - d) now instead of 1 later, so (1 / (1 - d)) ^ (365 / daysEarlier) - 1, compounded as a bank's advance is quoted
 * (docs/decisions.md "Receiving options: what an option is worth").
 */
export function annualRate(discountPercent: number, daysEarlier: number): number | null {
  const discount = discountPercent / 100;
  if (daysEarlier <= 0 || discount <= 0 || discount >= 1) return null;
  return (Math.pow(1 / (1 - discount), DAYS_PER_YEAR / daysEarlier) - 1) * 100;
}

/** The option's payment date (delivery + its term) and, against the standard term of `options`, its annual rate. */
export function optionWorth(option: PaymentOption, delivery: Date, options: readonly PaymentOption[]): OptionWorth {
  const standard = options.find((row) => row.standard);
  const paymentDate = addDays(delivery, option.termDays);
  if (option.standard || !standard) return { paymentDate, annualRate: null };
  return { paymentDate, annualRate: annualRate(option.advanceDiscount, standard.termDays - option.termDays) };
}
