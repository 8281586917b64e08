import type { DataProvider, GetListParams } from 'react-admin';
import { apiUrl } from '../../config';
import {
  CARDS_PER_PAGE,
  SHEETS_RESOURCE,
  type SheetCategory,
  type SheetFilter,
  type TechnicalSheetMethods,
} from '../../custom/qualidade/technicalSheets';
import { translate } from '../../i18n/translate';
import type { PaymentConditionOption } from '../../types/api';
import { withCustomMethods } from '../core/customMethods';
import { ApiError, missingFieldsError } from '../core/errors';
import { requestFile } from '../core/fileResponse';
import { request, type Query } from '../core/http';
import { assertLegacyWriteOk, legacyItems, legacyRows } from '../core/legacyEnvelope';
import { methodsOnlyResource } from '../core/methodsOnlyResource';
import { uploadFile } from '../core/upload';
import { base64Of } from '../core/base64';
import {
  mergeGroups,
  sheetListQuery,
  sheetPage,
  toAccessoryProduct,
  toActiveSupplier,
  toProductIdOption,
  toSheetVersion,
} from './sheetMapping';
import {
  QUALITY_PATHS,
  type AccessoryProductRow,
  type AccessorySheetFields,
  type ActiveSupplierRow,
  type FamilyRow,
  type FurnitureSheetFields,
  type GroupRow,
  type ListaProdItem,
  type ProductIdRow,
  type SheetVersionRow,
  type SituationRow,
  type SupplierCategoryRow,
} from './wire';

/**
 * Technical sheets (spec part 3, sections 3 and 7) on the legacy API: the `fichasTecnicas` cards as a getList of a
 * SheetFilter, and every other call of the area as a custom method (TechnicalSheetMethods).
 */

/** The orders API's list of a supplier's payment conditions (the furniture order filter's choices). */
const ORDER_PAYMENT_CONDITIONS = '/orders/paymentConditionsList';

const get = async (path: string, query?: Query, signal?: AbortSignal): Promise<unknown> => (await request(path, { query, signal })).body;

const hasFilter = (filter: Partial<SheetFilter> | undefined): filter is SheetFilter =>
  !!filter && (filter.category === 'A' || filter.category === 'P') && typeof filter.supplierId === 'number' && filter.supplierId > 0;

async function sheetList(params: GetListParams) {
  const filter = params.filter as Partial<SheetFilter> | undefined;
  // The staff's view asks for a supplier first: no supplier, no call.
  if (!hasFilter(filter)) return { data: [], total: 0 };
  const pagination = params.pagination ?? { page: 1, perPage: CARDS_PER_PAGE };
  const body = await get(QUALITY_PATHS.sheets, { ...sheetListQuery(filter, pagination) }, params.signal);
  return sheetPage(body, legacyRows<unknown>(body));
}

const groupsOf = async (division: SheetCategory): Promise<GroupRow[]> =>
  legacyRows<GroupRow>(await get(QUALITY_PATHS.groups, { inAcessMoveis: division }));

/** The upload's idFicha, as the server answers it. */
function sheetIdOf(body: unknown): { sheetId: number } {
  const itens = assertLegacyWriteOk(body).itens as { idFicha?: unknown } | undefined;
  const sheetId = Number(itens?.idFicha);
  if (!Number.isInteger(sheetId) || sheetId <= 0) throw missingFieldsError(body);
  return { sheetId };
}

async function sendSheet(path: string, method: 'POST' | 'PUT', fields: FurnitureSheetFields | AccessorySheetFields) {
  const { body } = await uploadFile({ path, method, fields: { ...fields }, files: [], failureMessage: translate('pages.technicalSheetData.uploadFailure') });
  return sheetIdOf(body);
}

/** The legacy API's own path of a download link, so the session's token never goes to another server. */
function legacyPathOf(url: string): string {
  const base = apiUrl('legacy').replace(/\/$/, '');
  if (!url.startsWith(`${base}/`)) throw new ApiError('shape', translate('pages.technicalSheetData.fileLinkRefused'));
  return url.slice(base.length);
}

