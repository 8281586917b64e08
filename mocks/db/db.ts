import { seedTables } from './seed';
import { dirtyTables, memoryPersistence, SCHEMA_VERSION, type Persistence } from './persistence';
import type { TableName, Tables } from './tables';

/** Day the backend was (first) started, as yyyy-MM-dd: seed dates are relative to it. */
const isoDay = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * The mock's in-memory database: seeded deterministically, changed by the handlers,
 * and (in the browser) saved after each change so that a reload keeps it.
 */
export class MockDb {
  tables: Tables;
  seedDate: string;
  private dirty = new Set<TableName>();
  private persistence: Persistence = memoryPersistence();
  private saving: Promise<void> = Promise.resolve();

  constructor(seedDate = isoDay(new Date())) {
    this.seedDate = seedDate;
    this.tables = seedTables(seedDate);
  }

  /** Loads the saved state (if any, and of this schema) over a fresh seed of its own day. */
  async attach(persistence: Persistence): Promise<void> {
    this.persistence = persistence;
    const saved = await persistence.load().catch(() => undefined);
    if (!saved || saved.schema !== SCHEMA_VERSION) return;
    this.seedDate = saved.seedDate;
    this.tables = { ...seedTables(saved.seedDate), ...saved.tables };
    this.dirty = new Set(Object.keys(saved.tables) as TableName[]);
  }

  /** Marks a table changed; the save runs after the current handler returns. */
  touch(name: TableName): void {
    this.dirty.add(name);
    this.saving = this.saving.then(() =>
      this.persistence.save({ schema: SCHEMA_VERSION, seedDate: this.seedDate, tables: dirtyTables(this.tables, this.dirty) }).catch(() => undefined),
    );
  }

  async reset(seedDate = isoDay(new Date())): Promise<void> {
    this.seedDate = seedDate;
    this.tables = seedTables(seedDate);
    this.dirty.clear();
    await this.saving;
    await this.persistence.clear();
  }

  flush(): Promise<void> {
    return this.saving;
  }
}

export const db = new MockDb();
