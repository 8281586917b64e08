import type { DataProvider, GetListParams } from 'react-admin';
import type { Branch } from '../types/api';
import { missingFieldsError } from './core/errors';
import { request } from './core/http';

const unsupported = (method: string) => () => Promise.reject(new Error(`filiais: ${method} is not offered`));

/**
 * Resource 'filiais': the delivery branches with their addresses (GET /orders/branches, orders API), one list the
 * server answers whole; each record keyed by its branchId. Read through the kit's useBranches.
 */
export const filiaisProvider = {
  getList: async (_resource: string, params: GetListParams) => {
    const { body } = await request<Branch[]>('/orders/branches', { api: 'orders', feature: 'branches', signal: params.signal });
    if (!Array.isArray(body)) throw missingFieldsError(body);
    return { data: body.map((branch) => ({ ...branch, id: branch.branchId })), total: body.length };
  },
  getOne: unsupported('getOne'),
  getMany: unsupported('getMany'),
  getManyReference: unsupported('getManyReference'),
  create: unsupported('create'),
  update: unsupported('update'),
  updateMany: unsupported('updateMany'),
  delete: unsupported('delete'),
  deleteMany: unsupported('deleteMany'),
} as unknown as DataProvider;
