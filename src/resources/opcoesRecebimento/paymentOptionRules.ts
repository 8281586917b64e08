import { differenceInCalendarDays, startOfDay } from 'date-fns';
import { callFailureMessage, refusalText } from '../../kit/data/failures';
import { formatPercent, toDate, toServerDate } from '../../i18n/format';
import { translate } from '../../i18n/translate';
import type { DiscountOption, PaymentOptionBody, ProtocolInvoiceItem } from './receivingOptions';

/**
 * The payment (receiving) option rules of spec part 2, section 4, shared by the protocol's change screen and
 * /opcoesRecebimento. Pure: every date comes in, nothing is read from the clock.
 */

const TEXT = 'pages.paymentOptions';

/** A change is allowed until this many days before the scheduled delivery. */
export const CHANGE_DEADLINE_DAYS = 1;

/** A scheduled item a change acts on: its order, branch, product (id and name), delivery date and quantity already delivered. */
export type PaymentOptionItem = Pick<ProtocolInvoiceItem, 'NR_PC' | 'CD_FIL' | 'ID_PROD' | 'NM_PROD' | 'DT_ENTRG' | 'QT_ENTRG'>;

export type ChangeWindow = { allowed: true; daysLeft: number } | { allowed: false; reason: 'tooLate' | 'noConditions' };

export const isStandardOption = (option: DiscountOption): boolean => option.IN_COND_PADRAO_FORNEC === 'S';

/** APLICAR's choice: the offered option of the chosen code; none (then 'Escolha uma opção!') without a choice. */
export const chosenOption = (options: readonly DiscountOption[], code: number | null): DiscountOption | undefined =>
  code === null ? undefined : options.find((option) => option.CD_PAGTO === code);

/**
 * The option in force, which the dialog opens with: the offered option of the items' payment code; items not
 * anticipated whose code is not offered (0 after a cancelled anticipation) are on the standard term. None when an
 * anticipation's code is no longer offered: APLICAR then needs a choice.
 */
export function optionInForce(options: readonly DiscountOption[], code: number | undefined, anticipatedNow: boolean): DiscountOption | undefined {
  return options.find((option) => option.CD_PAGTO === code) ?? (anticipatedNow ? undefined : options.find(isStandardOption));
}

/** The retailer released at least one early-payment option (besides the standard term). */
export const hasReleasedConditions = (options: readonly DiscountOption[]): boolean => options.some((option) => !isStandardOption(option));

/**
 * Whether the option of a delivery on `delivery` may change `today`: not without released conditions, nor when the
 * delivery is less than CHANGE_DEADLINE_DAYS ahead; else how many days remain after today (0: today is the last).
 */
export function changeWindow(delivery: Date, today: Date, options: readonly DiscountOption[]): ChangeWindow {
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
export const isAnticipation = (paymentCode: number, options: readonly DiscountOption[]): boolean =>
  options.some((option) => option.CD_PAGTO === paymentCode && !isStandardOption(option));

/** The standard term first, then the early-payment options by their term, shortest first. */
export function orderedOptions(options: readonly DiscountOption[]): DiscountOption[] {
  return [...options].sort((a, b) => Number(isStandardOption(b)) - Number(isStandardOption(a)) || a.NR_PRAZO1 - b.NR_PRAZO1);
}

/**
 * What an option is called: the standard term reads 'Prazo padrão', or 'Cancelar antecipação' when the items are
 * anticipated now; an early-payment option names its discount and term.
 */
export function optionLabel(option: DiscountOption, anticipatedNow: boolean): string {
  if (isStandardOption(option)) {
    const name = translate(`${TEXT}.option.${anticipatedNow ? 'cancel' : 'standard'}`);
    return translate(`${TEXT}.option.standardTerm`, { name, days: option.NR_PRAZO1 });
  }
  return translate(`${TEXT}.option.discount`, { percent: formatPercent(option.VP_DESC_ANTEC_PAGTO), days: option.NR_PRAZO1 });
}

/** Choosing an early-payment option sets its payment code; choosing the standard term removes it (null). */
export const paymentCodeOf = (option: DiscountOption): number | null => (isStandardOption(option) ? null : option.CD_PAGTO);

/** An item with a quantity already delivered cannot be anticipated (the retailer must split it first). */
export const anticipationBlocked = (item: Pick<PaymentOptionItem, 'QT_ENTRG'>): boolean => Number(item.QT_ENTRG) > 0;

/** The items that stop `option` from being applied: partly delivered ones, when the option is an anticipation. */
export function blockedItems<T extends Pick<PaymentOptionItem, 'QT_ENTRG'>>(items: readonly T[], option: DiscountOption): T[] {
  return isStandardOption(option) ? [] : items.filter(anticipationBlocked);
}

/**
 * A product-level change is refused at once ('Antecipação de Pagamento Indisponível') when the product is partly
 * delivered and not anticipated now: its only choice would be an anticipation. Anticipated now, the dialog opens so
 * that the anticipation can be cancelled (a discount chosen there is refused on APLICAR).
 */
export const refusedAtOnce = (items: readonly Pick<PaymentOptionItem, 'QT_ENTRG'>[], anticipatedNow: boolean): boolean =>
  !anticipatedNow && items.some(anticipationBlocked);

/** A day whose deliveries have two or more payment terms needs one invoice per term. */
export const needsMultipleInvoices = (paymentCodes: readonly number[]): boolean => new Set(paymentCodes).size >= 2;

/**
 * The PUT body for one item: cd_pagto the chosen option's code, or 0 when the standard term removes the
 * anticipation; qt_entrg only when given (the receiving-options screen sends it).
 */
export function paymentOptionBody(item: PaymentOptionItem, personId: number, option: DiscountOption, quantity?: number): PaymentOptionBody {
  const delivery = toDate(item.DT_ENTRG);
  return {
    id_pessoa: personId,
    nr_pc: Number(item.NR_PC),
    cd_fil: Number(item.CD_FIL),
    id_prod: Number(item.ID_PROD),
    dt_entrg: delivery ? toServerDate(delivery) : '',
    ...(quantity === undefined ? {} : { qt_entrg: quantity }),
    cd_pagto: paymentCodeOf(option) ?? 0,
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
