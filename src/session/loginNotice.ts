/** A message for the login form that survives the reload which ends a session (why the user is back at login). */
const NOTICE_KEY = 'portal-login-notice';

export function leaveLoginNotice(message: string): void {
  try {
    window.sessionStorage.setItem(NOTICE_KEY, message);
  } catch {
    // Storage refused (private mode): the message was shown before the reload.
  }
}

/** The notice left for this login form, read once. */
export function takeLoginNotice(): string | undefined {
  try {
    const message = window.sessionStorage.getItem(NOTICE_KEY);
    window.sessionStorage.removeItem(NOTICE_KEY);
    return message ?? undefined;
  } catch {
    return undefined;
  }
}
