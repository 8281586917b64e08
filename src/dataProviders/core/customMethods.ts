import { useMutation, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { useContext } from 'react';
import { DataProviderContext, type DataProvider } from 'react-admin';

/**
 * A provider method beyond CRUD (confirm, refuse, sign, toggle). Its first argument is the resource, like
 * react-admin's own methods: combineDataProviders then routes `dataProvider.confirm('pedidos', …)` to the
 * pedidos provider unchanged.
 */
export type CustomMethod<Params, Result> = (resource: string, params: Params) => Promise<Result>;

type CrudProvider = Pick<
  DataProvider,
  'getList' | 'getOne' | 'getMany' | 'getManyReference' | 'create' | 'update' | 'updateMany' | 'delete' | 'deleteMany'
>;

/**
 * A resource provider with custom methods. Typed without DataProvider's `[key: string]: any`, so that
 * `typeof provider` keeps each method's own types for `useDataProvider<typeof provider>()` and useProviderMutation.
 */
export function withCustomMethods<Methods extends Record<string, CustomMethod<never, unknown>>>(
  provider: DataProvider,
  methods: Methods,
): CrudProvider & Methods {
  return { ...provider, ...methods };
}

type ParamsOf<F> = F extends (resource: string, params: infer Params) => Promise<unknown> ? Params : never;
type ResultOf<F> = F extends (resource: string, params: never) => Promise<infer Result> ? Result : never;
type MethodName<Provider> = {
  [K in keyof Provider]: Provider[K] extends CustomMethod<never, unknown> ? K : never;
}[Exclude<keyof Provider, keyof CrudProvider>] &
  string;

/**
 * The portal's data provider itself, for its custom methods. react-admin's useDataProvider answers a call whose
 * error ends the session (authProvider.checkError refuses it) with `{ data: {} }`: a custom method would then
 * "succeed" with a shape its caller never gets otherwise (the calendar read `undefined.length`). Here the error
 * reaches the caller, which stays silent on it (toldElsewhere) while the shell tells the user and reloads.
 */
export function useCustomMethods<Provider>(): DataProvider & Provider {
  const dataProvider = useContext(DataProviderContext);
  if (!dataProvider) throw new Error('useCustomMethods needs a data provider (AdminContext).');
  return dataProvider as DataProvider & Provider;
}

/**
 * useCustomMethods + react-query's useMutation for one custom method of a resource's provider:
 * `useProviderMutation<PedidosProvider, 'confirm'>('pedidos', 'confirm')` gives `mutate(params)` typed by the method.
 */
export function useProviderMutation<Provider extends CrudProvider, Name extends MethodName<Provider>>(
  resource: string,
  method: Name,
  options?: Omit<UseMutationOptions<ResultOf<Provider[Name]>, Error, ParamsOf<Provider[Name]>>, 'mutationFn'>,
): UseMutationResult<ResultOf<Provider[Name]>, Error, ParamsOf<Provider[Name]>> {
  const dataProvider = useCustomMethods<Provider>();
  return useMutation({
    ...options,
    mutationFn: (params) => (dataProvider[method] as CustomMethod<ParamsOf<Provider[Name]>, ResultOf<Provider[Name]>>)(resource, params),
  });
}
