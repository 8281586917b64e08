import type { DataProvider } from 'react-admin';
import type { CustomMethod } from '../../types/providerMethods';

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
