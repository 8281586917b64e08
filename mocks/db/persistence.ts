/** Each table's areas, by their index in the seed list (see seeder.ts). */
export type TableLayout = Record<string, number[]>;

/**
 * What identifies a saved state: the seed day its tables start from, and the seed's fingerprint (see schema.ts); and
 * which areas fill each table, so that a restore seeds an area only when one of its tables is read.
 */
export interface PersistedMeta {
  schema: string;
  seedDate: string;
  layout?: TableLayout;
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
