import { getPermissionCheck, getUserByToken } from '../dataProviders/auth';
import type { SessionUser } from '../types/api';

/** The signed-in user, fetched once per page load (user by token + permission check, in parallel). */
let pending: Promise<SessionUser> | undefined;

export function loadSessionUser(): Promise<SessionUser> {
  pending ??= Promise.all([getUserByToken(), getPermissionCheck()])
    .then(([user, check]) => ({ ...user, permissions: check.permissions, role: check.role }))
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}

export function forgetSessionUser(): void {
  pending = undefined;
}
