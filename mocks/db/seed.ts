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

/** Builds every table from the seed day; rows of a table seeded by two areas are concatenated. */
export function seedTables<T extends TableSet<T>>(seedDate: string, seeds: readonly AreaSeed<T>[]): T {
  const tables: Partial<Record<keyof T, unknown[]>> = {};
  for (const seed of seeds) {
    for (const [name, rows] of Object.entries(seed(seedDate)) as [keyof T, unknown[]][]) {
      const before = tables[name];
      tables[name] = before ? before.concat(rows) : rows;
    }
  }
  return tables as T;
}
