import { schemaOf } from './schema';
import { seedTables, type AreaSeed } from './seed';
import type { TableSet } from './tables';

/** Seed days kept in memory: today's, plus the few fixed days tests pin. */
const CACHED_DAYS = 3;

/** Seeds once per day and keeps the result: the pristine tables are never handed out, only copies of them. */
export interface Seeder<T> {
  tables(seedDate: string): T;
  schema(seedDate: string): string;
}

interface SeededDay<T> {
  tables: T;
  schema?: string;
}

export function createSeeder<T extends TableSet<T>>(seeds: readonly AreaSeed<T>[]): Seeder<T> {
  const days = new Map<string, SeededDay<T>>();
  const day = (seedDate: string): SeededDay<T> => {
    let seeded = days.get(seedDate);
    if (seeded) {
      days.delete(seedDate);
    } else {
      seeded = { tables: seedTables(seedDate, seeds) };
      if (days.size >= CACHED_DAYS) days.delete(days.keys().next().value as string);
    }
    days.set(seedDate, seeded);
    return seeded;
  };
  return {
    tables: (seedDate) => day(seedDate).tables,
    schema: (seedDate) => {
      const seeded = day(seedDate);
      seeded.schema ??= schemaOf(seeded.tables);
      return seeded.schema;
    },
  };
}
