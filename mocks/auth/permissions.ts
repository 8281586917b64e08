import { db } from '../db/db';
import type { PessoaRecord } from '../db/tables';

export function permissionsOf(user: PessoaRecord): Set<string> {
  if (!user.accessTypeId) return new Set();
  const featureIds = new Set(
    db.tables.accessTypeFeatures.filter((row) => row.accessTypeId === user.accessTypeId).map((row) => row.featureId),
  );
  return new Set(db.tables.features.filter((feature) => featureIds.has(feature.id_md5)).map((feature) => feature.descricao));
}

export function roleOf(user: PessoaRecord): string {
  return db.tables.accessTypes.find((type) => type.id_md5 === user.accessTypeId)?.role ?? 'Fornecedor';
}
