import { RENEWAL_COOKIE, readCookie } from '../../session/cookies';

export const PROFILE_PATH = '/perfil';

/** The login answered `renovacao: true`: the user must change the password before anything else. */
export function isRenewalMode(): boolean {
  return Boolean(readCookie(RENEWAL_COOKIE));
}
