import { getNoToken, postLogin, putForgotPassword } from '../dataProviders/auth';
import { isApiError, serverMessage } from '../dataProviders/core/errors';
import { translate } from '../i18n/baseTranslate';
import type { LoginPayload } from '../types/api';
import { RENEWAL_COOKIE, TOKEN_COOKIE, USER_CODE_COOKIE, writeCookie } from './cookies';
import { forgetSessionUser } from './sessionUserCache';

/*
 * The calls of the login screen. The login entry (src/main.tsx) imports this module, not authProvider: the session
 * user's loader (currentUser, the remote log, the areas' messages) is the app's, loaded after login.
 */

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

/** The kinds of a reset that got no answer at all (the network, a time limit): the spec's "exception", as an error of the portal itself is; not the server's refusal. */
const NO_ANSWER = new Set(['network', 'timeout']);

/** Reset password: the server's message on success; the catalogue's texts otherwise. */
export async function resetPassword(codigo: string): Promise<string> {
  try {
    const { message } = await putForgotPassword({ codigo: codigo.trim() });
    return message;
  } catch (error) {
    const message =
      !isApiError(error) || NO_ANSWER.has(error.kind)
        ? translate('app.reset.exception')
        : error.kind === 'shape'
          ? error.message
          : translate('app.reset.failure');
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
