import { AREA_SEEDS } from './seed';
import { createSeeder } from './seeder';
import { MockStore } from './store';
import type { Tables } from './tables';

const areaSeeder = createSeeder(AREA_SEEDS);

/** The mock's database: every area's tables (see tables.ts and AREA_SEEDS). */
export class MockDb extends MockStore<Tables> {
  constructor(seedDate?: string) {
    super(areaSeeder, seedDate);
  }
}

export const db = new MockDb();
