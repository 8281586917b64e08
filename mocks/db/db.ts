import { AREA_SEEDS } from './seed';
import { createSeeder } from './seeder';
import { MockStore } from './store';
import type { Tables } from './tables';

/**
 * A build's mock chunk is named by a hash of its code and of the chunks it imports, the seeds among them: its address
 * changes whenever the seed could, so it versions a saved state. Elsewhere (the dev server, Node) the seed's output is
 * hashed.
 */
const buildFingerprint = import.meta.env.PROD ? new URL(import.meta.url).pathname : undefined;
const areaSeeder = createSeeder(AREA_SEEDS, buildFingerprint);

/** The mock's database: every area's tables (see tables.ts and AREA_SEEDS). */
export class MockDb extends MockStore<Tables> {
  constructor(seedDate?: string) {
    super(areaSeeder, seedDate);
  }
}

export const db = new MockDb();
