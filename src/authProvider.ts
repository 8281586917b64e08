import type { AuthProvider } from 'react-admin';
import { postLogin, putForgotPassword, putLogout } from './dataProviders/auth';
import { ApiError, isApiError, serverMessage } from './dataProviders/core/errors';
import { translate } from './i18n/translate';
import { clearSession, getToken, RENEWAL_COOKIE, TOKEN_COOKIE, USER_CODE_COOKIE, writeCookie } from './session/cookies';
import { forgetSessionUser, loadSessionUser } from './session/currentUser';
import type { LoginPayload, SessionUser } from './types/api';

export interface LoginResult {
  renewal: boolean;
}

/** Login as the login screen uses it: the server's message, or the catalogue's when there is none. */
export async function login({ codigo, senha }: LoginPayload): Promise<LoginResult> {
  try {
    const response = await postLogin({ codigo: codigo.trim(), senha });
    writeCookie(TOKEN_COOKIE, response.acesso ?? '');
    writeCookie(USER_CODE_COOKIE, codigo.trim());
    if (response.renovacao) writeCookie(RENEWAL_COOKIE, '1');
    forgetSessionUser();
    return { renewal: Boolean(response.renovacao) };
  } catch (error) {
    const fromServer = isApiError(error) && error.kind === 'http' && error.status < 500 ? serverMessage(error.body) : undefined;
    throw new Error(fromServer ?? translate('app.login.failure'), { cause: error });
  }
}

/** Reset password: the server's message on success; the catalogue's texts otherwise. */
export async function resetPassword(codigo: string): Promise<string> {
  try {
    const { message } = await putForgotPassword({ codigo: codigo.trim() });
    return message;
  } catch (error) {
    throw new Error(isApiError(error) ? translate('app.reset.failure') : translate('app.reset.exception'), { cause: error });
  }
}

export async function logout(): Promise<void> {
  try {
    if (getToken()) await putLogout();
  } catch (error) {
    console.warn('logout', error);
  } finally {
    clearSession();
    forgetSessionUser();
  }
}

/** A 406 on the permission check ends the session and sends the user to the root. */
function endSessionAtRoot(): never {
  clearSession();
  forgetSessionUser();
  window.location.replace(`${window.location.pathname}#/`);
  throw new ApiError('forbidden406', translate('app.errors.invalidToken'), 406);
}

async function sessionUser(): Promise<SessionUser> {
  // After logout react-admin still asks for permissions and identity: answer without calling the server.
  if (!getToken()) throw new ApiError('invalidToken', translate('app.errors.invalidToken'), 401);
  try {
    return await loadSessionUser();
  } catch (error) {
    if (isApiError(error) && error.status === 406) endSessionAtRoot();
    throw error;
  }
}

export const authProvider: AuthProvider = {
  login: (params: LoginPayload) => login(params).then(() => undefined),
  logout: () => logout().then(() => undefined),
  checkAuth: () => (getToken() ? Promise.resolve() : Promise.reject({ message: false })),
  checkError: (error: unknown) => {
    const status = (error as { status?: number } | undefined)?.status;
    if (isApiError(error) && error.kind === 'invalidToken') return Promise.reject({ message: false, logoutUser: false });
    if (status === 406) {
      clearSession();
      return Promise.reject({ message: false, redirectTo: '/' });
    }
    return Promise.resolve();
  },
  getIdentity: async () => {
    const user = await sessionUser();
    return { id: user.codigo, fullName: user.nome };
  },
  getPermissions: async () => sessionUser(),
  canAccess: async ({ resource, action }) => {
    if (!getToken()) return false;
    // Loaded on demand: the login entry imports this module and must not carry the route table and react-router.
    const [user, { canAccessResource }] = await Promise.all([sessionUser(), import('./routes/access')]);
    return canAccessResource(resource, action, new Set(user.permissions));
  },
};
