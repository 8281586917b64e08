import type { DataProvider } from 'react-admin';
import type { ProfileMethods, ProfileSave } from '../../custom/profile/profile';
import { getUserByToken } from '../auth';
import { withCustomMethods } from '../core/customMethods';
import { methodsOnlyResource } from '../core/methodsOnlyResource';
import { legacyMutation } from '../core/mutation';
import type { ProfilePayload } from './wire';

export interface UpdateProfileOptions {
  /** Password renewal (login answered `renovacao: true`): PUT /pessoa/renovacao/{codigo}. */
  renewal?: boolean;
}

/**
 * Profile edit (spec part 1, section 7): PUT /pessoa/{codigo}, or /pessoa/renovacao/{codigo} in renewal
 * mode, with { codigo, nome, senha }; answers { status, message }. Resolves with the server's message only
 * on the envelope's explicit success (a 200 with `{}` is 'Campos necessários, não foram retornados pelo servidor!').
 */
export async function updateProfile(payload: ProfilePayload, { renewal = false }: UpdateProfileOptions = {}): Promise<string> {
  const codigo = encodeURIComponent(payload.codigo);
  const { message } = await legacyMutation({
    method: 'PUT',
    path: renewal ? `/pessoa/renovacao/${codigo}` : `/pessoa/${codigo}`,
    body: { codigo: payload.codigo, nome: payload.nome, senha: payload.senha },
    key: `profile:${payload.codigo}`,
  });
  return message;
}

/** The 'profile' resource: the person as the server has it now (user by token), and the save of the profile form. */
export const profileProvider = withCustomMethods(methodsOnlyResource('profile'), {
  current: async () => {
    const { codigo, nome } = await getUserByToken();
    return { codigo, nome };
  },
  save: (_resource: string, { codigo, nome, senha, renewal }: ProfileSave) => updateProfile({ codigo, nome, senha }, { renewal }),
} satisfies ProfileMethods);

/** The resources this area serves (gathered by src/dataProviders/index.ts). */
export const resources: Record<string, DataProvider> = { profile: profileProvider as DataProvider };
