import type { TableSet, Tables } from './tables';

export type AreaSeed<T> = (seedDate: string) => Partial<T>;

/**
 * Every area's seed: the `seed` export of each `mocks/<area>/seed.ts`, in the areas' alphabetical order; each fills
 * its own tables with its own fixed faker seed (so adding an area never changes another's rows). An area adds its
 * tables to `Tables` by declaration merging, and its `seed` export: no list to edit.
 */
export const AREA_SEEDS: readonly AreaSeed<Tables>[] = Object.entries(
  import.meta.glob<{ seed?: AreaSeed<Tables> }>(['../*/seed.ts', '!../db/seed.ts'], { eager: true }),
)
  .sort(([a], [b]) => (a < b ? -1 : 1))
  .flatMap(([, area]) => (area.seed ? [area.seed] : []));

/** Adds an area's tables to `tables`; rows of a table seeded by two areas are concatenated. */
function addArea<T>(tables: Partial<Record<keyof T, unknown[]>>, area: Partial<T>): void {
  for (const [name, rows] of Object.entries(area) as [keyof T, unknown[]][]) {
    const before = tables[name];
    tables[name] = before ? before.concat(rows) : rows;
  }
}

/** Builds every table from the seed day. */
export function seedTables<T extends TableSet<T>>(seedDate: string, seeds: readonly AreaSeed<T>[]): T {
  const tables: Partial<Record<keyof T, unknown[]>> = {};
  for (const seed of seeds) addArea(tables, seed(seedDate));
  return tables as T;
}

/** The same tables, an area per task (`pause` between them), so a page never freezes while they are built. */
export async function seedTablesInSteps<T extends TableSet<T>>(seedDate: string, seeds: readonly AreaSeed<T>[], pause: () => Promise<void>): Promise<T> {
  const tables: Partial<Record<keyof T, unknown[]>> = {};
  for (const seed of seeds) {
    addArea(tables, seed(seedDate));
    await pause();
  }
  return tables as T;
}
