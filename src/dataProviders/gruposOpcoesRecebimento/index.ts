import type { DataProvider } from 'react-admin';
import type {
  GroupCondition,
  GroupConditionToggle,
  GroupSupplier,
  GroupSupplierMethods,
  GroupSupplierToggle,
  ReceivingGroupMethods,
  SupplierToggleAnswer,
} from '../../resources/gruposOpcoesRecebimento/receivingGroups';
import { translate } from '../../i18n/translate';
import { withCustomMethods } from '../core/customMethods';
import { serverMessage } from '../core/errors';
import { request } from '../core/http';
import { assertLegacyWriteOk, legacyRows } from '../core/legacyEnvelope';
import { legacyResource } from '../core/legacyResource';
import { legacyMutation } from '../core/mutation';
import {
  toGroupCondition,
  toGroupSupplier,
  toReceivingGroup,
  type GroupConditionRow,
  type GroupSupplierRow,
  type ReceivingGroupPayload,
  type ReceivingGroupRow,
} from './wire';

/** Spec part 2, 7: the group conditions and group suppliers calls have 2.5 s. */
export const GROUP_TOGGLE_TIMEOUT_MS = 2500;

/**
 * Receiving-option groups (spec part 2, 7): GET /grupoOpcoesRecebimento[/{id}], POST /grupoOpcoesRecebimento/ and
 * PUT /grupoOpcoesRecebimento/{id} with { nm_org } (the form's descricao), DELETE /grupoOpcoesRecebimento/{id}.
 */
const groups: DataProvider = legacyResource<ReceivingGroupRow>({
  path: '/grupoOpcoesRecebimento',
  createPath: '/grupoOpcoesRecebimento/',
  id: (row) => row.ID_ORG,
  toBody: (data) => ({ nm_org: String(data.descricao ?? '').trim() }) satisfies ReceivingGroupPayload,
  search: (row) => [row.NM_ORG],
  record: toReceivingGroup,
});

/** GET /condicoesGrupo/{idOrg}: the discount conditions with their state in the group. */
export async function fetchGroupConditions(groupId: number, signal?: AbortSignal): Promise<GroupCondition[]> {
  const { body } = await request(`/condicoesGrupo/${groupId}`, { timeoutMs: GROUP_TOGGLE_TIMEOUT_MS, signal });
  return legacyRows<GroupConditionRow>(body).map(toGroupCondition);
}

/** POST /condicoesGrupo { id_org, id_cond_tcc, in_ativar }. */
export function toggleGroupCondition(body: GroupConditionToggle) {
  return legacyMutation({
    method: 'POST',
    path: '/condicoesGrupo',
    body: { ...body },
    timeoutMs: GROUP_TOGGLE_TIMEOUT_MS,
    key: `condicoesGrupo:${body.id_org}:${body.id_cond_tcc}`,
  });
}

/** GET /fornecedoresGrupo?idOrg=&inOrg=S (the group's suppliers) or without inOrg (every supplier, IN_ATIVO_ORG saying who is in). */
export async function fetchGroupSuppliers(groupId: number, onlyMembers: boolean, signal?: AbortSignal): Promise<GroupSupplier[]> {
  const { body } = await request('/fornecedoresGrupo', {
    query: { idOrg: groupId, ...(onlyMembers ? { inOrg: 'S' } : {}) },
    timeoutMs: GROUP_TOGGLE_TIMEOUT_MS,
    signal,
  });
  return legacyRows<GroupSupplierRow>(body).map(toGroupSupplier);
}

/** POST /fornecedoresGrupo { id_org, id_pessoa, in_ativar }: status 300 is a warning (the association did not happen). */
export async function toggleGroupSupplier(body: GroupSupplierToggle): Promise<SupplierToggleAnswer> {
  const answer = await request('/fornecedoresGrupo', {
    method: 'POST',
    body: { ...body },
    timeoutMs: GROUP_TOGGLE_TIMEOUT_MS,
    acceptStatuses: [300],
    failureMessage: translate('app.errors.submitFailure'),
  });
  if (answer.status === 300) return { kind: 'warning', message: serverMessage(answer.body) ?? '' };
  const record = assertLegacyWriteOk(answer.body);
  return { kind: 'done', message: typeof record.message === 'string' ? record.message : '' };
}

/** The groups, with the group screens' calls as methods (conditions and their switch, the supplier switch). */
export const gruposOpcoesRecebimentoProvider = withCustomMethods(groups, {
  conditions: (_resource, { groupId }) => fetchGroupConditions(groupId),
  toggleCondition: async (_resource, body) => ({ message: (await toggleGroupCondition(body)).message }),
} satisfies ReceivingGroupMethods);

/**
 * fornecedoresGrupo: a group's suppliers (filter { groupId, members: true }) or every supplier with IN_ATIVO_ORG
 * saying who is in (filter { groupId }); the call takes no paging, so the client searches (q) and pages them.
 */
const groupSuppliers: DataProvider = legacyResource<GroupSupplierRow>({
  path: '/fornecedoresGrupo',
  id: (row) => row.ID_PESSOA,
  timeoutMs: GROUP_TOGGLE_TIMEOUT_MS,
  filterQuery: (filter) => ({ idOrg: Number(filter.groupId), ...(filter.members === true ? { inOrg: 'S' } : {}) }),
  search: (row) => [row.ID_PESSOA, row.NM_PESSOA, row.DS_EMAIL],
  record: toGroupSupplier,
});

/** A group's suppliers, with the supplier switch (POST /fornecedoresGrupo) as a method. */
export const fornecedoresGrupoProvider = withCustomMethods(groupSuppliers, {
  toggleSupplier: (_resource, body) => toggleGroupSupplier(body),
} satisfies GroupSupplierMethods);

/** The resources this area serves (gathered by src/dataProviders/index.ts). */
export const resources: Record<string, DataProvider> = {
  gruposOpcoesRecebimento: gruposOpcoesRecebimentoProvider as DataProvider,
  fornecedoresGrupo: fornecedoresGrupoProvider as DataProvider,
};
