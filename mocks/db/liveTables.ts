import { cloneTable, isFlatTable, sameFlatRows } from './clone';
import type { TableSet } from './tables';

/**
 * The tables handed to handlers and tests, which mutate rows in place. Each table is a private deep copy
 * of the pristine seed, made on its first access after a restore: a restore drops the copies, and a
 * table nobody read since is never copied. A copy of a table of plain rows that still equals its seed, field by field,
 * is kept across a restore to the same seed: the 10,000 order lines were copied again after every test that read them
 * (half a second of a test worker's time each), most of which change none.
 */
export class LiveTables<T extends TableSet<T>> {
  readonly view = {} as T;
  private source: T;
  private readonly copies = new Map<keyof T, T[keyof T]>();
  /** The copies made here of flat seed tables (not those a handler replaced), with the seed rows each was made from. */
  private readonly flatCopies = new Map<keyof T, T[keyof T]>();

  constructor(source: T) {
    this.source = source;
    this.define();
  }

  restore(source: T): void {
    const kept = [...this.flatCopies]
      .filter(([name, seed]) => source[name] === seed && sameFlatRows(this.copies.get(name), seed as unknown as Record<string, unknown>[]))
      .map(([name, seed]) => [name, seed, this.copies.get(name)!] as const);
    this.source = source;
    this.copies.clear();
    this.flatCopies.clear();
    for (const [name, seed, copy] of kept) {
      this.copies.set(name, copy);
      this.flatCopies.set(name, seed);
    }
    this.define();
  }

  /** Replaces a table's rows (a saved table, or a handler's `db.tables.x = rows.filter(...)`). */
  put<K extends keyof T>(name: K, rows: T[K]): void {
    this.copies.set(name, rows);
    this.flatCopies.delete(name);
  }

  private get<K extends keyof T>(name: K): T[K] {
    let rows = this.copies.get(name) as T[K] | undefined;
    if (!rows) {
      rows = cloneTable(this.source[name]);
      this.copies.set(name, rows);
      if (isFlatTable(this.source[name])) this.flatCopies.set(name, this.source[name]);
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
