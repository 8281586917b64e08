import { CONDITION_MESSAGES, CONDITION_REFUSALS } from '../../../mocks/condicoesPagamento/handlers';
import { BLOCKED_SUPPLIER, RECEIVING_GROUP_MESSAGES } from '../../../mocks/condicoesPagamento/groupHandlers';
import type { DiscountOption, GroupCondition, GroupSupplier, PaymentCondition, PaymentConditionPayload, PaymentConditionRow, ReceivingGroup, ReceivingOptionItem } from '../../../src/types/api';
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

describe('mock payment conditions and receiving-option groups', () => {
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

  it('groups: a condition switched on in a group reaches its suppliers; a blocked supplier cannot join (300); a group with suppliers cannot go (-2292)', async () => {
    const token = await tokenOf('0000002', 'comercial1');
    const created = await json<Envelope<ReceivingGroup>>(await callLegacy('POST', '/grupoOpcoesRecebimento/', token, { nm_org: ' Novo grupo ' }));
    expect(created.body).toMatchObject({ message: RECEIVING_GROUP_MESSAGES.created, itens: { NM_ORG: 'Novo grupo' } });
    const group = created.body.itens.ID_ORG;
    expect((await json<{ message: string }>(await callLegacy('POST', '/grupoOpcoesRecebimento/', token, { nm_org: '' }))).body.message).toBe('Preencha o campo descrição!');

    const conditions = (await json<Envelope<GroupCondition[]>>(await callLegacy('GET', `/condicoesGrupo/${group}`, token))).body.itens;
    expect(conditions.map((row) => [row.CD_PAGTO, row.IN_ATIVO, row.NR_PRAZO_PADRAO])).toEqual([[7, 'N', 28], [14, 'N', 28], [21, 'N', 45]]);
    const toggle = await json<{ message: string }>(await callLegacy('POST', '/condicoesGrupo', token, { id_org: group, id_cond_tcc: 7, in_ativar: 'S' }));
    expect(toggle).toEqual({ status: 200, body: expect.objectContaining({ message: RECEIVING_GROUP_MESSAGES.conditionOn }) });

    const blocked = await json<{ message: string }>(await callLegacy('POST', '/fornecedoresGrupo', token, { id_org: group, id_pessoa: 1000002, in_ativar: 'S' }));
    expect(blocked).toEqual({ status: 300, body: expect.objectContaining({ message: BLOCKED_SUPPLIER }) });
    const added = await json<{ message: string }>(await callLegacy('POST', '/fornecedoresGrupo', token, { id_org: group, id_pessoa: 2000001, in_ativar: 'S' }));
    expect(added.status).toBe(200);
    const members = (await json<Envelope<GroupSupplier[]>>(await callLegacy('GET', `/fornecedoresGrupo?idOrg=${group}&inOrg=S`, token))).body.itens;
    expect(members).toEqual([expect.objectContaining({ ID_PESSOA: 2000001, IN_ATIVO_ORG: 'S', NM_COND_PAGTO: 'Padrão 28 dias', NR_DIAS_PRAZO: 28 })]);

    const accessories = await tokenOf('2000001', 'acess123');
    const options = (await json<Envelope<DiscountOption[]>>(await callLegacy('GET', '/opcoesRecebimento/descontos?idFornecedor=2000001', accessories))).body.itens;
    expect(options.map((row) => [row.CD_PAGTO, row.IN_COND_PADRAO_FORNEC])).toEqual([[28, 'S'], [7, 'N']]);

    expect((await json<{ message: string }>(await callLegacy('DELETE', `/grupoOpcoesRecebimento/${group}`, token))).body.message).toBe(RECEIVING_GROUP_MESSAGES.linked);
    const removed = await json<{ message: string }>(await callLegacy('POST', '/fornecedoresGrupo', token, { id_org: group, id_pessoa: 2000001, in_ativar: 'N' }));
    expect(removed.body.message).toBe('Removido associação com sucesso!');
    expect((await callLegacy('DELETE', `/grupoOpcoesRecebimento/${group}`, token)).status).toBe(200);
  });

  it('lists the scheduled, undelivered items of the supplier only, with the 26 fields', async () => {
    const token = await tokenOf('1000001', 'moveis123');
    const items = (await json<Envelope<ReceivingOptionItem[]>>(await callLegacy('GET', '/opcoesRecebimento?idFornecedor=2000001', token))).body.itens;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.ID_PESSOA === 1000001)).toBe(true);
    expect(Object.keys(items[0])).toHaveLength(26);
    expect(items[0].NR_PRAZO).toBe(items[0].CD_PAGTO === 28 ? 28 : expect.any(Number));
  });
});
