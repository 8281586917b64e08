import type { DataProvider } from 'react-admin';

/** The CRUD half of a resource that offers only custom methods (the home screen, the profile, "Fale conosco"). */
export function methodsOnlyResource(name: string): DataProvider {
  const unsupported = (method: string) => () => Promise.reject(new Error(`${name}: ${method} is not offered (custom methods only)`));
  return {
    getList: unsupported('getList'),
    getOne: unsupported('getOne'),
    getMany: unsupported('getMany'),
    getManyReference: unsupported('getManyReference'),
    create: unsupported('create'),
    update: unsupported('update'),
    updateMany: unsupported('updateMany'),
    delete: unsupported('delete'),
    deleteMany: unsupported('deleteMany'),
  };
}
