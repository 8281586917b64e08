import { whenBackendReady } from '../backend';
import { getPermissionCheck, getUserByToken } from '../dataProviders/auth';
import { logResponse } from '../dataProviders/remoteLog';
import { translate } from '../i18n/translate';
import type { PermissionCheck, SessionUser, UserByToken } from '../types/api';
import { RENEWAL_COOKIE, readCookie } from './cookies';
import { forgetSessionUser, keepSessionUser, pendingSessionUser } from './sessionUserCache';

export { forgetSessionUser };

/** A session that must renew its password is offered its profile only: the server refuses every other call. */
export const RENEWAL_PERMISSIONS: readonly string[] = ['alterar-perfil'];

function sessionUserOf(user: UserByToken, check: PermissionCheck): SessionUser {
  // Info line recording the session answer (cut to 100 characters, never a secret).
  logResponse(translate('resources.logs.lines.sessionLoaded'), { codigo: user.codigo, role: check.role });
  return {
    codigo: user.codigo,
    nome: user.nome,
    isVisaoTok: user.isVisaoTok,
    renewal: false,
    permissions: check.permissions,
    role: check.role,
    accessTypeId: user.permissao_id_md5,
  };
}

/**
 * The renewal state comes from the server (user by token), whatever the cookie says; the cookie only spares a
 * renewing session the permission check the server would refuse.
 */
async function fetchSessionUser(): Promise<SessionUser> {
  // The app's first calls: the demo's mock backend may still be starting (main.tsx draws the app meanwhile).
  await whenBackendReady();
  const check = readCookie(RENEWAL_COOKIE) ? undefined : getPermissionCheck();
  // A renewing session's refused check must not surface as an unhandled rejection.
  check?.catch(() => undefined);
  const user = await getUserByToken();
  if (user.renovacao) {
    return {
      codigo: user.codigo,
      nome: user.nome,
      isVisaoTok: user.isVisaoTok,
      renewal: true,
      permissions: [...RENEWAL_PERMISSIONS],
      role: '',
      accessTypeId: user.permissao_id_md5,
    };
  }
  return sessionUserOf(user, await (check ?? getPermissionCheck()));
}

/** The signed-in user, fetched once per page load (user by token + permission check, in parallel). */
export function loadSessionUser(): Promise<SessionUser> {
  let pending = pendingSessionUser();
  if (!pending) {
    pending = fetchSessionUser().catch((error: unknown) => {
      forgetSessionUser();
      throw error;
    });
    keepSessionUser(pending);
  }
  return pending;
}
