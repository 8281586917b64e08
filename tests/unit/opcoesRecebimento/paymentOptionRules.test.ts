import { ApiError } from '../../../src/dataProviders/core/errors';
import {
  anticipationBlocked,
  blockedItems,
  changeWindow,
  changeWindowText,
  chosenOption,
  discountsFailureText,
  hasReleasedConditions,
  isAnticipation,
  needsMultipleInvoices,
  optionInForce,
  optionLabel,
  orderedOptions,
  paymentCodeOf,
  paymentOptionChange,
  refusedAtOnce,
  updateFailureText,
} from '../../../src/resources/opcoesRecebimento/paymentOptionRules';
import { toPaymentOptionBody } from '../../../src/dataProviders/opcoesRecebimento/wire';
import type { PaymentOption } from '../../../src/resources/opcoesRecebimento/receivingOptions';

const STANDARD: PaymentOption = { paymentCode: 28, termDays: 28, advanceDiscount: 0, standard: true };
const SEVEN: PaymentOption = { paymentCode: 7, termDays: 7, advanceDiscount: 3, standard: false };
const FOURTEEN: PaymentOption = { paymentCode: 14, termDays: 14, advanceDiscount: 1.5, standard: false };
const OPTIONS = [FOURTEEN, STANDARD, SEVEN];
const ITEM = { purchaseOrderId: 4500300123, branchId: 101, productId: 100456, productName: 'Sofá retrátil 3 lugares', deliveryDate: '2026-11-27T00:00:00', deliveredQuantity: 0 };
const day = (iso: string) => new Date(`${iso}T00:00:00`);
const TODAY = new Date('2026-11-24T15:30:00');

