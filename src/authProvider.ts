import type { AuthProvider } from 'react-admin';
import { getNoToken, postLogin, putForgotPassword, putLogout } from './dataProviders/auth';
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
    const message = !isApiError(error) ? translate('app.reset.exception') : error.kind === 'shape' ? error.message : translate('app.reset.failure');
    throw new Error(message, { cause: error });
  }
}

/**
 * The login screen's session-without-token call (spec part 1, section 7: GET /auth/notoken). Its answer is not
 * shown, so a failure is only logged: the login form works without it.
 */
export async function openSessionWithoutToken(): Promise<void> {
  try {
    await getNoToken();
  } catch (error) {
    console.warn('auth/notoken', error);
  }
}

let loggingOut: Promise<void> | undefined;

async function endSession(): Promise<void> {
  try {
    if (getToken()) await putLogout();
  } catch (error) {
    console.warn('logout', error);
  } finally {
    clearSession();
    forgetSessionUser();
  }
}

/** PUT /auth/logout once, however many times 'Sair' is clicked while it is on its way (failure only logged). */
export function logout(): Promise<void> {
  loggingOut ??= endSession().finally(() => {
    loggingOut = undefined;
  });
  return loggingOut;
}

async function sessionUser(): Promise<SessionUser> {
  // After logout react-admin still asks for permissions and identity: answer without calling the server.
  if (!getToken()) throw new ApiError('invalidToken', translate('app.errors.invalidToken'), 401);
  return loadSessionUser();
}

export const authProvider: AuthProvider = {
  login: (params: LoginPayload) => login(params).then(() => undefined),
  logout: () => logout().then(() => undefined),
  checkAuth: () => (getToken() ? Promise.resolve() : Promise.reject({ message: false })),
  // A session the server refuses is ended by the session-end handler (message, reload to the login): react-admin
  // must neither redirect nor log out on its own meanwhile.
  checkError: (error: unknown) =>
    isApiError(error) && (error.kind === 'invalidToken' || error.kind === 'forbidden406')
      ? Promise.reject({ message: false, logoutUser: false })
      : Promise.resolve(),
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
