import type { ReactNode } from 'react';
import {
  AdminContext,
  memoryStore,
  type DataProvider,
  type GetListParams,
  type RaRecord,
} from 'react-admin';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { DateLocalization } from '../../../src/kit/dates/DateLocalization';

function matches(record: RaRecord, q: unknown): boolean {
  if (typeof q !== 'string' || q === '') return true;
  return Object.values(record).some((value) => String(value).toLowerCase().includes(q.toLowerCase()));
}

/** A tiny in-memory data provider: getList (q filter, sort, pagination), getOne, getMany. */
export function fakeDataProvider(data: Record<string, RaRecord[]>): DataProvider {
  const getList = async (resource: string, params: GetListParams) => {
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
    const rows = (data[resource] ?? []).filter((record) => matches(record, params.filter?.q));
    return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
  };
  const notSupported = () => Promise.reject(new Error('not supported'));
  return {
    getList: getList as DataProvider['getList'],
    getOne: (async (resource: string, params: { id: unknown }) => ({
      data: (data[resource] ?? []).find((record) => record.id === params.id),
    })) as DataProvider['getOne'],
    getMany: (async (resource: string, params: { ids: unknown[] }) => ({
      data: (data[resource] ?? []).filter((record) => params.ids.includes(record.id)),
    })) as DataProvider['getMany'],
    getManyReference: notSupported,
    create: notSupported,
    update: notSupported,
    updateMany: notSupported,
    delete: notSupported,
    deleteMany: notSupported,
  };
}

export function RaTestAdmin({ children, dataProvider }: { children: ReactNode; dataProvider?: DataProvider }) {
  return (
    <AdminContext dataProvider={dataProvider ?? fakeDataProvider({})} i18nProvider={i18nProvider} store={memoryStore()}>
      <DateLocalization>{children}</DateLocalization>
    </AdminContext>
  );
}
