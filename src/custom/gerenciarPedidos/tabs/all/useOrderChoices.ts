import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { DeliveryPlace, OrdersProvider } from '../../../../dataProviders/gerenciarPedidos/orders';
import type { PaymentConditionOption } from '../../../../types/api';

export interface OrderChoices {
  branches: DeliveryPlace[];
  payments: PaymentConditionOption[];
}

/**
 * The branches (GET /orders/deliveryPlace, once per session) and the supplier's payment conditions
 * (GET /orders/paymentConditionsList) the filters offer and the tags name; empty until read or when unreadable.
 */
export function useOrderChoices(personId: number): OrderChoices {
  const dataProvider = useDataProvider<DataProvider & OrdersProvider>();
  const branches = useQuery({
    queryKey: ['pedidos', 'deliveryPlaces'],
    queryFn: () => dataProvider.deliveryPlaces('pedidos', {}),
    staleTime: Infinity,
    retry: false,
  });
  const payments = useQuery({
    queryKey: ['pedidos', 'paymentConditions', personId],
    queryFn: () => dataProvider.paymentConditions('pedidos', { personId }),
    staleTime: Infinity,
    retry: false,
  });
  return { branches: branches.data ?? [], payments: payments.data ?? [] };
}
