import type { DataProvider, GetListParams } from 'react-admin';
import type { Branch } from '../types/api';
import { missingFieldsError } from './core/errors';
import { refusingResource } from './core/methodsOnlyResource';
import { request } from './core/http';

/**
 * Resource 'filiais': the delivery branches with their addresses (GET /orders/branches, orders API), one list the
 * server answers whole; each record keyed by its branchId. Read through the kit's useBranches.
 */
export const filiaisProvider = {
  ...refusingResource((method) => `filiais: ${method} is not offered`),
  getList: async (_resource: string, params: GetListParams) => {
    const { body } = await request<Branch[]>('/orders/branches', { api: 'orders', feature: 'branches', signal: params.signal });
    if (!Array.isArray(body)) throw missingFieldsError(body);
    return { data: body.map((branch) => ({ ...branch, id: branch.branchId })), total: body.length };
  },
} as DataProvider;

/** The resources this area serves (gathered by src/dataProviders/index.ts). */
export const resources: Record<string, DataProvider> = { filiais: filiaisProvider };
