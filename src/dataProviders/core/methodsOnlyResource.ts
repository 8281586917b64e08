import type { DataProvider } from 'react-admin';

const CRUD_METHODS = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;

/**
 * A react-admin provider whose every CRUD method refuses with `refusal(method)`: the base a resource spreads its few
 * offered methods over (the GraphQL resources, the custom-methods-only ones).
 */
export function refusingResource(refusal: (method: string) => string): DataProvider {
  return Object.fromEntries(CRUD_METHODS.map((method) => [method, () => Promise.reject(new Error(refusal(method)))])) as unknown as DataProvider;
}

/** The CRUD half of a resource that offers only custom methods (the home screen, the profile, "Fale conosco"). */
export function methodsOnlyResource(name: string): DataProvider {
  return refusingResource((method) => `${name}: ${method} is not offered (custom methods only)`);
}
