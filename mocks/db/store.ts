import { LiveTables } from './liveTables';
import type { Persistence } from './persistence';
import type { Seeder } from './seeder';
import type { TableSet } from './tables';

/** Touches within this window are saved together: one write per changed table, not one per row. */
export const SAVE_DELAY_MS = 100;

/** Today as yyyy-MM-dd, in local time: seed dates are relative to it. */
const isoDay = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * An in-memory database over any set of tables: seeded deterministically (once per seed day), changed in
 * place by the handlers, and, once attached to a persistence, saved table by table so that a reload keeps it.
 */
export class MockStore<T extends TableSet<T>> {
  seedDate: string;
  private live?: LiveTables<T>;
  private persistence?: Persistence<T>;
  private readonly unsaved = new Set<keyof T & string>();
  private saveTimer?: ReturnType<typeof setTimeout>;
  private saving: Promise<void> = Promise.resolve();

  constructor(
    private readonly seeder: Seeder<T>,
    seedDate = isoDay(new Date()),
  ) {
    this.seedDate = seedDate;
  }

  /** The tables, seeded on first use; handlers mutate their rows in place and then call touch(). */
  get tables(): T {
    return this.liveTables().view;
  }

  /** Loads the saved state over a seed of its own day; a state saved by another seed (schema) is discarded. */
  async attach(persistence: Persistence<T>): Promise<void> {
    this.persistence = persistence;
    const saved = await persistence.load().catch(() => undefined);
    if (!saved) {
      // The seed and its fingerprint are costly and every save writes it: take them now, in short tasks, not inside
      // the first answer (a login waits for its session to be stored, within the spec's 1.5 s).
      await this.seeder.prepare(this.seedDate);
      return;
    }
    // A state saved by this very build seeds nothing now: an area is seeded when one of its tables is first read.
    const schema = this.seeder.assume(saved.meta) ? this.seeder.schema(saved.meta.seedDate) : await this.seeder.prepare(saved.meta.seedDate);
    if (saved.meta.schema !== schema) {
      await persistence.clear().catch(() => undefined);
      return;
    }
    this.restore(saved.meta.seedDate);
    const live = this.liveTables();
    for (const [name, rows] of Object.entries(saved.tables) as [keyof T & string, T[keyof T]][]) live.put(name, rows);
  }

  /** Marks a table changed; changed tables are saved together within SAVE_DELAY_MS, or at flush(). */
  touch(name: keyof T & string): void {
    if (!this.persistence) return;
    this.unsaved.add(name);
    this.saveTimer ??= setTimeout(() => void this.flush(), SAVE_DELAY_MS);
  }

  /** Tables touched since the last save. */
  get unsavedChanges(): boolean {
    return this.unsaved.size > 0;
  }

  /** Saves the tables touched since the last save now; resolves when every save so far has ended. */
  flush(): Promise<void> {
    clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    const persistence = this.persistence;
    if (persistence && this.unsaved.size > 0) {
      const tables = Object.fromEntries([...this.unsaved].map((name) => [name, this.tables[name]])) as Partial<T>;
      const meta = { schema: this.seeder.schema(this.seedDate), seedDate: this.seedDate, layout: this.seeder.layout() };
      this.unsaved.clear();
      this.saving = this.saving.then(() => persistence.save({ meta, tables })).catch(() => undefined);
    }
    return this.saving;
  }

  /** Back to the seed of the day (cached after its first seeding) and nothing saved. */
  async reset(seedDate = isoDay(new Date())): Promise<void> {
    clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    this.unsaved.clear();
    this.restore(seedDate);
    const persistence = this.persistence;
    if (!persistence) return;
    const cleared = this.saving.then(() => persistence.clear());
    this.saving = cleared.catch(() => undefined);
    await cleared;
  }

  private liveTables(): LiveTables<T> {
    this.live ??= new LiveTables(this.seeder.tables(this.seedDate));
    return this.live;
  }

  private restore(seedDate: string): void {
    this.seedDate = seedDate;
    this.live?.restore(this.seeder.tables(seedDate));
  }
}
