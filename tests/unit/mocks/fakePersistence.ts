import type { PersistedState, Persistence } from '../../../mocks/db/persistence';

export interface FakePersistence<T> extends Persistence<T> {
  /** Every save, as written. */
  saves: PersistedState<T>[];
  clears: number;
}

/** Keeps the meta and one entry per table, like the IndexedDB persistence, and copies what it stores as IndexedDB does. */
export function fakePersistence<T>(): FakePersistence<T> {
  let stored: PersistedState<T> | undefined;
  const fake: FakePersistence<T> = {
    saves: [],
    clears: 0,
    load: async () => (stored ? structuredClone(stored) : undefined),
    save: async (state) => {
      const copy = structuredClone(state);
      fake.saves.push(copy);
      stored = { meta: copy.meta, tables: { ...stored?.tables, ...copy.tables } };
    },
    clear: async () => {
      fake.clears += 1;
      stored = undefined;
    },
  };
  return fake;
}
