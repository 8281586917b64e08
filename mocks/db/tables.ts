import type { SupplierType } from '../../src/types/api';

/** A person of the legacy database: staff and supplier users, and suppliers without a login. */
export interface PessoaRecord {
  codigo: string;
  nome: string;
  email: string;
  senha: string | null;
  bloqueado: boolean;
  renovacao: boolean;
  /** Access type (id_md5); null for suppliers that have no portal login. */
  accessTypeId: string | null;
  isVisaoTok: boolean;
  supplierType: SupplierType | null;
  categorias: { iN_ACESS: 'S' | 'N'; iN_MOVEIS: 'S' | 'N' };
  rotacao: 0 | 1 | 2;
}

export interface AccessTypeRecord {
  id_md5: string;
  descricao: string;
  /** Role name the permission check answers (Master, Admin - Comercial, Admin - sourcing, Fornecedor). */
  role: string;
  dt_criacao: string;
}

export interface FeatureRecord {
  id_md5: string;
  descricao: string;
}

export interface AccessTypeFeatureRecord {
  accessTypeId: string;
  featureId: string;
}

export interface SessionRecord {
  token: string;
  codigo: string;
  createdAt: string;
  /** The session's last call: it ends after SESSION_IDLE_MS without one. */
  lastSeenAt: string;
}

/** Wrong passwords in a row for a code (known or not), and the lock they earned. */
export interface LoginFailureRecord {
  codigo: string;
  failures: number;
  lockedUntil: string | null;
}

/**
 * Every table of the mock database. An area adds its own tables from its own folder by declaration merging:
 *   declare module '../db/tables' { interface Tables { logs: LogRecord[] } }
 * and its `seed` export in its own seed.ts (mocks/db/seed.ts gathers them).
 */
export interface Tables {
  pessoas: PessoaRecord[];
  accessTypes: AccessTypeRecord[];
  features: FeatureRecord[];
  accessTypeFeatures: AccessTypeFeatureRecord[];
  sessions: SessionRecord[];
  loginFailures: LoginFailureRecord[];
}

/** Any set of named tables (rows in arrays): `Tables`, or `Tables` plus a measurement's extra table. */
export type TableSet<T> = { [K in keyof T]: unknown[] };
