import type { RotationId, User } from '../../resources/usuarios/users';

/** User row of GET /pessoa. */
export interface UserRow {
  ID_PESSOA: string;
  NM_PESSOA: string;
  RET_EMAIL_PESSOA: string;
  /** 'S' = blocked. */
  IN_BLOQ: 'S' | 'N';
  /** Access type (id_md5). */
  ID_MD5: string;
  ID_TIPO_ROTACAO: RotationId;
}

export type { RotationId };

/** PUT /pessoa/setAtivo: Valor is the new blocked flag ('S' blocks, 'N' releases). */
export interface SetActivePayload {
  codigo: string;
  Valor: 'S' | 'N';
}

/** PUT /pessoa/updatePermissao. */
export interface SetAccessTypePayload {
  codigo: string;
  permissoes_id_md5: string;
}

/** PUT /pessoa/updateRotacao. */
export interface SetRotationPayload {
  codigo: string;
  id_tipoRotacao: RotationId;
}

/** A user row as the area's record. */
export const toUser = (row: UserRow): User => ({
  personId: row.ID_PESSOA,
  name: row.NM_PESSOA,
  email: row.RET_EMAIL_PESSOA,
  blocked: row.IN_BLOQ,
  accessTypeId: row.ID_MD5,
  rotationId: row.ID_TIPO_ROTACAO,
});
