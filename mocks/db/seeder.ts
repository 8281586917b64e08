import { nextTask } from './nextTask';
import type { PersistedMeta, TableLayout } from './persistence';
import { schemaInSlices, schemaOf } from './schema';
import { joinAreas, seedAreasInSteps, type AreaSeed } from './seed';
import type { TableSet } from './tables';

/** Seed days kept in memory: today's, plus the few fixed days tests pin. */
const CACHED_DAYS = 3;

/** Seeds once per day and keeps the result: the pristine tables are never handed out, only copies of them. */
export interface Seeder<T> {
  tables(seedDate: string): T;
  schema(seedDate: string): string;
  /** Seeds the day and takes its fingerprint in short tasks (at start-up, before the first call); resolves to it. */
  prepare(seedDate: string): Promise<string>;
  /** Which areas fill each table, once a day was seeded whole (or a saved state told it). */
  layout(): TableLayout | undefined;
  /**
   * Takes a saved state's layout when it was saved by this very seed (the build's fingerprint): from then on a day's
   * areas are seeded one by one when one of their tables is first read, so a page restoring its state seeds nothing
   * up front. Answers whether it did.
   */
  assume(meta: PersistedMeta): boolean;
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
  let tableLayout: TableLayout | undefined;
  let lazy = false;
  const keep = (seedDate: string, seeded: SeededDay<T>): SeededDay<T> => {
    days.delete(seedDate);
    if (days.size >= CACHED_DAYS) days.delete(days.keys().next().value as string);
    days.set(seedDate, seeded);
    return seeded;
  };
  const whole = (areas: Partial<T>[]): T => {
    tableLayout ??= layoutOf(areas);
    return joinAreas(areas);
  };
  const build = (seedDate: string): T => (lazy && tableLayout ? areaByArea(seeds, tableLayout, seedDate) : whole(seeds.map((seed) => seed(seedDate))));
  const day = (seedDate: string): SeededDay<T> => keep(seedDate, days.get(seedDate) ?? { tables: build(seedDate) });
  return {
    tables: (seedDate) => day(seedDate).tables,
    schema: (seedDate) => {
      if (fingerprint) return fingerprint;
      const seeded = day(seedDate);
      seeded.schema ??= schemaOf(seeded.tables);
      return seeded.schema;
    },
    async prepare(seedDate) {
      const seeded = days.get(seedDate) ?? { tables: whole(await seedAreasInSteps(seedDate, seeds, nextTask)) };
      seeded.schema ??= fingerprint ?? (await schemaInSlices(seeded.tables, nextTask));
      keep(seedDate, seeded);
      return seeded.schema;
    },
    layout: () => tableLayout,
    assume(meta) {
      if (!fingerprint || meta.schema !== fingerprint || !meta.layout) return false;
      tableLayout ??= meta.layout;
      lazy = true;
      return true;
    },
  };
}

/** Each table's areas (their indexes in the seed list), from every area's output of one day. */
function layoutOf<T>(areas: readonly Partial<T>[]): TableLayout {
  const layout: TableLayout = {};
  areas.forEach((area, index) => {
    for (const name of Object.keys(area)) (layout[name] ??= []).push(index);
  });
  return layout;
}

/** A day's tables whose areas are seeded when one of their tables is first read (each area once). */
function areaByArea<T>(seeds: readonly AreaSeed<T>[], layout: TableLayout, seedDate: string): T {
  const outputs = new Map<number, Partial<T>>();
  const output = (index: number): Partial<T> => {
    let area = outputs.get(index);
    if (!area) {
      area = seeds[index](seedDate);
      outputs.set(index, area);
    }
    return area;
  };
  const tables = {} as Record<string, unknown[]>;
  for (const [name, areas] of Object.entries(layout)) {
    Object.defineProperty(tables, name, {
      enumerable: true,
      configurable: true,
      get: () => {
        const rows = areas.flatMap((index) => (output(index) as Record<string, unknown[]>)[name] ?? []);
        Object.defineProperty(tables, name, { enumerable: true, configurable: true, writable: true, value: rows });
        return rows;
      },
    });
  }
  return tables as T;
}
