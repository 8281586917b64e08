import { differenceInCalendarDays, startOfDay } from 'date-fns';
import { callFailureMessage, refusalText } from '../../kit/data/failures';
import { formatPercent, toDate, toServerDate } from '../../i18n/format';
import { translate } from '../../i18n/translate';
import type { PaymentOption, PaymentOptionChange } from './receivingOptions';
import type { ScheduledProduct } from '../../types/scheduledProducts';

/**
 * The payment (receiving) option rules of spec part 2, section 4, shared by the protocol's change screen and
 * /opcoesRecebimento. Pure: every date comes in, nothing is read from the clock.
 */

const TEXT = 'pages.paymentOptions';

/** A change is allowed until this many days before the scheduled delivery. */
export const CHANGE_DEADLINE_DAYS = 1;

/** A scheduled item a change acts on: its order, branch, product (id and name), delivery date and quantity already delivered. */
export type PaymentOptionItem = Pick<ScheduledProduct, 'purchaseOrderId' | 'branchId' | 'productId' | 'productName' | 'deliveryDate' | 'deliveredQuantity'>;

export type ChangeWindow = { allowed: true; daysLeft: number } | { allowed: false; reason: 'tooLate' | 'noConditions' };

export const isStandardOption = (option: PaymentOption): boolean => option.standard;

/** APLICAR's choice: the offered option of the chosen code; none (then 'Escolha uma opção!') without a choice. */
export const chosenOption = (options: readonly PaymentOption[], code: number | null): PaymentOption | undefined =>
  code === null ? undefined : options.find((option) => option.paymentCode === code);

/**
 * The option in force, which the dialog opens with: the offered option of the items' payment code; items not
 * anticipated whose code is not offered (0 after a cancelled anticipation) are on the standard term. None when an
 * anticipation's code is no longer offered: APLICAR then needs a choice.
 */
export function optionInForce(options: readonly PaymentOption[], code: number | undefined, anticipatedNow: boolean): PaymentOption | undefined {
  return options.find((option) => option.paymentCode === code) ?? (anticipatedNow ? undefined : options.find(isStandardOption));
}

/** The retailer released at least one early-payment option (besides the standard term). */
export const hasReleasedConditions = (options: readonly PaymentOption[]): boolean => options.some((option) => !isStandardOption(option));

/**
 * Whether the option of a delivery on `delivery` may change `today`: not without released conditions, nor when the
 * delivery is less than CHANGE_DEADLINE_DAYS ahead; else how many days remain after today (0: today is the last).
 */
export function changeWindow(delivery: Date, today: Date, options: readonly PaymentOption[]): ChangeWindow {
  if (!hasReleasedConditions(options)) return { allowed: false, reason: 'noConditions' };
  const ahead = differenceInCalendarDays(startOfDay(delivery), startOfDay(today));
  if (ahead < CHANGE_DEADLINE_DAYS) return { allowed: false, reason: 'tooLate' };
  return { allowed: true, daysLeft: ahead - CHANGE_DEADLINE_DAYS };
}

/** The window's tooltip, in the spec's words. */
export function changeWindowText(window: ChangeWindow): string {
  if (!window.allowed) return translate(`${TEXT}.window.${window.reason}`);
  const rest = window.daysLeft === 0 ? translate(`${TEXT}.window.lastDay`) : translate(`${TEXT}.window.daysLeft`, { count: window.daysLeft });
  return translate(`${TEXT}.window.allowed`, { rest });
}

/** The payment code names an early-payment option (not the standard term). */
export const isAnticipation = (paymentCode: number, options: readonly PaymentOption[]): boolean =>
  options.some((option) => option.paymentCode === paymentCode && !isStandardOption(option));

/** The standard term first, then the early-payment options by their term, shortest first. */
export function orderedOptions(options: readonly PaymentOption[]): PaymentOption[] {
  return [...options].sort((a, b) => Number(isStandardOption(b)) - Number(isStandardOption(a)) || a.termDays - b.termDays);
}

/**
 * What an option is called: the standard term reads 'Prazo padrão', or 'Cancelar antecipação' when the items are
 * anticipated now; an early-payment option names its discount and term.
 */
export function optionLabel(option: PaymentOption, anticipatedNow: boolean): string {
  if (isStandardOption(option)) {
    const name = translate(`${TEXT}.option.${anticipatedNow ? 'cancel' : 'standard'}`);
    return translate(`${TEXT}.option.standardTerm`, { name, days: option.termDays });
  }
  return translate(`${TEXT}.option.discount`, { percent: formatPercent(option.advanceDiscount), days: option.termDays });
}

/** Choosing an early-payment option sets its payment code; choosing the standard term removes it (null). */
export const paymentCodeOf = (option: PaymentOption): number | null => (isStandardOption(option) ? null : option.paymentCode);

/** An item with a quantity already delivered cannot be anticipated (the retailer must split it first). */
export const anticipationBlocked = (item: Pick<PaymentOptionItem, 'deliveredQuantity'>): boolean => Number(item.deliveredQuantity) > 0;

/** The items that stop `option` from being applied: partly delivered ones, when the option is an anticipation. */
export function blockedItems<T extends Pick<PaymentOptionItem, 'deliveredQuantity'>>(items: readonly T[], option: PaymentOption): T[] {
  return isStandardOption(option) ? [] : items.filter(anticipationBlocked);
}

/**
 * A product-level change is refused at once ('Antecipação de Pagamento Indisponível') when the product is partly
 * delivered and not anticipated now: its only choice would be an anticipation. Anticipated now, the dialog opens so
 * that the anticipation can be cancelled (a discount chosen there is refused on APLICAR).
 */
export const refusedAtOnce = (items: readonly Pick<PaymentOptionItem, 'deliveredQuantity'>[], anticipatedNow: boolean): boolean =>
  !anticipatedNow && items.some(anticipationBlocked);

/** A day whose deliveries have two or more payment terms needs one invoice per term. */
export const needsMultipleInvoices = (paymentCodes: readonly number[]): boolean => new Set(paymentCodes).size >= 2;

/**
 * The change for one item: paymentCode the chosen option's code, or 0 when the standard term removes the
 * anticipation; deliveredQuantity only when given (the receiving-options screen sends it).
 */
export function paymentOptionChange(item: PaymentOptionItem, personId: number, option: PaymentOption, quantity?: number): PaymentOptionChange {
  const delivery = toDate(item.deliveryDate);
  return {
    personId,
    purchaseOrderId: Number(item.purchaseOrderId),
    branchId: Number(item.branchId),
    productId: Number(item.productId),
    deliveryDate: delivery ? toServerDate(delivery) : '',
    ...(quantity === undefined ? {} : { deliveredQuantity: quantity }),
    paymentCode: paymentCodeOf(option) ?? 0,
  };
}

/** A failed PUT: the server's error field, else 'Erro na edição de dados de condições!'. */
export function updateFailureText(error: unknown): string {
  return refusalText(error) ?? translate(`${TEXT}.failure`);
}

/** A failed discounts call: messages with 'Campos necessários' or 'Permissão' as given, else 'O ocorreu um erro no sistema!'. */
export function discountsFailureText(error: unknown): string {
  const message = callFailureMessage(error);
  return /campos necessários|permissão/i.test(message) ? message : translate(`${TEXT}.discountsFailure`);
}
