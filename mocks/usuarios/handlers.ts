import type { RotationId, SetAccessTypePayload, SetActivePayload, SetRotationPayload, UserRow } from '../../src/dataProviders/usuarios/wire';
import { db } from '../db/db';
import type { PessoaRecord } from '../db/tables';
import { endpoint, fail, jsonBody, ok } from '../http/endpoint';

export const USER_MESSAGES = {
  changed: 'Alteração realizada!',
  notFound: 'Usuário não encontrado!',
  invalidValue: 'Valor inválido!',
  blockSelf: 'Não é possível bloquear o próprio usuário!',
  unknownAccessType: 'Tipo de acesso não encontrado!',
  invalidRotation: 'Tipo de rotação inválido!',
} as const;

const READ_WRITE = 'lista-de-usuarios';
const ROTATIONS: readonly RotationId[] = [0, 1, 2];

/** Users are the people with a portal login (suppliers without one are not listed). */
const hasLogin = (row: PessoaRecord): boolean => row.senha !== null;

const findUser = (codigo: unknown): PessoaRecord | undefined =>
  db.tables.pessoas.find((row) => hasLogin(row) && row.codigo === String(codigo ?? '').trim());

const toRow = (row: PessoaRecord): UserRow => ({
  ID_PESSOA: row.codigo,
  NM_PESSOA: row.nome,
  RET_EMAIL_PESSOA: row.email,
  IN_BLOQ: row.bloqueado ? 'S' : 'N',
  ID_MD5: row.accessTypeId ?? '',
  ID_TIPO_ROTACAO: row.rotacao,
});

/** A blocked user's sessions end at once (callerFromToken would refuse them anyway; unblocking must not revive them). */
function endSessionsOf(codigo: string): void {
  db.tables.sessions = db.tables.sessions.filter((row) => row.codigo !== codigo);
  db.touch('sessions');
}

/**
 * User access release (lista-de-usuarios). Registered before the profile's PUT /pessoa/{codigo}, which leaves
 * non-numeric codes to these handlers anyway.
 */
export const userHandlers = [
  /**
   * GET /pessoa[?ativo=S|N][&permissao_id_md5=]: the users with a login, by code; `ativo` S keeps the active (not
   * blocked) ones, N the blocked ones; `permissao_id_md5` those of one access type.
   */
  endpoint('get', 'legacy', '/pessoa', { permission: READ_WRITE }, ({ url }) => {
    const ativo = url.searchParams.get('ativo');
    if (ativo !== null && ativo !== 'S' && ativo !== 'N') return fail(400, USER_MESSAGES.invalidValue);
    const accessType = url.searchParams.get('permissao_id_md5');
    const rows = db.tables.pessoas.filter(
      (row) => hasLogin(row) && (ativo === null || row.bloqueado === (ativo === 'N')) && (accessType === null || row.accessTypeId === accessType),
    );
    return ok({ itens: rows.map(toRow).sort((a, b) => a.ID_PESSOA.localeCompare(b.ID_PESSOA)) });
  }),

  /** PUT /pessoa/setAtivo { codigo, Valor: 'S' | 'N' }: the new blocked flag; nobody blocks themselves. */
  endpoint('put', 'legacy', '/pessoa/setAtivo', { permission: READ_WRITE }, async ({ request, caller }) => {
    const { codigo, Valor } = await jsonBody<SetActivePayload>(request);
    if (Valor !== 'S' && Valor !== 'N') return fail(400, USER_MESSAGES.invalidValue);
    const user = findUser(codigo);
    if (!user) return fail(404, USER_MESSAGES.notFound);
    if (Valor === 'S' && user.codigo === caller.user.codigo) return fail(400, USER_MESSAGES.blockSelf);
    user.bloqueado = Valor === 'S';
    db.touch('pessoas');
    if (user.bloqueado) endSessionsOf(user.codigo);
    return ok({ message: USER_MESSAGES.changed });
  }),

  /** PUT /pessoa/updatePermissao { codigo, permissoes_id_md5 }: the user's access type, and so its permissions. */
  endpoint('put', 'legacy', '/pessoa/updatePermissao', { permission: READ_WRITE }, async ({ request }) => {
    const { codigo, permissoes_id_md5 } = await jsonBody<SetAccessTypePayload>(request);
    const user = findUser(codigo);
    if (!user) return fail(404, USER_MESSAGES.notFound);
    if (!db.tables.accessTypes.some((type) => type.id_md5 === permissoes_id_md5)) return fail(400, USER_MESSAGES.unknownAccessType);
    user.accessTypeId = String(permissoes_id_md5);
    db.touch('pessoas');
    return ok({ message: USER_MESSAGES.changed });
  }),

  /** PUT /pessoa/updateRotacao { codigo, id_tipoRotacao: 0 | 1 | 2 } (rotation a, b, c). */
  endpoint('put', 'legacy', '/pessoa/updateRotacao', { permission: READ_WRITE }, async ({ request }) => {
    const { codigo, id_tipoRotacao } = await jsonBody<SetRotationPayload>(request);
    const user = findUser(codigo);
    if (!user) return fail(404, USER_MESSAGES.notFound);
    const rotation = ROTATIONS.find((id) => id === id_tipoRotacao);
    if (rotation === undefined) return fail(400, USER_MESSAGES.invalidRotation);
    user.rotacao = rotation;
    db.touch('pessoas');
    return ok({ message: USER_MESSAGES.changed });
  }),
];
