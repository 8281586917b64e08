import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { PedidosProvider } from '../../dataProviders/pedidos';
import type { Branch } from '../../types/api';

/** The order provider's custom methods (both order resources carry the same ones). */
export const usePedidosProvider = () => useDataProvider<DataProvider & PedidosProvider>();

/** The resource the order calls go through when a screen serves both lists (the PDF and file routes). */
export const ORDER_CALLS_RESOURCE = 'pedidosAgendados';

const NO_BRANCHES: Branch[] = [];

/** The delivery branches (id, name, address), read once per session; none until they arrive or when unreadable. */
export function useBranches(): Branch[] {
  const dataProvider = usePedidosProvider();
  const { data } = useQuery({
    queryKey: [ORDER_CALLS_RESOURCE, 'branches'],
    queryFn: () => dataProvider.branches(ORDER_CALLS_RESOURCE),
    staleTime: Infinity,
    retry: false,
  });
  return data ?? NO_BRANCHES;
}
