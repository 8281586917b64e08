import { fnv1a } from '../../kit/data/hash';
/**
 * The home cards' "new item" rule (spec part 1, Home screen): an item is new when its id was not in
 * the previously cached list; the cache holds, per card list, a hash and an encoded id list in cookies
 * (`home-<card>-hash`, `home-<card>-ids`).
 *
 * - Ids are stored as a sorted set of 32-bit fingerprints (FNV-1a), 4 bytes each, base64url: 200 ids fit in ~1.1 KB,
 *   so the three cards stay far below the 4 KB per-cookie limit and keep the Cookie header small.
 * - At most the last MAX_CACHED_IDS ids of the list are kept.
 * - The hash covers the owner (user code) and the encoded list: a cookie that was cut, edited or written
 *   for another user fails the check and counts as "no cache".
 * - No cache (first visit, other user, damaged cookie): nothing is new, and the current list is stored.
 *   Showing every item as new on a first visit would only be noise (docs/decisions.md, "Home screen").
 *
 * Pure apart from the CookieStore passed in.
 */

export const MAX_CACHED_IDS = 200;

export type HomeCardKey = 'pendencias' | 'comunicados' | 'contatos';

export interface CookieStore {
  read(name: string): string | undefined;
  write(name: string, value: string): void;
}

export interface NewItems {
  /** Ids (as given) of the items that are new. */
  readonly newIds: ReadonlySet<string>;
  readonly count: number;
}

export const hashCookieName = (card: string): string => `home-${card}-hash`;
export const idsCookieName = (card: string): string => `home-${card}-ids`;

/** FNV-1a, 32 bits, over UTF-16 code units. */
/** The 32-bit fingerprint an id is stored as. */
export function fingerprint(id: string): number {
  return fnv1a(id);
}

const toBase64Url = (binary: string): string => btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  try {
    return atob(padded);
  } catch {
    return null;
  }
}

/** Distinct ids in list order, keeping only the last MAX_CACHED_IDS. */
export function capIds(ids: readonly (string | number)[]): string[] {
  const unique = [...new Set(ids.map(String))];
  return unique.length > MAX_CACHED_IDS ? unique.slice(unique.length - MAX_CACHED_IDS) : unique;
}

/**
 * ids → base64url of their 4-byte big-endian fingerprints, capped to the last MAX_CACHED_IDS and
 * sorted: the cache is a set, so the same ids in another order give the same cookie (and hash).
 */
export function encodeIds(ids: readonly (string | number)[]): string {
  let binary = '';
  const values = [...new Set(capIds(ids).map(fingerprint))].sort((a, b) => a - b);
  for (const value of values) {
    binary += String.fromCharCode((value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff);
  }
  return toBase64Url(binary);
}

/** The fingerprints of an encoded list, or null when the text is not one. */
export function decodeIds(text: string): number[] | null {
  const binary = fromBase64Url(text);
  if (binary === null || binary.length % 4 !== 0 || binary.length / 4 > MAX_CACHED_IDS) return null;
  const out: number[] = [];
  for (let i = 0; i < binary.length; i += 4) {
    out.push(
      ((binary.charCodeAt(i) << 24) | (binary.charCodeAt(i + 1) << 16) | (binary.charCodeAt(i + 2) << 8) | binary.charCodeAt(i + 3)) >>> 0,
    );
  }
  return out;
}

/** The hash cookie's value: 8 hex digits over owner and encoded list. */
export function listHash(owner: string, encoded: string): string {
  return fnv1a(`${owner}|${encoded}`).toString(16).padStart(8, '0');
}

/** The cached fingerprints of a card, or null when there is no valid cache for this owner. */
export function readCachedIds(card: string, owner: string, store: CookieStore): ReadonlySet<number> | null {
  const hash = store.read(hashCookieName(card));
  const encoded = store.read(idsCookieName(card));
  if (hash === undefined || encoded === undefined || listHash(owner, encoded) !== hash) return null;
  const decoded = decodeIds(encoded);
  return decoded === null ? null : new Set(decoded);
}

/** Stores the current list; returns false when the stored hash already matched (nothing written). */
export function writeCachedIds(card: string, owner: string, ids: readonly (string | number)[], store: CookieStore): boolean {
  const encoded = encodeIds(ids);
  const hash = listHash(owner, encoded);
  if (store.read(hashCookieName(card)) === hash && store.read(idsCookieName(card)) === encoded) return false;
  store.write(idsCookieName(card), encoded);
  store.write(hashCookieName(card), hash);
  return true;
}

/** Which of `ids` are new against `cached` (null cache: none). */
export function diffAgainstCache(ids: readonly (string | number)[], cached: ReadonlySet<number> | null): NewItems {
  if (cached === null) return { newIds: new Set(), count: 0 };
  const newIds = new Set([...new Set(ids.map(String))].filter((id) => !cached.has(fingerprint(id))));
  return { newIds, count: newIds.size };
}

/** The whole rule once: read the cache, count the new ids, store the current list. */
export function checkNewItems(card: string, owner: string, ids: readonly (string | number)[], store: CookieStore): NewItems {
  const result = diffAgainstCache(ids, readCachedIds(card, owner, store));
  writeCachedIds(card, owner, ids, store);
  return result;
}

/**
 * The rule for one page load: the cache read the first time a card is checked is its baseline until
 * the page reloads, so that a re-render or a refetch does not turn "new" items into "seen" ones
 * while the user is still looking at them. Every check stores the current list.
 */
export function createNewItemsTracker(store: CookieStore) {
  const baselines = new Map<string, ReadonlySet<number> | null>();
  return {
    check(card: string, owner: string, ids: readonly (string | number)[]): NewItems {
      const key = `${owner}|${card}`;
      if (!baselines.has(key)) baselines.set(key, readCachedIds(card, owner, store));
      const result = diffAgainstCache(ids, baselines.get(key) ?? null);
      writeCachedIds(card, owner, ids, store);
      return result;
    },
    /** Forget the baselines (tests; a new session in the same page). */
    reset(): void {
      baselines.clear();
    },
  };
}

export type NewItemsTracker = ReturnType<typeof createNewItemsTracker>;
