import { seedAccess } from '../auth/seed';
import { seedSuppliers } from '../fornecedores/seed';
import { seedLogs } from '../logs/seed';
import { seedAnnouncements } from '../comunicados/seed';
import { seedContacts } from '../contatos/seed';
import { seedHome } from '../home/seed';
import { seedMail } from '../mail/seed';
import { seedStoredFiles } from '../files/seed';
import { seedOrders } from '../pedidos/seed';
import { seedReceivingOptions } from '../condicoesPagamento/seed';
import { seedHistory } from '../historico/seed';
import type { TableSet, Tables } from './tables';

export type AreaSeed<T> = (seedDate: string) => Partial<T>;

/**
 * Every area's seed; each fills its own tables with its own fixed faker seed (so adding an area never
 * changes another's rows). An area adds its tables to `Tables` by declaration merging, and one line here.
 */
export const AREA_SEEDS: readonly AreaSeed<Tables>[] = [
  () => ({ sessions: [], loginFailures: [] }),
  seedAccess,
  () => ({ pessoas: seedSuppliers() }),
  (seedDate) => ({ logs: seedLogs(seedDate) }),
  seedHome,
  seedAnnouncements,
  seedContacts,
  seedMail,
  seedStoredFiles,
  seedOrders,
  seedReceivingOptions,
  seedHistory,
];

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
