import type { SessionUser } from '../types/api';

/**
 * The signed-in user's pending answer, fetched once per page load (currentUser fills it). Apart from currentUser so
 * that login can forget it without loading the session user's loader into the login entry.
 */
let pending: Promise<SessionUser> | undefined;

export function pendingSessionUser(): Promise<SessionUser> | undefined {
  return pending;
}

export function keepSessionUser(answer: Promise<SessionUser> | undefined): void {
  pending = answer;
}

export function forgetSessionUser(): void {
  pending = undefined;
}
