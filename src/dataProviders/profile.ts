import type { ProfilePayload } from '../types/api';
import { request } from './core/http';
import { assertLegacyOk } from './core/legacyEnvelope';

export interface UpdateProfileOptions {
  /** Password renewal (login answered `renovacao: true`): PUT /pessoa/renovacao/{codigo}. */
  renewal?: boolean;
}

/**
 * Profile edit (spec part 1, section 7): PUT /pessoa/{codigo}, or /pessoa/renovacao/{codigo} in renewal
 * mode, with { codigo, nome, senha }; answers { status, message }. Resolves with the server's message.
 */
export async function updateProfile(payload: ProfilePayload, { renewal = false }: UpdateProfileOptions = {}): Promise<string> {
  const codigo = encodeURIComponent(payload.codigo);
  const path = renewal ? `/pessoa/renovacao/${codigo}` : `/pessoa/${codigo}`;
  const { body } = await request(path, { method: 'PUT', body: { codigo: payload.codigo, nome: payload.nome, senha: payload.senha } });
  const record = assertLegacyOk(body);
  return typeof record.message === 'string' ? record.message : '';
}
