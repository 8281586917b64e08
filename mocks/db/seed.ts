import { seedAccess } from '../auth/seed';
import { seedSuppliers } from '../fornecedores/seed';
import { seedLogs } from '../logs/seed';
import { seedAnnouncements } from '../comunicados/seed';
import { seedContacts } from '../contatos/seed';
import { seedHome } from '../home/seed';
import type { TableName, Tables } from './tables';

type AreaSeed = (seedDate: string) => Partial<Tables>;

/**
 * Every area's seed; each fills its own tables with its own fixed faker seed (so adding an area never
 * changes another's rows). An area adds its tables to `Tables` by declaration merging, and one line here.
 */
const AREA_SEEDS: readonly AreaSeed[] = [seedAccess, () => ({ pessoas: seedSuppliers() }), (seedDate) => ({ logs: seedLogs(seedDate) }), seedHome, seedAnnouncements, seedContacts];

/** Builds every table from the seed day; rows of a table seeded by two areas are concatenated. */
export function seedTables(seedDate: string): Tables {
  const tables: Partial<Record<TableName, unknown[]>> = { sessions: [] };
  for (const seed of AREA_SEEDS) {
    for (const [name, rows] of Object.entries(seed(seedDate)) as [TableName, unknown[]][]) {
      tables[name] = [...(tables[name] ?? []), ...rows];
    }
  }
  return tables as Tables;
}
