import type { TableName, Tables } from './tables';

/** What survives a reload in the browser: the seed day and the tables that changed since seeding. */
export interface PersistedState {
  schema: number;
  seedDate: string;
  tables: Partial<Tables>;
}

export interface Persistence {
  load(): Promise<PersistedState | undefined>;
  save(state: PersistedState): Promise<void>;
  clear(): Promise<void>;
}

export const SCHEMA_VERSION = 1;

export const memoryPersistence = (): Persistence => {
  let saved: PersistedState | undefined;
  return {
    load: async () => (saved ? structuredClone(saved) : undefined),
    save: async (state) => {
      saved = structuredClone(state);
    },
    clear: async () => {
      saved = undefined;
    },
  };
};

const DB_NAME = 'portal-fornecedor-mock';
const STORE = 'state';
const KEY = 'current';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB_NAME, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
}

function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return openDb().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const request = action(db.transaction(STORE, mode).objectStore(STORE));
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      }),
  );
}

export const indexedDbPersistence = (): Persistence => ({
  load: () => run<PersistedState | undefined>('readonly', (store) => store.get(KEY)),
  save: (state) => run('readwrite', (store) => store.put(state, KEY)).then(() => undefined),
  clear: () => run('readwrite', (store) => store.delete(KEY)).then(() => undefined),
});

export const dirtyTables = (tables: Tables, dirty: ReadonlySet<TableName>): Partial<Tables> =>
  Object.fromEntries([...dirty].map((name) => [name, tables[name]])) as Partial<Tables>;
