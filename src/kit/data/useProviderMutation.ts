import { useMutation, useQueryClient, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import type { CustomMethod, MethodName, ParamsOf, ResultOf } from '../../types/providerMethods';
import { useCustomMethods } from './useCustomMethods';

export type ProviderMutationOptions<Result, Params> = Omit<UseMutationOptions<Result, Error, Params>, 'mutationFn'> & {
  /** Further resources the write changes (a decision moves an order between tabs and badges). */
  refreshes?: readonly string[];
};

/**
 * A write through a named method of the resource's provider: `useProviderMutation<OrderMethods, 'confirm'>('pedidos',
 * 'confirm')` gives `mutate(params)` typed by the method. On success every read of the resource (and of `refreshes`)
 * is refreshed: react-admin's lists and useGetOne, and useProviderQuery, all keyed by resource first.
 */
export function useProviderMutation<Provider, Name extends MethodName<Provider>>(
  resource: string,
  method: Name,
  options: ProviderMutationOptions<ResultOf<Provider[Name]>, ParamsOf<Provider[Name]>> = {},
): UseMutationResult<ResultOf<Provider[Name]>, Error, ParamsOf<Provider[Name]>> {
  const dataProvider = useCustomMethods<Provider>();
  const queryClient = useQueryClient();
  const { refreshes = [], onSuccess, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn: (params) => (dataProvider[method] as CustomMethod<ParamsOf<Provider[Name]>, ResultOf<Provider[Name]>>)(resource, params),
    onSuccess: async (...args) => {
      await Promise.all([resource, ...refreshes].map((name) => queryClient.invalidateQueries({ queryKey: [name] })));
      return onSuccess?.(...args);
    },
  });
}
