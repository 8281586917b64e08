import { useProviderQuery } from '../../../../kit/data/useProviderQuery';
import type { PaymentConditionOption } from '../../../../types/api';
import type { AllOrdersMethods, DeliveryPlace } from '../../orderManagement';

export interface OrderChoices {
  branches: DeliveryPlace[];
  payments: PaymentConditionOption[];
}

/**
 * The branches (GET /orders/deliveryPlace, once per session) and the supplier's payment conditions
 * (GET /orders/paymentConditionsList) the filters offer and the tags name; empty until read or when unreadable.
 */
export function useOrderChoices(personId: number): OrderChoices {
  const branches = useProviderQuery<AllOrdersMethods, 'deliveryPlaces'>('pedidos', 'deliveryPlaces', {}, { staleTime: Infinity, retry: false });
  const payments = useProviderQuery<AllOrdersMethods, 'paymentConditions'>('pedidos', 'paymentConditions', { personId }, { staleTime: Infinity, retry: false });
  return { branches: branches.data ?? [], payments: payments.data ?? [] };
}
