import type { DataProvider, GetListParams, GetOneParams } from 'react-admin';
import type { SupplierOptionRow, SupplierRow } from '../../types/api';
import { matchesSearch } from '../core/clientSearch';
import { request } from '../core/http';

type SupplierOption = Pick<SupplierRow, 'ID_PESSOA' | 'NM_PESSOA'> & { id: number };

const asOption = (row: SupplierOptionRow): SupplierOption => ({ id: row.personId, ID_PESSOA: row.personId, NM_PESSOA: row.supplierName });

async function fetchSuppliers(signal?: AbortSignal): Promise<SupplierOption[]> {
  const { body } = await request('/suppliers', { api: 'orders', feature: 'orders', signal });
  return Array.isArray(body) ? (body as SupplierOptionRow[]).map(asOption) : [];
}

/**
 * The 'fornecedoresPedidos' resource: the orders API's GET /suppliers (spec part 2, section 7; internal view), the
 * supplier picker of /gerenciarPedidos. The call answers every supplier at once; the picker's search (code or name)
 * and its page are taken in the browser, and getOne finds a code in the same answer.
 */
export const fornecedoresPedidosProvider = {
  getList: async (_resource: string, params: GetListParams) => {
    const rows = (await fetchSuppliers(params.signal)).filter((row) => matchesSearch([row.ID_PESSOA, row.NM_PESSOA], params.filter?.q));
    const { page, perPage } = params.pagination ?? { page: 1, perPage: rows.length };
    return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
  },
  getOne: async (_resource: string, params: GetOneParams) => {
    const found = (await fetchSuppliers(params.signal)).find((row) => String(row.id) === String(params.id));
    if (!found) throw new Error(`GET /suppliers: no supplier ${String(params.id)}`);
    return { data: found };
  },
} as unknown as DataProvider;
