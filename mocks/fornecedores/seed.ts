import type { AreaSeed } from '../db/seed';
import type { Tables } from '../db/tables';
import { faker } from '@faker-js/faker/locale/pt_BR';
import type { SupplierType } from '../../src/types/api';
import type { PessoaRecord } from '../db/tables';

const FAKER_SEED = 2026_0001;

/** The large supplier of the seed (no login): it proves that lists stay fast. */
export const LARGE_SUPPLIER = { codigo: '3000001', nome: 'Grande Fornecedor Nacional S.A.' } as const;

function supplier(codigo: string, nome: string, supplierType: SupplierType): PessoaRecord {
  const slug = nome
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 18);
  return {
    codigo,
    nome,
    email: `contato@${slug}.com.br`,
    senha: null,
    bloqueado: false,
    renovacao: false,
    accessTypeId: null,
    isVisaoTok: false,
    supplierType,
    categorias: { iN_ACESS: supplierType === 'A' ? 'S' : 'N', iN_MOVEIS: supplierType === 'M' ? 'S' : 'N' },
    rotacao: 0,
  };
}

/** Suppliers without a login, besides the demo supplier accounts: 24 furniture (M) and 20 accessories (A). */
export function seedSuppliers(): PessoaRecord[] {
  faker.seed(FAKER_SEED);
  const furniture = Array.from({ length: 24 }, (_, i) =>
    supplier(String(1000004 + i), `${faker.company.name()} Móveis`, 'M'),
  );
  const accessories = Array.from({ length: 20 }, (_, i) =>
    supplier(String(2000002 + i), `${faker.company.name()} Utilidades`, 'A'),
  );
  return [...furniture, ...accessories, supplier(LARGE_SUPPLIER.codigo, LARGE_SUPPLIER.nome, 'M')];
}

/** This area's rows in the mock database (mocks/db/seed.ts gathers every area's). */
export const seed: AreaSeed<Tables> = () => ({ pessoas: seedSuppliers() });
