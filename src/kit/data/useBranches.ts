import { useGetList } from 'react-admin';
import type { Branch } from '../../types/api';

/** The resource of the delivery branches (GET /orders/branches). */
export const BRANCHES_RESOURCE = 'filiais';

const NO_BRANCHES: Branch[] = [];
const ALL = { pagination: { page: 1, perPage: 1000 } };

/**
 * The delivery branches (id, name, address), a getList of 'filiais' read once per session; none until they arrive
 * or when unreadable (the screens then show branch codes).
 */
export function useBranches(enabled = true): Branch[] {
  const { data } = useGetList<Branch & { id: number }>(BRANCHES_RESOURCE, ALL, { enabled, staleTime: Infinity, retry: false });
  return data ?? NO_BRANCHES;
}
