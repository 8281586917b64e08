import { HttpResponse } from 'msw';
import type {
  GroupConditionRow as GroupCondition,
  GroupConditionToggle,
  GroupSupplierRow as GroupSupplier,
  GroupSupplierToggle,
  ReceivingGroupPayload,
  ReceivingGroupRow as ReceivingGroup,
} from '../../src/dataProviders/gruposOpcoesRecebimento/wire';
import { db } from '../db/db';
import { endpoint, fail, jsonBody, ok } from '../http/endpoint';
import { NAMED_RECORD_MESSAGES, namedRecordHandlers } from '../http/namedRecords';
import { SUPPLIER_DEFAULT_ID, type ReceivingGroupRecord } from '../condicoesPagamento/seed';
import { groupNameProblem } from './rules';

const PERMISSION = 'grupos-opcoes-de-recebimento' as const;

export const RECEIVING_GROUP_MESSAGES = {
  ...NAMED_RECORD_MESSAGES,
  conditionOn: 'Condição ativada no grupo!',
  conditionOff: 'Condição desativada no grupo!',
  conditionUnknown: 'Condição de pagamento não encontrada!',
  supplierOn: 'Fornecedor adicionado ao grupo!',
  supplierOff: 'Removido associação com sucesso!',
  supplierUnknown: 'Fornecedor não encontrado!',
  badToggle: 'Campos necessários: id_org, id_cond_tcc ou id_pessoa, in_ativar (S ou N)',
} as const;

/** Status 300 of the association: a blocked supplier (IN_BLOQ = 'S') cannot join a group. */
export const BLOCKED_SUPPLIER = 'Fornecedor bloqueado não pode ser associado ao grupo.';

const findGroup = (id: unknown) => db.tables.receivingGroups.find((row) => String(row.id) === String(id));
const toGroup = (record: ReceivingGroupRecord): ReceivingGroup => ({ ID_ORG: record.id, NM_ORG: record.name });
const isFlag = (value: unknown): value is 'S' | 'N' => value === 'S' || value === 'N';

async function readName(request: Request): Promise<{ name: string } | { refusal: Response }> {
  const { nm_org } = await jsonBody<ReceivingGroupPayload>(request);
  const problem = groupNameProblem(nm_org);
  if (problem) return { refusal: fail(400, RECEIVING_GROUP_MESSAGES[problem]) };
  return { name: String(nm_org).trim() };
}

function groupConditions(groupId: number): GroupCondition[] {
  const conditions = db.tables.paymentConditions;
  return conditions
    .filter((row) => row.standard === 'N')
    .map((row): GroupCondition => ({
      CD_PAGTO: row.paymentId,
      NR_PRAZO: row.deadlineDays,
      VP_DESC_ANTEC_PAGTO: row.discountPercent,
      IN_ATIVO: db.tables.groupConditions.some((link) => link.groupId === groupId && link.paymentId === row.paymentId && link.active) ? 'S' : 'N',
      NM_COND_PAGTO: row.name,
      NR_PRAZO_PADRAO: conditions.find((standard) => standard.paymentId === row.standardId)?.deadlineDays ?? 0,
    }))
    .sort((a, b) => a.NR_PRAZO_PADRAO - b.NR_PRAZO_PADRAO || a.NR_PRAZO - b.NR_PRAZO);
}

function groupSuppliers(groupId: number, onlyMembers: boolean): GroupSupplier[] {
  const standard = db.tables.paymentConditions.find((row) => row.paymentId === SUPPLIER_DEFAULT_ID);
  const members = new Set(db.tables.groupSuppliers.filter((link) => link.groupId === groupId).map((link) => link.personId));
  return db.tables.pessoas
    .filter((person) => person.supplierType !== null && (!onlyMembers || members.has(Number(person.codigo))))
    .map((person): GroupSupplier => ({
      ID_PESSOA: Number(person.codigo),
      NM_PESSOA: person.nome,
      DS_EMAIL: person.email,
      NM_COND_PAGTO: standard?.name ?? '',
      NR_DIAS_PRAZO: standard?.deadlineDays ?? 0,
      IN_ATIVO_ORG: members.has(Number(person.codigo)) ? 'S' : 'N',
    }));
}

