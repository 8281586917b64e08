import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { CustomMethod, MethodName, ParamsOf, ResultOf } from '../../types/providerMethods';
import { useCustomMethods } from './useCustomMethods';

/** The query key of a provider call: react-admin's own shape ([resource, method, params]), so one key per call. */
export const providerQueryKey = (resource: string, method: string, params: unknown): readonly unknown[] => [resource, method, params];

/**
 * A read through a named method of the resource's provider, cached under [resource, method, params]: a write to the
 * resource (react-admin's or useProviderMutation) refreshes it with every other read of that resource.
 * `useProviderQuery<OrderMethods, 'branches'>('pedidosAgendados', 'branches', {})`.
 */
export function useProviderQuery<Provider, Name extends MethodName<Provider>>(
  resource: string,
  method: Name,
  params: ParamsOf<Provider[Name]>,
  options?: Omit<UseQueryOptions<ResultOf<Provider[Name]>, Error>, 'queryKey' | 'queryFn'>,
): UseQueryResult<ResultOf<Provider[Name]>, Error> {
  const dataProvider = useCustomMethods<Provider>();
  return useQuery({
    ...options,
    queryKey: providerQueryKey(resource, method, params),
    queryFn: () => (dataProvider[method] as CustomMethod<ParamsOf<Provider[Name]>, ResultOf<Provider[Name]>>)(resource, params),
  });
}
