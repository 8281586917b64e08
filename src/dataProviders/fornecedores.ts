import type { SupplierRow } from '../types/api';
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