/** Receiving-option groups, their conditions and their suppliers (spec part 2, 2.5 and 7). */
export const receivingGroupHandlers = [
  endpoint('get', 'legacy', '/grupoOpcoesRecebimento', { permission: PERMISSION }, () => ok({ itens: db.tables.receivingGroups.map(toGroup) })),

  /** GET, PUT and DELETE /grupoOpcoesRecebimento/{id}, POST /grupoOpcoesRecebimento/ { nm_org }: a delete is refused while a supplier belongs to the group; its condition switches go with it. */
  ...namedRecordHandlers<ReceivingGroupRecord>({
    path: '/grupoOpcoesRecebimento',
    createPath: '/grupoOpcoesRecebimento/',
    permission: PERMISSION,
    table: () => db.tables.receivingGroups,
    row: toGroup,
    readName,
    create: (id, name) => ({ id, name }),
    rename: (group, name) => {
      group.name = name;
    },
    inUse: (group) => db.tables.groupSuppliers.some((link) => link.groupId === group.id),
    remove: (group) => {
      db.tables.receivingGroups = db.tables.receivingGroups.filter((row) => row !== group);
      db.tables.groupConditions = db.tables.groupConditions.filter((link) => link.groupId !== group.id);
      db.touch('receivingGroups');
      db.touch('groupConditions');
    },
    touch: () => db.touch('receivingGroups'),
  }),

  /** GET /condicoesGrupo/{idOrg}: every discount condition, active or not in the group. */
  endpoint('get', 'legacy', '/condicoesGrupo/:idOrg', { permission: PERMISSION }, ({ params }) => {
    const group = findGroup(params.idOrg);
    return group ? ok({ itens: groupConditions(group.id) }) : fail(404, RECEIVING_GROUP_MESSAGES.notFound);
  }),

  /** POST /condicoesGrupo { id_org, id_cond_tcc, in_ativar }. */
  endpoint('post', 'legacy', '/condicoesGrupo', { permission: PERMISSION }, async ({ request }) => {
    const body = await jsonBody<GroupConditionToggle>(request);
    if (!Number.isInteger(body.id_org) || !Number.isInteger(body.id_cond_tcc) || !isFlag(body.in_ativar)) return fail(400, RECEIVING_GROUP_MESSAGES.badToggle);
    if (!findGroup(body.id_org)) return fail(404, RECEIVING_GROUP_MESSAGES.notFound);
    const condition = db.tables.paymentConditions.find((row) => row.paymentId === body.id_cond_tcc && row.standard === 'N');
    if (!condition) return fail(404, RECEIVING_GROUP_MESSAGES.conditionUnknown);
    const active = body.in_ativar === 'S';
    const link = db.tables.groupConditions.find((row) => row.groupId === body.id_org && row.paymentId === body.id_cond_tcc);
    if (link) link.active = active;
    else db.tables.groupConditions.push({ groupId: body.id_org as number, paymentId: condition.paymentId, active });
    db.touch('groupConditions');
    return ok({ message: active ? RECEIVING_GROUP_MESSAGES.conditionOn : RECEIVING_GROUP_MESSAGES.conditionOff });
  }),

  /** GET /fornecedoresGrupo?idOrg=&inOrg=S: the group's suppliers; without inOrg=S every supplier, with IN_ATIVO_ORG. */
  endpoint('get', 'legacy', '/fornecedoresGrupo', { permission: PERMISSION }, ({ url }) => {
    const group = findGroup(url.searchParams.get('idOrg'));
    if (!group) return fail(404, RECEIVING_GROUP_MESSAGES.notFound);
    return ok({ itens: groupSuppliers(group.id, url.searchParams.get('inOrg') === 'S') });
  }),

  /** POST /fornecedoresGrupo { id_org, id_pessoa, in_ativar }: a blocked supplier answers status 300 and stays out. */
  endpoint('post', 'legacy', '/fornecedoresGrupo', { permission: PERMISSION }, async ({ request }) => {
    const body = await jsonBody<GroupSupplierToggle>(request);
    if (!Number.isInteger(body.id_org) || !Number.isInteger(body.id_pessoa) || !isFlag(body.in_ativar)) return fail(400, RECEIVING_GROUP_MESSAGES.badToggle);
    const group = findGroup(body.id_org);
    if (!group) return fail(404, RECEIVING_GROUP_MESSAGES.notFound);
    if (!db.tables.pessoas.some((person) => person.supplierType !== null && Number(person.codigo) === body.id_pessoa)) return fail(404, RECEIVING_GROUP_MESSAGES.supplierUnknown);
    const links = db.tables.groupSuppliers;
    if (body.in_ativar === 'N') {
      db.tables.groupSuppliers = links.filter((link) => !(link.groupId === group.id && link.personId === body.id_pessoa));
      db.touch('groupSuppliers');
      return ok({ message: RECEIVING_GROUP_MESSAGES.supplierOff });
    }
    if (db.tables.pessoas.some((person) => Number(person.codigo) === body.id_pessoa && person.bloqueado)) {
      return HttpResponse.json({ status: false, message: BLOCKED_SUPPLIER }, { status: 300 });
    }
    if (!links.some((link) => link.groupId === group.id && link.personId === body.id_pessoa)) links.push({ groupId: group.id, personId: body.id_pessoa as number });
    db.touch('groupSuppliers');
    return ok({ message: RECEIVING_GROUP_MESSAGES.supplierOn });
  }),
];
