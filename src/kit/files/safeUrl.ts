import { apiUrl } from '../../config';

/** URL checks for anything that came from a server or a user before it reaches href/src/window.open. */

function baseOrigin(): string {
  return typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
}

function parse(url: string): URL | null {
  const text = url.trim();
  if (text === '') return null;
  try {
    return new URL(text, baseOrigin());
  } catch {
    return null;
  }
}

/** http(s) URL, absolute or relative to the page (javascript:, data:, blob:, empty... → false). */
export function isSafeHttpUrl(url: string | null | undefined): boolean {
  if (!url) return false;
  const parsed = parse(url);
  return parsed !== null && (parsed.protocol === 'http:' || parsed.protocol === 'https:');
}

function isPageBlobUrl(parsed: URL): boolean {
  // For blob: URLs, URL.origin is the origin of the document that created them.
  return parsed.protocol === 'blob:' && parsed.origin === baseOrigin();
}

/** What the PDF viewer may fetch: http(s), or a blob: URL created by this page. */
export function isViewableUrl(url: string | null | undefined): boolean {
  if (!url) return false;
  if (isSafeHttpUrl(url)) return true;
  const parsed = parse(url);
  return parsed !== null && isPageBlobUrl(parsed);
}

/** What the file viewer may frame: a URL on the file (legacy) API's origin, or a blob: URL created by this page. */
export function isFrameableUrl(url: string | null | undefined): boolean {
  const parsed = url ? parse(url) : null;
  if (parsed === null) return false;
  if (isPageBlobUrl(parsed)) return true;
  return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.origin === new URL(apiUrl('legacy')).origin;
}

const HTTP_SCHEME = /^https?:\/\//i;
/** A scheme such as 'javascript:' or 'mailto:', but not 'host:8080'. */
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/** Typed-in address → absolute http(s) URL; prepends 'https://' when the scheme is missing; null if not a URL. */
export function normaliseUrl(text: string | null | undefined): string | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '' || /\s/.test(trimmed)) return null;
  if (!HTTP_SCHEME.test(trimmed) && OTHER_SCHEME.test(trimmed)) return null;
  const candidate = HTTP_SCHEME.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/\//, '')}`;
  try {
    const url = new URL(candidate);
    const host = url.hostname;
    if (host !== 'localhost' && !host.includes('.')) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** Opens an http(s) URL in a new tab without giving it access to this window. Returns false when refused. */
export function openExternal(url: string | null | undefined): boolean {
  if (!url || !isSafeHttpUrl(url)) return false;
  window.open(url.trim(), '_blank', 'noopener,noreferrer');
  return true;
}
