import { cloneTable } from './clone';
import type { TableSet } from './tables';

/**
 * The tables handed to handlers and tests, which mutate rows in place. Each table is a private deep copy
 * of the pristine seed, made on its first access after a restore: a restore only drops the copies, and a
 * table nobody read since is never copied.
 */
export class LiveTables<T extends TableSet<T>> {
  readonly view = {} as T;
  private source: T;
  private readonly copies = new Map<keyof T, T[keyof T]>();

  constructor(source: T) {
    this.source = source;
    this.define();
  }

  restore(source: T): void {
    this.source = source;
    this.copies.clear();
    this.define();
  }

  /** Replaces a table's rows (a saved table, or a handler's `db.tables.x = rows.filter(...)`). */
  put<K extends keyof T>(name: K, rows: T[K]): void {
    this.copies.set(name, rows);
  }

  private get<K extends keyof T>(name: K): T[K] {
    let rows = this.copies.get(name) as T[K] | undefined;
    if (!rows) {
      rows = cloneTable(this.source[name]);
      this.copies.set(name, rows);
    }
    return rows;
  }

  private define(): void {
    for (const name of Object.keys(this.source) as (keyof T & string)[]) {
      if (Object.hasOwn(this.view, name)) continue;
      Object.defineProperty(this.view, name, {
        enumerable: true,
        configurable: true,
        get: () => this.get(name),
        set: (rows: T[typeof name]) => this.put(name, rows),
      });
    }
  }
}
