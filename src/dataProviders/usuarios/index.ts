import type { DataProvider, UpdateParams } from 'react-admin';
import type { User } from '../../resources/usuarios/users';
import type { Query } from '../core/http';
import { legacyResource } from '../core/legacyResource';
import { legacyMutation, type MutationCall } from '../core/mutation';
import { toUser, type SetAccessTypePayload, type SetActivePayload, type SetRotationPayload, type UserRow } from './wire';

/**
 * The call behind one change of a row: the Active checkbox (PUT /pessoa/setAtivo), the access type
 * (PUT /pessoa/updatePermissao) or the rotation (PUT /pessoa/updateRotacao).
 */
export function userChangeCall(codigo: string, change: Partial<User>): MutationCall & { key: string } {
  if (change.blocked !== undefined) {
    const body: SetActivePayload = { codigo, Valor: change.blocked };
    return { method: 'PUT', path: '/pessoa/setAtivo', body: { ...body }, key: `usuarios:${codigo}:ativo` };
  }
  if (change.accessTypeId !== undefined) {
    const body: SetAccessTypePayload = { codigo, permissoes_id_md5: change.accessTypeId };
    return { method: 'PUT', path: '/pessoa/updatePermissao', body: { ...body }, key: `usuarios:${codigo}:permissao` };
  }
  if (change.rotationId !== undefined) {
    const body: SetRotationPayload = { codigo, id_tipoRotacao: change.rotationId };
    return { method: 'PUT', path: '/pessoa/updateRotacao', body: { ...body }, key: `usuarios:${codigo}:rotacao` };
  }
  throw new Error('usuarios: an update changes blocked, accessTypeId or rotationId');
}

/** The list's filters, answered by the server: Ativo ('S' active, 'N' blocked) and Tipo de acesso (its id_md5). */
export function usersQuery(filter: Record<string, unknown>): Query {
  const { ativo, permissao } = filter;
  return {
    ativo: ativo === 'S' || ativo === 'N' ? ativo : undefined,
    permissao_id_md5: typeof permissao === 'string' ? permissao : undefined,
  };
}

const base = legacyResource<UserRow>({
  path: '/pessoa',
  id: (row) => row.ID_PESSOA,
  search: (row) => [row.ID_PESSOA, row.NM_PESSOA, row.RET_EMAIL_PESSOA],
  filterQuery: usersQuery,
  record: toUser,
});

/**
 * User access release (spec part 1, section 7): GET /pessoa (the users of the Ativo and Tipo de acesso filters; the
 * client searches, sorts and pages);
 * an update sends the one call of the field it changes (userChangeCall), one flight per row and field.
 */
export const usuariosProvider: DataProvider = {
  ...base,
  update: async (_resource: string, params: UpdateParams) => {
    const change = params.data as Partial<User>;
    await legacyMutation(userChangeCall(String(params.id), change));
    return { data: { ...params.previousData, ...change, id: params.id } };
  },
} as DataProvider;

/** The resources this area serves (gathered by src/dataProviders/index.ts). */
export const resources: Record<string, DataProvider> = { usuarios: usuariosProvider };
