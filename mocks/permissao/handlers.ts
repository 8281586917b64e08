import { descriptionRefusal } from './rules';
import type { AccessType, DescriptionPayload, Feature, FeatureRow } from '../../src/types/api';
import { db } from '../db/db';
import { md5Like, newToken } from '../db/ids';
import type { AccessTypeRecord } from '../db/tables';
import { endpoint, fail, jsonBody, ok } from '../http/endpoint';
import { localDateTime } from '../logs/seed';

export const ACCESS_TYPE_MESSAGES = {
  created: 'Tipo de acesso adicionado com sucesso!',
  updated: 'Tipo de acesso editado com sucesso!',
  removed: 'Tipo de acesso removido com sucesso!',
  notFound: 'Tipo de acesso não encontrado!',
  featureNotFound: 'Funcionalidade não encontrada!',
  required: 'Preencha o campo descrição!',
  max: 'Campo descrição não pode ter mais de 100 caracteres!',
  inUse: 'Tipo de acesso vinculado a usuários! Altere o tipo de acesso desses usuários antes de excluí-lo.',
  changed: 'Alteração realizada!',
} as const;

const WRITE = 'manter-permissoes';
/** The users screen fills its access-type dropdown from GET /permissao too. */
const READ = ['manter-permissoes', 'lista-de-usuarios'] as const;

const byDescription = (a: { descricao: string }, b: { descricao: string }): number => a.descricao.localeCompare(b.descricao, 'pt-BR');

const toRow = ({ id_md5, descricao, dt_criacao }: AccessTypeRecord): AccessType => ({ id_md5, descricao, dt_criacao });

const findType = (id: unknown) => db.tables.accessTypes.find((row) => row.id_md5 === String(id ?? ''));
const findFeature = (id: unknown) => db.tables.features.find((row) => row.id_md5 === String(id ?? ''));

async function readDescription(request: Request): Promise<{ descricao: string } | { refusal: Response }> {
  const { descricao } = await jsonBody<DescriptionPayload>(request);
  const problem = descriptionRefusal(descricao);
  if (problem) return { refusal: fail(400, ACCESS_TYPE_MESSAGES[problem]) };
  return { descricao: String(descricao).trim() };
}

const holds = (accessTypeId: string, featureId: string): boolean =>
  db.tables.accessTypeFeatures.some((row) => row.accessTypeId === accessTypeId && row.featureId === featureId);

/**
 * Access types and their features (manter-permissoes). The permission check reads these same tables, so a change
 * here changes what every user of the type may do from their next call on.
 */
