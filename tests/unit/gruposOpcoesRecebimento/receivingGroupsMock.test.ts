import { BLOCKED_SUPPLIER, RECEIVING_GROUP_MESSAGES } from '../../../mocks/gruposOpcoesRecebimento/handlers';
import type { DiscountOption } from '../../../src/dataProviders/opcoesRecebimento/wire';
import type { GroupConditionRow as GroupCondition, GroupSupplierRow as GroupSupplier, ReceivingGroupRow as ReceivingGroup } from '../../../src/dataProviders/gruposOpcoesRecebimento/wire';
import { callLegacy, tokenOf } from '../../helpers/mockApi';

type Envelope<T> = { status?: boolean; message?: string; itens: T };
const json = async <T>(response: Response) => ({ status: response.status, body: (await response.json()) as T });

describe('mock receiving-option groups', () => {
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
});
