import type { AuthProvider } from 'react-admin';
import { putLogout } from './dataProviders/auth';
import { ApiError, isApiError } from './dataProviders/core/errors';
import { translate } from './i18n/baseTranslate';
import { clearSession, getToken } from './session/cookies';
import { forgetSessionUser, loadSessionUser } from './session/currentUser';
import { login } from './session/login';
import type { LoginPayload, SessionUser } from './types/api';

// The login screen's calls live in session/login (the login entry imports them without this module).
export { login, openSessionWithoutToken, resetPassword, type LoginResult } from './session/login';

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
