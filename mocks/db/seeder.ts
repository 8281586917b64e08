import { nextTask } from './nextTask';
import { schemaInSlices, schemaOf } from './schema';
import { seedTables, seedTablesInSteps, type AreaSeed } from './seed';
import type { TableSet } from './tables';

/** Seed days kept in memory: today's, plus the few fixed days tests pin. */
const CACHED_DAYS = 3;

/** Seeds once per day and keeps the result: the pristine tables are never handed out, only copies of them. */
export interface Seeder<T> {
  tables(seedDate: string): T;
  schema(seedDate: string): string;
  /** Seeds the day and takes its fingerprint in short tasks (at start-up, before the first call); resolves to it. */
  prepare(seedDate: string): Promise<string>;
}

interface SeededDay<T> {
  tables: T;
  schema?: string;
}

/**
 * `fingerprint`, when given, versions saved states in place of a hash of the seed's output, which cost a quarter of a
 * second at each start of the page (a build passes the name of its mock chunk).
 */
export function createSeeder<T extends TableSet<T>>(seeds: readonly AreaSeed<T>[], fingerprint?: string): Seeder<T> {
  const days = new Map<string, SeededDay<T>>();
  const keep = (seedDate: string, seeded: SeededDay<T>): SeededDay<T> => {
    days.delete(seedDate);
    if (days.size >= CACHED_DAYS) days.delete(days.keys().next().value as string);
    days.set(seedDate, seeded);
    return seeded;
  };
  const day = (seedDate: string): SeededDay<T> => keep(seedDate, days.get(seedDate) ?? { tables: seedTables(seedDate, seeds) });
  return {
    tables: (seedDate) => day(seedDate).tables,
    schema: (seedDate) => {
      if (fingerprint) return fingerprint;
      const seeded = day(seedDate);
      seeded.schema ??= schemaOf(seeded.tables);
      return seeded.schema;
    },
    async prepare(seedDate) {
      const seeded = days.get(seedDate) ?? { tables: await seedTablesInSteps(seedDate, seeds, nextTask) };
      seeded.schema ??= fingerprint ?? (await schemaInSlices(seeded.tables, nextTask));
      keep(seedDate, seeded);
      return seeded.schema;
    },
  };
}