describe('payment option rules (spec part 2, section 4)', () => {
  it("APLICAR needs a choice among the offered options ('Escolha uma opção!' otherwise)", () => {
    expect(chosenOption(OPTIONS, null)).toBeUndefined();
    expect(chosenOption(OPTIONS, 21)).toBeUndefined();
    expect(chosenOption(OPTIONS, 7)).toBe(SEVEN);
    expect(chosenOption(OPTIONS, 28)).toBe(STANDARD);
  });

  it('the dialog opens on the option in force: the offered option of the code, else the standard term when not anticipated', () => {
    expect(optionInForce(OPTIONS, 7, true)).toBe(SEVEN);
    expect(optionInForce(OPTIONS, 28, false)).toBe(STANDARD);
    // A cancelled anticipation leaves code 0: the standard term.
    expect(optionInForce(OPTIONS, 0, false)).toBe(STANDARD);
    // An anticipation whose code is no longer offered: no choice, APLICAR asks for one.
    expect(optionInForce(OPTIONS, 21, true)).toBeUndefined();
    expect(optionInForce([SEVEN], 0, false)).toBeUndefined();
  });

  it('allows a change until 1 day before the delivery, with the tooltip of the days left', () => {
    expect(changeWindow(day('2026-11-27'), TODAY, OPTIONS)).toEqual({ allowed: true, daysLeft: 2 });
    expect(changeWindowText(changeWindow(day('2026-11-27'), TODAY, OPTIONS))).toBe(
      'Permitido alterar opção de pagamento em até 1 dias antes da entrega, você ainda tem 2 dia(s) para alterar',
    );
    expect(changeWindowText(changeWindow(day('2026-11-26'), TODAY, OPTIONS))).toBe(
      'Permitido alterar opção de pagamento em até 1 dias antes da entrega, você ainda tem 1 dia(s) para alterar',
    );
    expect(changeWindow(day('2026-11-25'), TODAY, OPTIONS)).toEqual({ allowed: true, daysLeft: 0 });
    expect(changeWindowText(changeWindow(day('2026-11-25'), TODAY, OPTIONS))).toBe('Permitido alterar opção de pagamento em até 1 dias antes da entrega, último dia');
    for (const iso of ['2026-11-24', '2026-11-20']) {
      expect(changeWindow(day(iso), TODAY, OPTIONS)).toEqual({ allowed: false, reason: 'tooLate' });
      expect(changeWindowText(changeWindow(day(iso), TODAY, OPTIONS))).toBe('Pedidos com data de agendamento em até 1 dia antes da entrega não podem ser antecipados');
    }
  });

  it('without an early-payment option released nothing can change', () => {
    expect(hasReleasedConditions([STANDARD])).toBe(false);
    expect(hasReleasedConditions([])).toBe(false);
    expect(hasReleasedConditions(OPTIONS)).toBe(true);
    expect(changeWindow(day('2026-12-10'), TODAY, [STANDARD])).toEqual({ allowed: false, reason: 'noConditions' });
    expect(changeWindowText({ allowed: false, reason: 'noConditions' })).toBe('Você não tem condições de pagamento liberadas. Se necessário entre em contato com equipe');
  });

  it("names the options: the standard term as 'Prazo padrão' or 'Cancelar antecipação', the others by discount and term", () => {
    expect(orderedOptions(OPTIONS)).toEqual([STANDARD, SEVEN, FOURTEEN]);
    expect(optionLabel(STANDARD, false)).toBe('Prazo padrão - pagamento em 28 dias');
    expect(optionLabel(STANDARD, true)).toBe('Cancelar antecipação - pagamento em 28 dias');
    expect(optionLabel(SEVEN, true)).toBe('3,0% de desconto - pagamento em 7 dias');
    expect(optionLabel(FOURTEEN, false)).toBe('1,5% de desconto - pagamento em 14 dias');
    expect(isAnticipation(7, OPTIONS)).toBe(true);
    expect(isAnticipation(28, OPTIONS)).toBe(false);
    expect(isAnticipation(99, OPTIONS)).toBe(false);
  });

  it('a discount sets the payment code, the standard term removes it (cd_pagto 0); the PUT body is exact', () => {
    expect(paymentCodeOf(SEVEN)).toBe(7);
    expect(paymentCodeOf(STANDARD)).toBeNull();
    expect(JSON.stringify(toPaymentOptionBody(paymentOptionChange(ITEM, 1000001, SEVEN)))).toBe(
      '{"id_pessoa":1000001,"nr_pc":4500300123,"cd_fil":101,"id_prod":100456,"dt_entrg":"27/11/2026","cd_pagto":7}',
    );
    expect(JSON.stringify(toPaymentOptionBody(paymentOptionChange(ITEM, 1000001, STANDARD)))).toBe(
      '{"id_pessoa":1000001,"nr_pc":4500300123,"cd_fil":101,"id_prod":100456,"dt_entrg":"27/11/2026","cd_pagto":0}',
    );
    // The receiving-options screen also sends qt_entrg.
    expect(JSON.stringify(toPaymentOptionBody(paymentOptionChange(ITEM, 2000001, FOURTEEN, 12)))).toBe(
      '{"id_pessoa":2000001,"nr_pc":4500300123,"cd_fil":101,"id_prod":100456,"dt_entrg":"27/11/2026","qt_entrg":12,"cd_pagto":14}',
    );
  });

  it('blocks anticipation of an item with a quantity delivered; the standard term is never blocked', () => {
    const partial = { ...ITEM, deliveredQuantity: 2 };
    expect(anticipationBlocked(ITEM)).toBe(false);
    expect(anticipationBlocked(partial)).toBe(true);
    expect(blockedItems([ITEM, partial], SEVEN)).toEqual([partial]);
    expect(blockedItems([ITEM, partial], STANDARD)).toEqual([]);
    // A partly delivered product is refused at once, unless it is anticipated now: its anticipation may be cancelled.
    expect(refusedAtOnce([partial], false)).toBe(true);
    expect(refusedAtOnce([partial], true)).toBe(false);
    expect(refusedAtOnce([ITEM], false)).toBe(false);
  });

  it('a day with two or more payment terms needs more than one invoice', () => {
    expect(needsMultipleInvoices([28])).toBe(false);
    expect(needsMultipleInvoices([28, 28])).toBe(false);
    expect(needsMultipleInvoices([28, 7])).toBe(true);
    expect(needsMultipleInvoices([28, 7, 14])).toBe(true);
    expect(needsMultipleInvoices([])).toBe(false);
  });

  it('failure texts: the PUT error field or the catalogue text; discounts keep only Campos necessários and Permissão messages', () => {
    expect(updateFailureText(new ApiError('http', 'Item bloqueado.', 400, { error: 'Item bloqueado.' }))).toBe('Item bloqueado.');
    expect(updateFailureText(new ApiError('http', 'Erro ao enviar dados!', 500, {}))).toBe('Erro na edição de dados de condições!');
    expect(updateFailureText(new ApiError('network', 'Erro ao enviar dados!'))).toBe('Erro na edição de dados de condições!');
    expect(discountsFailureText(new ApiError('http', 'Campos necessários: idFornecedor', 200))).toBe('Campos necessários: idFornecedor');
    expect(discountsFailureText(new ApiError('http', 'Usuário não tem permissão para acessar funcionalidades', 403))).toBe(
      'Usuário não tem permissão para acessar funcionalidades',
    );
    expect(discountsFailureText(new ApiError('http', 'Erro ao carregar dados!', 500))).toBe('O ocorreu um erro no sistema!');
  });
});
