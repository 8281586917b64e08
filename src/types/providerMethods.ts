/**
 * A provider method beyond CRUD (confirm, refuse, sign, toggle). Its first argument is the resource, like
 * react-admin's own methods: combineDataProviders then routes `dataProvider.confirm('pedidos', …)` to the
 * pedidos provider unchanged. An area's domain module declares its methods with this type; the area's provider
 * implements them and screens call them through the kit's useProviderQuery / useProviderMutation.
 */
export type CustomMethod<Params, Result> = (resource: string, params: Params) => Promise<Result>;

export type ParamsOf<F> = F extends (resource: string, params: infer Params) => Promise<unknown> ? Params : never;
export type ResultOf<F> = F extends (resource: string, params: never) => Promise<infer Result> ? Result : never;

/** The names of a provider's methods shaped (resource, params) => Promise. */
export type MethodName<Provider> = {
  [K in keyof Provider]: Provider[K] extends CustomMethod<never, unknown> ? K : never;
}[keyof Provider] &
  string;
