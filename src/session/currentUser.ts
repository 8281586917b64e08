import { getPermissionCheck, getUserByToken } from '../dataProviders/auth';
import { logResponse } from '../dataProviders/remoteLog';
import { translate } from '../i18n/translate';
import type { SessionUser } from '../types/api';

/** The signed-in user, fetched once per page load (user by token + permission check, in parallel). */
let pending: Promise<SessionUser> | undefined;

export function loadSessionUser(): Promise<SessionUser> {
  pending ??= Promise.all([getUserByToken(), getPermissionCheck()])
    .then(([user, check]) => {
      // Info line recording the session answer (cut to 100 characters, never a secret).
      logResponse(translate('resources.logs.lines.sessionLoaded'), { codigo: user.codigo, role: check.role });
      return { ...user, permissions: check.permissions, role: check.role };
    })
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}

export function forgetSessionUser(): void {
  pending = undefined;
}
