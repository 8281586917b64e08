import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { PedidosProvider } from '../../dataProviders/pedidos';
import type { Branch } from '../../types/api';

/** The delivery branches with their addresses (GET /orders/branches), read once per session; [] until loaded or when unreadable. */
export function useBranches(enabled = true): Branch[] {
  const dataProvider = useDataProvider<DataProvider & PedidosProvider>();
  const { data } = useQuery({
    queryKey: ['pedidosAgendados', 'branches'],
    queryFn: () => dataProvider.branches('pedidosAgendados'),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
  return data ?? [];
}