export const accessTypeHandlers = [
  /** GET /permissao: every access type, by description. */
  endpoint('get', 'legacy', '/permissao', { permission: [...READ] }, () => ok({ itens: db.tables.accessTypes.map(toRow).sort(byDescription) })),

  /** GET /permissao/{id_md5}. */
  endpoint('get', 'legacy', '/permissao/:id', { permission: WRITE }, ({ params }) => {
    const type = findType(params.id);
    return type ? ok({ itens: toRow(type) }) : fail(404, ACCESS_TYPE_MESSAGES.notFound);
  }),

  /** POST /permissao { descricao }: a new access type without features; its role is its description. */
  endpoint('post', 'legacy', '/permissao', { permission: WRITE }, async ({ request }) => {
    const read = await readDescription(request);
    if ('refusal' in read) return read.refusal;
    const type: AccessTypeRecord = { id_md5: md5Like(newToken()), descricao: read.descricao, role: read.descricao, dt_criacao: localDateTime(new Date()) };
    db.tables.accessTypes.push(type);
    db.touch('accessTypes');
    return ok({ message: ACCESS_TYPE_MESSAGES.created, itens: toRow(type) });
  }),

  /** PUT /permissao/{id} { descricao }: the role the permission check answers stays as it was. */
  endpoint('put', 'legacy', '/permissao/:id', { permission: WRITE }, async ({ request, params }) => {
    const type = findType(params.id);
    if (!type) return fail(404, ACCESS_TYPE_MESSAGES.notFound);
    const read = await readDescription(request);
    if ('refusal' in read) return read.refusal;
    type.descricao = read.descricao;
    db.touch('accessTypes');
    return ok({ message: ACCESS_TYPE_MESSAGES.updated, itens: toRow(type) });
  }),

  /** DELETE /permissao/{id}: the type and its features; refused while a user holds it. */
  endpoint('delete', 'legacy', '/permissao/:id', { permission: WRITE }, ({ params }) => {
    const type = findType(params.id);
    if (!type) return fail(404, ACCESS_TYPE_MESSAGES.notFound);
    if (db.tables.pessoas.some((row) => row.accessTypeId === type.id_md5)) return fail(400, ACCESS_TYPE_MESSAGES.inUse);
    db.tables.accessTypes = db.tables.accessTypes.filter((row) => row !== type);
    db.tables.accessTypeFeatures = db.tables.accessTypeFeatures.filter((row) => row.accessTypeId !== type.id_md5);
    db.touch('accessTypes');
    db.touch('accessTypeFeatures');
    return ok({ message: ACCESS_TYPE_MESSAGES.removed });
  }),

  /** GET /funcionalidade: the catalogue of features, by description. */
  endpoint('get', 'legacy', '/funcionalidade', { permission: WRITE }, () =>
    ok({ itens: db.tables.features.map(({ id_md5, descricao }): FeatureRow => ({ id_md5, descricao })).sort(byDescription) }),
  ),

  /** GET /funcionalidade/getFuncionalidadesByPermissionID?permissao_id_md5=: every feature, 'on' when the type holds it. */
  endpoint('get', 'legacy', '/funcionalidade/getFuncionalidadesByPermissionID', { permission: WRITE }, ({ url }) => {
    const type = findType(url.searchParams.get('permissao_id_md5'));
    if (!type) return fail(404, ACCESS_TYPE_MESSAGES.notFound);
    const held = new Set(db.tables.accessTypeFeatures.filter((row) => row.accessTypeId === type.id_md5).map((row) => row.featureId));
    const itens: Feature[] = db.tables.features
      .map(({ id_md5, descricao }) => ({ id_md5, descricao, value: held.has(id_md5) ? ('on' as const) : ('off' as const) }))
      .sort(byDescription);
    return ok({ itens });
  }),

  /** POST /permissaoFuncionalidade/{permissao_id_md5}/{funcionalidade_id_md5}: the type gets the feature (again is fine). */
  endpoint('post', 'legacy', '/permissaoFuncionalidade/:permissao/:funcionalidade', { permission: WRITE }, ({ params }) => {
    const type = findType(params.permissao);
    const feature = findFeature(params.funcionalidade);
    if (!type) return fail(404, ACCESS_TYPE_MESSAGES.notFound);
    if (!feature) return fail(404, ACCESS_TYPE_MESSAGES.featureNotFound);
    if (!holds(type.id_md5, feature.id_md5)) {
      db.tables.accessTypeFeatures.push({ accessTypeId: type.id_md5, featureId: feature.id_md5 });
      db.touch('accessTypeFeatures');
    }
    return ok({ message: ACCESS_TYPE_MESSAGES.changed });
  }),

  /** DELETE /permissaoFuncionalidade/{permissao_id_md5}/{funcionalidade_id_md5}: the type loses the feature. */
  endpoint('delete', 'legacy', '/permissaoFuncionalidade/:permissao/:funcionalidade', { permission: WRITE }, ({ params }) => {
    const type = findType(params.permissao);
    const feature = findFeature(params.funcionalidade);
    if (!type) return fail(404, ACCESS_TYPE_MESSAGES.notFound);
    if (!feature) return fail(404, ACCESS_TYPE_MESSAGES.featureNotFound);
    db.tables.accessTypeFeatures = db.tables.accessTypeFeatures.filter((row) => !(row.accessTypeId === type.id_md5 && row.featureId === feature.id_md5));
    db.touch('accessTypeFeatures');
    return ok({ message: ACCESS_TYPE_MESSAGES.changed });
  }),
];
