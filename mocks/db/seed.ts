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

/** Every area's output for the seed day, an area per task (`pause` between them), so a page never freezes meanwhile. */
export async function seedAreasInSteps<T>(seedDate: string, seeds: readonly AreaSeed<T>[], pause: () => Promise<void>): Promise<Partial<T>[]> {
  const areas: Partial<T>[] = [];
  for (const seed of seeds) {
    areas.push(seed(seedDate));
    await pause();
  }
  return areas;
}

/** The tables of a day from its areas' outputs: rows of a table filled by two areas are concatenated, in their order. */
export function joinAreas<T extends TableSet<T>>(areas: readonly Partial<T>[]): T {
  const tables: Partial<Record<keyof T, unknown[]>> = {};
  for (const area of areas) {
    for (const [name, rows] of Object.entries(area) as [keyof T, unknown[]][]) {
      const before = tables[name];
      tables[name] = before ? before.concat(rows) : rows;
    }
  }
  return tables as T;
}

/** Builds every table from the seed day. */
export const seedTables = <T extends TableSet<T>>(seedDate: string, seeds: readonly AreaSeed<T>[]): T => joinAreas(seeds.map((seed) => seed(seedDate)));
