import type { DataProvider, DeleteParams, DeleteResult, GetListParams, GetListResult, GetOneParams, GetOneResult } from 'react-admin';
import { RETURNS_RESOURCE, type ReturnFilter, type ReturnReportMethods } from '../../custom/devolucoes/returnReports';
import type { GraphqlSupplier } from '../../types/api';
import { withCustomMethods } from '../core/customMethods';
import { missingFieldsError } from '../core/errors';
import { graphqlRequest } from '../core/graphql';
import { pagedTotal } from '../core/legacyEnvelope';
import { refusingResource } from '../core/methodsOnlyResource';
import { rowWindow } from '../core/paging';
import { imageBlob } from './imageBlob';
import {
  filterReady,
  listVariables,
  toGroupChoice,
  toReportPicture,
  toReturnReason,
  toReturnReport,
  toReturnSupplier,
  toSupplierProduct,
} from './mapping';
import {
  DELETE_MUTATION,
  DETAIL_QUERY,
  GROUPS_QUERY,
  IMAGE_QUERY,
  LIST_QUERY,
  PICTURES_QUERY,
  PRODUCTS_QUERY,
  REASONS_QUERY,
  SUPPLIERS_QUERY,
} from './queries';
import { saveReport } from './saveReport';
import { sessionUserCode } from '../core/sessionUser';
import { RETURN_OPERATION_NAMES, type PictureRow, type ProductGroupRow, type ReturnReasonRow, type ReturnReceiptRow, type SupplierProductRow } from './wire';

/**
 * The return-receipt reports (spec part 3, sections 3, 4 and 7) on the GraphQL API and the orders API: react-admin's
 * getList (server-paged), getOne and delete of `devolucoes`, and the area's methods (ReturnReportMethods).
 */

/** One operation's root field, which must be there (a list must be a list). */
async function field<T>(query: string, feature: string, name: string, variables: Record<string, unknown> = {}, signal?: AbortSignal, supersedeKey?: string): Promise<T> {
  const data = await graphqlRequest<Record<string, unknown>>({ query, variables, feature, signal, supersedeKey });
  const value = data[name];
  if (value === undefined || value === null) throw missingFieldsError(data);
  return value as T;
}

async function rows<T>(query: string, feature: string, name: string, variables: Record<string, unknown> = {}, signal?: AbortSignal, supersedeKey?: string): Promise<T[]> {
  const value = await field<unknown>(query, feature, name, variables, signal, supersedeKey);
  if (!Array.isArray(value) || value.some((row) => !row || typeof row !== 'object')) throw missingFieldsError(value);
  return value as T[];
}

/** getList: nothing is listed, and nothing called, until a supplier is chosen; the server pages (totalRows on each row). */
async function getList(resource: string, params: GetListParams): Promise<GetListResult> {
  const filter = (params.filter ?? {}) as ReturnFilter;
  if (!filterReady(filter)) return { data: [], total: 0 };
  const { initialRow, nextRows } = rowWindow(params.pagination ?? { page: 1, perPage: 5 }, 'initialRow');
  const found = await rows<ReturnReceiptRow>(LIST_QUERY, RETURN_OPERATION_NAMES.list, 'qualityReturnReceipts', listVariables(filter, initialRow, nextRows), params.signal, resource);
  return { data: found.map(toReturnReport), total: pagedTotal(undefined, found) };
}

async function getOne(_resource: string, params: GetOneParams): Promise<GetOneResult> {
  const row = await field<ReturnReceiptRow>(DETAIL_QUERY, RETURN_OPERATION_NAMES.detail, 'qualityReturnReceipt', { returnReceiptId: Number(params.id) }, params.signal);
  return { data: toReturnReport(row) };
}

/** deleteReturnReceipt with the signed-in user's code. */
async function remove(_resource: string, params: DeleteParams): Promise<DeleteResult> {
  const userPersonId = sessionUserCode();
  await field<{ message?: string }>(DELETE_MUTATION, RETURN_OPERATION_NAMES.remove, 'deleteReturnReceipt', { returnReceiptId: Number(params.id), userPersonId });
  return { data: params.previousData ?? { id: params.id } };
}

/** Every method with the contract's own parameters (a mapped type: withCustomMethods needs an index signature). */
const methods: { [Name in keyof ReturnReportMethods]: ReturnReportMethods[Name] } = {
  suppliers: async () =>
    (await rows<GraphqlSupplier>(SUPPLIERS_QUERY, RETURN_OPERATION_NAMES.suppliers, 'suppliers', { supplierName: '' })).map(toReturnSupplier),
  supplierProducts: async (_resource, { supplierId }) =>
    (await rows<SupplierProductRow>(PRODUCTS_QUERY, RETURN_OPERATION_NAMES.products, 'suppliersProducts', { personId: String(supplierId) })).map(toSupplierProduct),
  reasons: async () => (await rows<ReturnReasonRow>(REASONS_QUERY, RETURN_OPERATION_NAMES.reasons, 'qualityReturnReasonsList')).map(toReturnReason),
  groups: async (_resource, { division }) =>
    (await rows<ProductGroupRow>(GROUPS_QUERY, RETURN_OPERATION_NAMES.groups, 'qualityProductGroups', { inAcessMoveis: division })).map(toGroupChoice),
  pictures: async (_resource, { supplierId, reportId }) =>
    (await rows<PictureRow>(PICTURES_QUERY, RETURN_OPERATION_NAMES.pictures, 'getReturnReceiptPicturesURL', { personId: String(supplierId), returnReceiptId: reportId })).map(
      toReportPicture,
    ),
  picture: async (_resource, { key }) => {
    const image = await field<{ base64Data?: unknown }>(IMAGE_QUERY, RETURN_OPERATION_NAMES.image, 'downloadImage', { imageKey: key });
    if (typeof image.base64Data !== 'string') throw missingFieldsError(image);
    return imageBlob(image.base64Data);
  },
  saveReport: (_resource, report) => saveReport(report),
};

/** Resource `devolucoes`: the reports' list, one report, its deletion, and the area's methods. */
export const returnReportsProvider = withCustomMethods(
  { ...refusingResource((method) => `${RETURNS_RESOURCE}: ${method} is not offered`), getList, getOne, delete: remove } as DataProvider,
  methods,
);

/** The resources this area serves (gathered by src/dataProviders/index.ts). */
export const resources: Record<string, DataProvider> = { [RETURNS_RESOURCE]: returnReportsProvider as DataProvider };
