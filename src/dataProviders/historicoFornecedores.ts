import type { DataProvider } from 'react-admin';
import type { GraphqlSupplier, SupplierRow } from '../types/api';
import { graphqlResource } from './core/graphqlResource';

export const SUPPLIERS_QUERY = `query Suppliers($personId: String, $supplierName: String) {
  suppliers(personId: $personId, supplierName: $supplierName) { personId supplierName }
}`;

type SupplierOptionRow = Pick<SupplierRow, 'ID_PESSOA' | 'NM_PESSOA'>;

const asOption = (row: GraphqlSupplier): SupplierOptionRow => ({ ID_PESSOA: row.personId, NM_PESSOA: row.supplierName });

/**
 * The 'historicoFornecedores' resource: GraphQL suppliers, the history's supplier picker (the kit's SupplierAutocomplete
 * reads rows as ID_PESSOA / NM_PESSOA). A search answers every supplier it finds; getOne asks for one code.
 */
export const historicoFornecedoresProvider = graphqlResource<SupplierOptionRow>({
  id: (row) => row.ID_PESSOA,
  total: (rows) => rows.length,
  list: {
    query: SUPPLIERS_QUERY,
    feature: 'suppliers',
    variables: ({ filter }) => ({ supplierName: typeof filter.q === 'string' ? filter.q.trim() : '' }),
    result: (data: { suppliers?: GraphqlSupplier[] | null }) => data.suppliers?.map(asOption),
  },
  one: {
    query: SUPPLIERS_QUERY,
    feature: 'suppliers',
    variables: ({ id }) => ({ personId: String(id) }),
    result: (data: { suppliers?: GraphqlSupplier[] | null }) => (data.suppliers?.[0] ? asOption(data.suppliers[0]) : undefined),
  },
});

/** The resources this area serves (gathered by src/dataProviders/index.ts). */
export const resources: Record<string, DataProvider> = { historicoFornecedores: historicoFornecedoresProvider };
