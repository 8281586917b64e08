/** The session lives in cookies, as the legacy portal's did: token, renewal flag, theme and home caches. */
export const TOKEN_COOKIE = 'token';
export const RENEWAL_COOKIE = 'renovacao';
export const USER_CODE_COOKIE = 'codigo';

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${encodeURIComponent(name)}=`;
  const hit = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return hit === undefined ? undefined : decodeURIComponent(hit.slice(prefix.length));
}

/** Without `days` the cookie lives as long as the browser session (the token, the user code, the renewal flag). */
export function writeCookie(name: string, value: string, days?: number): void {
  const expires = days === undefined ? '' : `; expires=${new Date(Date.now() + days * 864e5).toUTCString()}`;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}${expires}; path=/; SameSite=Strict${secure}`;
}

export function removeCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Strict`;
}

export const getToken = (): string | undefined => readCookie(TOKEN_COOKIE) || undefined;

export function clearSession(): void {
  removeCookie(TOKEN_COOKIE);
  removeCookie(RENEWAL_COOKIE);
  removeCookie(USER_CODE_COOKIE);
}
