import { isApiError } from '../../kit/data/failures';
import { fingerprint } from '../../kit/data/hash';
import { getToken, readCookie, writeCookie } from '../../session/cookies';
import { reloadPage } from '../../session/pageReload';
import { createNewItemsTracker, type CookieStore } from './newItems';

/**
 * Page-load state of the home screen: the new-item baselines, the warnings already shown, and the
 * reload after a failed card fetch. Kept out of React so that leaving and re-entering the home
 * during one page load neither re-counts "new" items nor repeats the sticky warnings (which are not repeated
 * after a reload either).
 */

const HOME_CACHE_DAYS = 365;

export const homeCookieStore: CookieStore = {
  read: readCookie,
  write: (name, value) => writeCookie(name, value, HOME_CACHE_DAYS),
};

export const homeNewItems = createNewItemsTracker(homeCookieStore);

const warned = new Set<string>();
const WARNED_KEY = 'home-warned';

interface WarnedMarks {
  session: string;
  keys: string[];
}

/** The warnings already shown in this session (this tab, this login); none when the session is another one. */
function readWarned(storage: Storage, session: string): string[] {
  try {
    const marks = JSON.parse(storage.getItem(WARNED_KEY) ?? 'null') as Partial<WarnedMarks> | null;
    return marks?.session === session && Array.isArray(marks.keys) ? marks.keys.filter((key) => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * True the first time a warning is asked for in this session (per user), false afterwards. The marks outlive the
 * reloads the portal makes (a theme change, a delete), so a closed warning does not come back with them; a new login
 * has a new token and shows the warnings again. Without storage, once per page load.
 */
export function firstWarning(
  key: string,
  storage: Storage | undefined = typeof sessionStorage === 'undefined' ? undefined : sessionStorage,
  token: string = getToken() ?? '',
): boolean {
  if (warned.has(key)) return false;
  warned.add(key);
  if (!storage) return true;
  const session = fingerprint(token, 2);
  const keys = readWarned(storage, session);
  if (keys.includes(key)) return false;
  try {
    storage.setItem(WARNED_KEY, JSON.stringify({ session, keys: [...keys, key] } satisfies WarnedMarks));
  } catch {
    // Storage full or blocked: once per page load.
  }
  return true;
}

/** Reset of the page-load state (tests). */
export function resetHomeRuntime(): void {
  homeNewItems.reset();
  warned.clear();
}

/**
 * "A non-200 answer to a card fetch reloads the page": an HTTP error status. Not a timeout or a
 * network failure (a reload cannot help), not a legacy `status: false` under HTTP 200, and not
 * 'Token inválido!' or a 406 (the session ends: the session-end handler shows it and reloads).
 */
export function isReloadingCardFailure(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status >= 300;
}

export const RELOAD_GUARD_MS = 30_000;
const RELOAD_MARK = 'home-card-reload-at';

function readMark(storage: Storage | undefined): number {
  try {
    return Number(storage?.getItem(RELOAD_MARK) ?? 0) || 0;
  } catch {
    return 0;
  }
}

/**
 * Reloads the page after a failed card fetch, at most once per RELOAD_GUARD_MS in this tab: a server
 * that keeps failing must not put the page in a reload loop. Returns whether it reloaded; when it did
 * not, the card shows its failure text instead.
 */
export function reloadAfterCardFailure(
  storage: Storage | undefined = typeof sessionStorage === 'undefined' ? undefined : sessionStorage,
  now: number = Date.now(),
): boolean {
  const last = readMark(storage);
  if (last && now - last >= 0 && now - last < RELOAD_GUARD_MS) return false;
  try {
    storage?.setItem(RELOAD_MARK, String(now));
  } catch {
    // Storage full or blocked: reload anyway, the guard is a best effort.
  }
  reloadPage();
  return true;
}
