import { seedAccess } from '../auth/seed';
import { seedSuppliers } from '../fornecedores/seed';
import type { Tables } from './tables';

/** Builds every table from the seed day; each area seeds its own tables with its own fixed faker seed. */
export function seedTables(seedDate: string): Tables {
  const suppliers = seedSuppliers();
  const access = seedAccess(seedDate);
  return {
    ...access,
    pessoas: [...access.pessoas, ...suppliers],
    sessions: [],
  };
}