/** Every method with the contract's own parameters (a mapped type: withCustomMethods needs an index signature). */
const methods: { [Name in keyof TechnicalSheetMethods]: TechnicalSheetMethods[Name] } = {
  categories: async (_resource, { supplierId }) => {
    const item = legacyItems<SupplierCategoryRow | SupplierCategoryRow[]>(await get(QUALITY_PATHS.categories, { idPessoa: supplierId ?? 0 }));
    const row = Array.isArray(item) ? item[0] : item;
    if (!row) throw missingFieldsError(item);
    return { accessories: row.iN_ACESS === 'S', furniture: row.iN_MOVEIS === 'S' };
  },
  situations: async () => legacyRows<SituationRow>(await get(QUALITY_PATHS.situations)).map((row) => ({ id: row.id, name: row.nome })),
  groups: async () => {
    const [accessories, furniture] = await Promise.all([groupsOf('A'), groupsOf('P')]);
    return mergeGroups(accessories, furniture);
  },
  families: async (_resource, { groupId, division }) => [
    { id: 0, name: translate('pages.technicalSheetData.selectFamily') },
    ...legacyRows<FamilyRow>(await get(QUALITY_PATHS.families, { cdGrupo: groupId, cdDiv: division })).map((row) => ({
      id: row.cd_familia,
      name: row.nm_familia,
    })),
  ],
  accessoryProducts: async (_resource, { supplierId, descriptionId }) =>
    legacyRows<AccessoryProductRow>(await get(QUALITY_PATHS.accessoryProducts, { P_ID_PESSOA: supplierId, P_ID_DESCR: descriptionId })).map(toAccessoryProduct),
  uploadFurnitureSheet: async (_resource, { card, file, userId }) => {
    const fields: FurnitureSheetFields = {
      Alfanumerico: card.alpha,
      FileName: file.name,
      ContentFile: file.type || 'application/pdf',
      Doc: await base64Of(file),
      Departamento: 'P',
      idUserFornecedor: userId,
      InStatus: 'A',
      idDescr: card.descriptionId,
    };
    return card.sheetId === null
      ? sendSheet(QUALITY_PATHS.furnitureSheet, 'POST', fields)
      : sendSheet(`${QUALITY_PATHS.furnitureSheet}/${card.sheetId}`, 'PUT', fields);
  },
  addAccessorySheet: async (_resource, draft) => {
    const products: ListaProdItem[] = draft.products.map((product) => ({ idDescr: product.descriptionId, Nr_prod: product.productId }));
    const fields: AccessorySheetFields = {
      Alfanumerico: draft.alpha,
      FileName: draft.file.name,
      ContentFile: draft.file.type || 'application/pdf',
      Doc: await base64Of(draft.file),
      idUserFornecedor: draft.userId,
      Departamento: 'A',
      InStatus: 'A',
      ListaProd: JSON.stringify(products),
      NrFicha: draft.sheetNumber.trim(),
      idFornecedor: draft.supplierId,
    };
    return sendSheet(QUALITY_PATHS.accessorySheet, 'POST', fields);
  },
  accessorySuppliers: async () =>
    legacyRows<ActiveSupplierRow>(await get(QUALITY_PATHS.activeSuppliers, { tipoFornecedor: 'A' })).map(toActiveSupplier),
  alphas: async (_resource, { supplierId }) => {
    const itens = legacyItems<{ alfas?: unknown }>(await get(QUALITY_PATHS.alphas, { idPessoa: supplierId }));
    if (!Array.isArray(itens.alfas)) throw missingFieldsError(itens);
    return itens.alfas.map(String);
  },
  productIds: async (_resource, { alpha, supplierId }) => {
    const itens = legacyItems<{ ids?: ProductIdRow[] }>(await get(QUALITY_PATHS.productIds, { alfa: alpha, idPessoa: supplierId }));
    if (!Array.isArray(itens.ids)) throw missingFieldsError(itens);
    return itens.ids.map(toProductIdOption);
  },
  sheetFile: async (_resource, { fileKey }) => {
    const itens = legacyItems<{ url?: unknown }>(await get(`${QUALITY_PATHS.sheetFileUrl}/${encodeURIComponent(fileKey)}`));
    if (typeof itens.url !== 'string') throw missingFieldsError(itens);
    const { blob } = await requestFile(legacyPathOf(itens.url), {
      fallbackName: `${fileKey}.pdf`,
      failureMessage: translate('pages.technicalSheetData.fileFailure'),
    });
    return blob;
  },
  sheetHistory: async (_resource, { descriptionId, category }) =>
    legacyRows<SheetVersionRow>(await get(`${QUALITY_PATHS.sheetHistory}/${descriptionId}`, { Departamento: category })).map(toSheetVersion),
  paymentConditions: async (_resource, { supplierId }) => {
    const { body } = await request(ORDER_PAYMENT_CONDITIONS, { api: 'orders', feature: 'orders', query: { personId: supplierId } });
    if (!Array.isArray(body) || !body.every((row: Partial<PaymentConditionOption>) => typeof row?.paymentId === 'number')) throw missingFieldsError(body);
    return (body as PaymentConditionOption[]).map((row) => ({ id: row.paymentId, name: row.nameConditionPayment }));
  },
};

/** Resource `fichasTecnicas`: the cards' getList and the area's custom methods. */
export const technicalSheetsProvider = withCustomMethods(
  { ...methodsOnlyResource(SHEETS_RESOURCE), getList: ((_resource: string, params: GetListParams) => sheetList(params)) as DataProvider['getList'] },
  methods,
);

/** The resources this area serves (gathered by src/dataProviders/index.ts). */
export const resources: Record<string, DataProvider> = {
  [SHEETS_RESOURCE]: technicalSheetsProvider as DataProvider,
};
