import type { CustomMethod } from '../../types/providerMethods';

/** What the profile form saves: the person's code, the new name and password. */
export interface ProfileSave {
  codigo: string;
  nome: string;
  senha: string;
  /** Password renewal (login answered `renovacao: true`). */
  renewal: boolean;
}

/** The person as the server has it now (user by token): the profile shows its current name. */
export interface ProfilePerson {
  codigo: string;
  nome: string;
}

/** The profile's calls, on the provider of the 'profile' resource; `save` resolves with the server's message. */
export interface ProfileMethods {
  current: CustomMethod<Record<string, never>, ProfilePerson>;
  save: CustomMethod<ProfileSave, string>;
}

export const PROFILE_RESOURCE = 'profile';
