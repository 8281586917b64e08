import { CONDITION_MESSAGES, CONDITION_REFUSALS } from '../../../mocks/condicoesPagamento/handlers';
import type { PaymentCondition } from '../../../src/dataProviders/condicoesPagamento/wire';
import type { PaymentConditionPayload, PaymentConditionRow } from '../../../src/types/api';
import { callLegacy, tokenOf } from '../../helpers/mockApi';

type Envelope<T> = { status?: boolean; message?: string; itens: T };
const json = async <T>(response: Response) => ({ status: response.status, body: (await response.json()) as T });

const discountCondition = (overrides: Partial<PaymentConditionPayload> = {}): PaymentConditionPayload => ({
  Cd_pagto_padrao_org: 28,
  Nr_prazo: 10,
  Vp_desc_antec_pagto: 2.5,
  In_cond_padrao_org: 'N',
  Tx_obs: 'Antecipação 10 dias',
  ...overrides,
});

describe('mock payment conditions', () => {
  it('refuses a discount over 100, a term of 1000 or 0, a missing name or default, a default with attached conditions turned into a discount one; stores a valid condition', async () => {
    const token = await tokenOf('0000002', 'comercial1');
    const send = async (body: PaymentConditionPayload) => json<{ message: string }>(await callLegacy('POST', '/condicoesPagamento', token, body));
    expect(await send(discountCondition({ Vp_desc_antec_pagto: 101 }))).toMatchObject({ status: 400, body: { message: CONDITION_REFUSALS.discount } });
    expect(await send(discountCondition({ Vp_desc_antec_pagto: 0 }))).toMatchObject({ status: 400, body: { message: CONDITION_REFUSALS.discount } });
    expect(await send(discountCondition({ Nr_prazo: 1000 }))).toMatchObject({ status: 400, body: { message: CONDITION_REFUSALS.term } });
    expect(await send(discountCondition({ Nr_prazo: 0 }))).toMatchObject({ status: 400, body: { message: CONDITION_REFUSALS.term } });
    expect(await send(discountCondition({ Tx_obs: '   ' }))).toMatchObject({ status: 400, body: { message: CONDITION_REFUSALS.name } });
    expect(await send(discountCondition({ Cd_pagto_padrao_org: 7 }))).toMatchObject({ status: 400, body: { message: CONDITION_REFUSALS.standard } });

    const created = await json<Envelope<PaymentConditionRow>>(await callLegacy('POST', '/condicoesPagamento', token, discountCondition()));
    expect(created.status).toBe(200);
    const id = created.body.itens.paymentId;
    const single = await json<Envelope<PaymentCondition>>(await callLegacy('GET', `/condicoesPagamento/${id}`, token));
    expect(single.body.itens).toEqual({
      NM_COND_PAGTO: 'Antecipação 10 dias',
      NM_COND_PAGTO_PADRAO: 'Padrão 28 dias',
      IN_COND_PADRAO_ORG: 'N',
      CD_PAGTO_PADRAO: 28,
      NR_DIAS_PRAZO: 10,
      VP_DESCONTO: '2,5',
    });
    const updated = await json<{ message: string }>(await callLegacy('PUT', `/condicoesPagamento/${id}`, token, { ...discountCondition({ Nr_prazo: 12 }), Cd_pagto: id }));
    expect(updated.status).toBe(200);
    const list = await json<Envelope<PaymentConditionRow[]>>(await callLegacy('GET', '/condicoesPagamento/padrao', token));
    expect(list.body.itens.find((row) => row.paymentId === id)).toMatchObject({ deadlineDays: 12, standardPaymentCondition: 'Padrão 28 dias', standardCondition: 'N' });
    const demoted = { Cd_pagto: 28, Cd_pagto_padrao_org: 45, Nr_prazo: 28, Vp_desc_antec_pagto: 1, In_cond_padrao_org: 'N', Tx_obs: 'Padrão 28 dias' };
    expect(await json(await callLegacy('PUT', '/condicoesPagamento/28', token, demoted))).toMatchObject({ status: 400, body: { message: CONDITION_MESSAGES.stillAttached } });
    const defaults = await json<Envelope<PaymentConditionRow[]>>(await callLegacy('GET', '/condicoesPagamento/listByCodPadrao/45', token));
    expect(defaults.body.itens.map((row) => row.paymentId)).toEqual([45, 28]);

    const supplier = await tokenOf('1000001', 'moveis123');
    expect((await callLegacy('GET', '/condicoesPagamento/padrao', supplier)).status).toBe(403);
  });
});
