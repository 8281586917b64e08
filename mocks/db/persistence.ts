/** What identifies a saved state: the seed day its tables start from, and the seed's fingerprint (see schema.ts). */
export interface PersistedMeta {
  schema: string;
  seedDate: string;
}

/** The tables that changed since seeding, each stored under its own name. */
export interface PersistedState<T> {
  meta: PersistedMeta;
  tables: Partial<T>;
}

export interface Persistence<T> {
  load(): Promise<PersistedState<T> | undefined>;
  /** Writes the meta and the given tables only; tables saved earlier under other names stay. */
  save(state: PersistedState<T>): Promise<void>;
  clear(): Promise<void>;
}
