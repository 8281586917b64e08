import type { PersistedMeta, PersistedState, Persistence } from './persistence';

const DB_NAME = 'portal-fornecedor-mock';
// Version 1 kept the whole state under one key of a 'state' store; version 2 keeps one key per table.
const DB_VERSION = 2;
const META = 'meta';
const TABLES = 'tables';
const META_KEY = 'current';

let opening: Promise<IDBDatabase> | undefined;

function openDb(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(DB_NAME, DB_VERSION);
    open.onupgradeneeded = () => {
      const idb = open.result;
      for (const name of Array.from(idb.objectStoreNames)) idb.deleteObjectStore(name);
      idb.createObjectStore(META);
      idb.createObjectStore(TABLES);
    };
    open.onsuccess = () => {
      const idb = open.result;
      // Another tab with a newer version asks to upgrade: let it, and reopen on the next call.
      idb.onversionchange = () => {
        idb.close();
        opening = undefined;
      };
      resolve(idb);
    };
    open.onerror = () => {
      opening = undefined;
      reject(open.error);
    };
  });
  return opening;
}

const request = <T>(req: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });

const completion = (tx: IDBTransaction): Promise<void> =>
  new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });

/** The browser's store: a meta key, and one key per changed table, so a change to one table writes only that table. */
export const indexedDbPersistence = <T>(): Persistence<T> => ({
  async load() {
    const tx = (await openDb()).transaction([META, TABLES], 'readonly');
    const tables = tx.objectStore(TABLES);
    const [meta, names, rows] = await Promise.all([
      request<PersistedMeta | undefined>(tx.objectStore(META).get(META_KEY)),
      request(tables.getAllKeys()),
      request(tables.getAll()),
    ]);
    if (!meta) return undefined;
    return { meta, tables: Object.fromEntries(names.map((name, i) => [String(name), rows[i]])) as Partial<T> } satisfies PersistedState<T>;
  },
  async save({ meta, tables }) {
    const tx = (await openDb()).transaction([META, TABLES], 'readwrite');
    tx.objectStore(META).put(meta, META_KEY);
    const store = tx.objectStore(TABLES);
    for (const [name, rows] of Object.entries(tables)) store.put(rows, name);
    await completion(tx);
  },
  async clear() {
    const tx = (await openDb()).transaction([META, TABLES], 'readwrite');
    tx.objectStore(META).clear();
    tx.objectStore(TABLES).clear();
    await completion(tx);
  },
});
