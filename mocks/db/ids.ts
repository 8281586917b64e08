import { fingerprint } from './hash';

/** A stable 32-hex-digit id from a text, standing in for the legacy MD5 ids. */
export const md5Like = (text: string): string => fingerprint(text, 4);

/** A random session token (not derived from anything guessable). */
export function newToken(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
