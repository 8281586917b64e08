import { useProviderQuery } from '../../kit/data/useProviderQuery';
import type { Branch } from '../../types/api';
import { ORDER_CALLS_RESOURCE, type PedidosMethods } from './orderLines';

const NO_BRANCHES: Branch[] = [];
const NO_PARAMS = {};

/** The delivery branches (id, name, address), read once per session; none until they arrive or when unreadable. */
export function useBranches(): Branch[] {
  const { data } = useProviderQuery<PedidosMethods, 'branches'>(ORDER_CALLS_RESOURCE, 'branches', NO_PARAMS, { staleTime: Infinity, retry: false });
  return data ?? NO_BRANCHES;
}
