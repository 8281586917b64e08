import type { DataProvider } from 'react-admin';
import type { SupplierRow, SupplierType } from '../types/api';
import { legacyResource } from './core/legacyResource';

/** Supplier lists (GET /fornecedores?tipo=F|M|A), used by the supplier pickers. */
export const fornecedoresProvider = legacyResource<SupplierRow>({
  path: '/fornecedores',
  id: (row) => row.ID_PESSOA,
  paging: 'linhaInicial',
  supersede: true,
  filterQuery: (filter) => ({
    tipo: typeof filter.tipo === 'string' ? filter.tipo : 'F',
    q: typeof filter.q === 'string' ? filter.q : undefined,
  }),
});

const SUPPLIER_TYPES: readonly unknown[] = ['F', 'M', 'A'] satisfies SupplierType[];

/**
 * Active suppliers (GET /fornecedores/ativos?tipoFornecedor=F|M|A, F every type by default), the payments' and invoices'
 * pickers (spec part 2, sections 7 and 9): the whole list in the server's name order, searched by code or name in the
 * browser; one supplier is read from GET /fornecedores/{id}.
 */
export const fornecedoresAtivosProvider = legacyResource<SupplierRow>({
  path: '/fornecedores',
  listPath: '/fornecedores/ativos',
  id: (row) => row.ID_PESSOA,
  supersede: true,
  filterQuery: (filter) => ({ tipoFornecedor: SUPPLIER_TYPES.includes(filter.tipoFornecedor) ? (filter.tipoFornecedor as SupplierType) : 'F' }),
  search: (row) => [row.ID_PESSOA, row.NM_PESSOA],
  // The server answers in name order: no sort of the client's own.
  sortQuery: () => ({}),
});

/** The resources this area serves (gathered by src/dataProviders/index.ts). */
export const resources: Record<string, DataProvider> = { fornecedores: fornecedoresProvider, fornecedoresAtivos: fornecedoresAtivosProvider };
