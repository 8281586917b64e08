import type { GroupCondition, GroupSupplier, ReceivingGroup } from '../../resources/gruposOpcoesRecebimento/receivingGroups';
import type { YesNo } from '../../types/api';

/** The switches' bodies are the provider methods' params (the area builds them: groupToggles.ts). */
export type { GroupConditionToggle, GroupSupplierToggle } from '../../resources/gruposOpcoesRecebimento/receivingGroups';

/** A receiving-option group (GET /grupoOpcoesRecebimento[/{id}]). */
export interface ReceivingGroupRow {
  ID_ORG: number;
  NM_ORG: string;
}

/** POST /grupoOpcoesRecebimento/ and PUT /grupoOpcoesRecebimento/{id}: the form state. */
export interface ReceivingGroupPayload {
  nm_org: string;
}

/**
 * A discount condition as a group holds it (GET /condicoesGrupo/{idOrg}): the spec's CD_PAGTO, NR_PRAZO,
 * VP_DESC_ANTEC_PAGTO and IN_ATIVO, with the condition's name and the default term it is attached to.
 */
export interface GroupConditionRow {
  CD_PAGTO: number;
  NR_PRAZO: number;
  VP_DESC_ANTEC_PAGTO: number;
  IN_ATIVO: YesNo;
  NM_COND_PAGTO: string;
  NR_PRAZO_PADRAO: number;
}

/** A supplier as a group lists it (GET /fornecedoresGrupo?idOrg=&inOrg=): its default payment condition and whether it is in the group. */
export interface GroupSupplierRow {
  ID_PESSOA: number;
  NM_PESSOA: string;
  DS_EMAIL: string;
  NM_COND_PAGTO: string;
  NR_DIAS_PRAZO: number;
  IN_ATIVO_ORG: YesNo;
}

export const toReceivingGroup = (row: ReceivingGroupRow): ReceivingGroup => ({ receivingGroupId: row.ID_ORG, receivingGroupName: row.NM_ORG });

export const toGroupCondition = (row: GroupConditionRow): GroupCondition => ({
  paymentCode: row.CD_PAGTO,
  termDays: row.NR_PRAZO,
  advanceDiscount: row.VP_DESC_ANTEC_PAGTO,
  active: row.IN_ATIVO,
  name: row.NM_COND_PAGTO,
  standardTermDays: row.NR_PRAZO_PADRAO,
});

export const toGroupSupplier = (row: GroupSupplierRow): GroupSupplier => ({
  personId: row.ID_PESSOA,
  name: row.NM_PESSOA,
  email: row.DS_EMAIL,
  paymentConditionName: row.NM_COND_PAGTO,
  termDays: row.NR_DIAS_PRAZO,
  inGroup: row.IN_ATIVO_ORG,
});
