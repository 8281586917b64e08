// @vitest-environment jsdom
import {
  MAX_CACHED_IDS,
  capIds,
  checkNewItems,
  createNewItemsTracker,
  decodeIds,
  encodeIds,
  fingerprint,
  hashCookieName,
  idsCookieName,
  listHash,
  readCachedIds,
  type CookieStore,
} from '../../../src/custom/home/newItems';
import { homeCookieStore } from '../../../src/custom/home/homeRuntime';
import { readCookie } from '../../../src/session/cookies';

function memoryStore(initial: Record<string, string> = {}): CookieStore & { jar: Map<string, string>; writes: number } {
  const jar = new Map(Object.entries(initial));
  const store = {
    jar,
    writes: 0,
    read: (name: string) => jar.get(name),
    write: (name: string, value: string) => {
      store.writes += 1;
      jar.set(name, value);
    },
  };
  return store;
}

const ids = (from: number, to: number): string[] => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

describe('home new-item rule', () => {
  it('no cache: nothing is new, and the current list is stored', () => {
    const store = memoryStore();
    expect(checkNewItems('comunicados', '1000001', ['101', '102', '103'], store)).toEqual({ newIds: new Set(), count: 0 });
    expect(store.jar.get(idsCookieName('comunicados'))).toBe(encodeIds(['101', '102', '103']));
    expect(store.jar.get(hashCookieName('comunicados'))).toBe(listHash('1000001', encodeIds(['101', '102', '103'])));
  });

  it('ids absent from the cached list are new; ids seen before are not', () => {
    const store = memoryStore();
    checkNewItems('comunicados', '1000001', ['101', '102', '103'], store);
    const result = checkNewItems('comunicados', '1000001', ['104', '101', '102', '105'], store);
    expect(result.count).toBe(2);
    expect([...result.newIds].sort()).toEqual(['104', '105']);
    // The cache now holds the latest list: the same list again has nothing new.
    expect(checkNewItems('comunicados', '1000001', ['104', '101', '102', '105'], store).count).toBe(0);
  });

  it('no new ids: count 0, and an unchanged list is not written again', () => {
    const store = memoryStore();
    checkNewItems('contatos', '1000001', [201, 202], store);
    const writes = store.writes;
    expect(checkNewItems('contatos', '1000001', [202, 201, 202], store)).toEqual({ newIds: new Set(), count: 0 });
    expect(checkNewItems('contatos', '1000001', [201, 202], store).count).toBe(0);
    expect(store.writes).toBe(writes); // the same set in any order is the same cookie
  });

  it('an item removed from the list and back again counts as new', () => {
    const store = memoryStore();
    checkNewItems('pendencias', '1000001', ['a', 'b'], store);
    checkNewItems('pendencias', '1000001', ['a'], store);
    expect(checkNewItems('pendencias', '1000001', ['a', 'b'], store).newIds).toEqual(new Set(['b']));
  });

  it('cards keep separate caches', () => {
    const store = memoryStore();
    checkNewItems('comunicados', '1000001', ['1'], store);
    checkNewItems('contatos', '1000001', ['2'], store);
    expect(checkNewItems('comunicados', '1000001', ['1', '2'], store).newIds).toEqual(new Set(['2']));
    expect(checkNewItems('contatos', '1000001', ['1', '2'], store).newIds).toEqual(new Set(['1']));
  });

  it('a cache written for another user, or damaged, counts as no cache', () => {
    const store = memoryStore();
    checkNewItems('comunicados', '1000001', ['1', '2'], store);
    expect(checkNewItems('comunicados', '2000001', ['1', '2', '3'], store).count).toBe(0);

    const damaged = memoryStore();
    checkNewItems('comunicados', '1000001', ['1', '2'], damaged);
    damaged.jar.set(idsCookieName('comunicados'), damaged.jar.get(idsCookieName('comunicados'))!.slice(0, 5));
    expect(readCachedIds('comunicados', '1000001', damaged)).toBeNull();
    expect(checkNewItems('comunicados', '1000001', ['1', '2', '3'], damaged).count).toBe(0);

    const garbage = memoryStore({ [idsCookieName('comunicados')]: '*not base64*', [hashCookieName('comunicados')]: listHash('1000001', '*not base64*') });
    expect(readCachedIds('comunicados', '1000001', garbage)).toBeNull();
  });

  it('cookie contents round-trip: the ids cookie decodes to the fingerprints of the ids', () => {
    const list = ['101', '4500120003-812345', 'ção/ç', '7', '101'];
    const encoded = encodeIds(list);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]*$/); // base64url: safe in a cookie, no percent-encoding needed
    expect(decodeIds(encoded)).toEqual([...new Set(list.map(fingerprint))].sort((a, b) => a - b));
    expect(encodeIds([...list].reverse())).toBe(encoded);
    expect(decodeIds(encodeIds([]))).toEqual([]);
    expect(decodeIds('abc')).toBeNull(); // not a whole number of 4-byte fingerprints
  });

  it('round-trips through real cookies (home-<card>-hash and home-<card>-ids)', () => {
    checkNewItems('comunicados', '1000001', ['101', '102'], homeCookieStore);
    expect(readCookie('home-comunicados-ids')).toBe(encodeIds(['101', '102']));
    expect(readCookie('home-comunicados-hash')).toMatch(/^[0-9a-f]{8}$/);
    expect(checkNewItems('comunicados', '1000001', ['101', '102', '103'], homeCookieStore).newIds).toEqual(new Set(['103']));
  });

  it(`keeps at most the last ${MAX_CACHED_IDS} ids, within the cookie size limit`, () => {
    const list = ids(1, 250);
    expect(capIds(list)).toEqual(ids(51, 250));
    const store = memoryStore();
    checkNewItems('pendencias', '1000001', list, store);
    const stored = store.jar.get(idsCookieName('pendencias'))!;
    expect(decodeIds(stored)).toHaveLength(MAX_CACHED_IDS);
    expect(stored.length).toBeLessThan(1100); // 200 × 4 bytes in base64url; far below 4 KB per cookie
    // The first 50 fell out of the cache: they count as new next time; the kept 200 do not.
    const next = checkNewItems('pendencias', '1000001', list, store);
    expect(next.newIds).toEqual(new Set(ids(1, 50)));
  });

  it('the page-load tracker keeps the first baseline, so a refetch does not hide new items', () => {
    const store = memoryStore();
    checkNewItems('comunicados', '1000001', ['1', '2'], store);
    const tracker = createNewItemsTracker(store);
    expect(tracker.check('comunicados', '1000001', ['1', '2', '3']).newIds).toEqual(new Set(['3']));
    expect(tracker.check('comunicados', '1000001', ['1', '2', '3']).newIds).toEqual(new Set(['3']));
    // …while the cookies already hold the latest list for the next page load.
    expect(createNewItemsTracker(store).check('comunicados', '1000001', ['1', '2', '3']).count).toBe(0);
    tracker.reset();
    expect(tracker.check('comunicados', '1000001', ['1', '2', '3']).count).toBe(0);
  });
});
