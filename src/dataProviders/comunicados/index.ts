import type { DataProvider, GetListParams } from 'react-admin';
import { audienceSearchValues, type AudienceMeta, type AudienceSupplier, type ComunicadosMethods, type SupplierNotification, type SupplierType } from '../../resources/comunicados/announcements';
import type { CommunicationSave } from '../../resources/communication/communication';
import type { SupplierRow } from '../../types/api';
import type { AnnouncementRow, SupplierVisibilityRow } from './wire';
import { matchesSearch } from '../core/clientSearch';
import { sortRows } from '../core/clientSort';
import { withCustomMethods } from '../core/customMethods';
import { requestFile } from '../core/fileResponse';
import { request } from '../core/http';
import { legacyRows } from '../core/legacyEnvelope';
import { legacyResource } from '../core/legacyResource';
import { methodsOnlyResource } from '../core/methodsOnlyResource';
import { legacyMutation } from '../core/mutation';
import { communicationFormData, communicationListQuery } from '../communication';

const record = legacyResource<AnnouncementRow>({
  path: '/comunicado',
  id: (row) => row.id,
  toBody: (data) => communicationFormData(data as unknown as CommunicationSave, 'announcement'),
});

/** The table's rows come from their own call; the client pages and sorts them. */
const table = legacyResource<AnnouncementRow>({ path: '/comunicadoTable', id: (row) => row.id, filterQuery: communicationListQuery });

const toSupplier = (row: SupplierRow): AudienceSupplier => ({ id: row.ID_PESSOA, name: row.NM_PESSOA, email: row.RET_EMAIL_PESSOA });

/** GET /fornecedores?tipo=F|M|A, every row. */
async function fetchSuppliers(tipo: SupplierType, signal?: AbortSignal): Promise<AudienceSupplier[]> {
  const { body } = await request('/fornecedores', { query: { tipo }, signal });
  return legacyRows<SupplierRow>(body).map(toSupplier);
}

/**
 * Announcements (spec part 1, section 7): GET /comunicadoTable (list), GET /comunicado/{id}, multipart
 * POST /comunicado and PUT /comunicado/{id}, DELETE /comunicado/{id}; plus the form's supplier calls, the stored
 * file and the notification e-mail.
 */
export const comunicadosProvider = withCustomMethods({ ...record, getList: table.getList } as DataProvider, {
  /** GET /comunicado/{id}/fornecedores?tipo=: every supplier of the type, VISIVEL 'true' when it sees the announcement. */
  visibility: async (_resource: string, params: { id: number | string; tipo?: SupplierType }) => {
    const { body } = await request(`/comunicado/${encodeURIComponent(String(params.id))}/fornecedores`, { query: { tipo: params.tipo ?? 'F' } });
    return legacyRows<SupplierVisibilityRow>(body).map((row) => ({ ...toSupplier(row), visible: row.VISIVEL === 'true' }));
  },
  /** GET /fornecedores?tipo=F|M|A, every row (the notification needs every e-mail when the announcement is for all). */
  suppliers: (_resource: string, params: { tipo: SupplierType }) => fetchSuppliers(params.tipo),
  /** GET /comunicado/arquivo/{id}: the stored file, with its name. */
  file: (_resource: string, params: { id: number | string }) =>
    requestFile(`/comunicado/arquivo/${encodeURIComponent(String(params.id))}`, { fallbackName: 'comunicado.pdf' }),
  /** POST /email/supplier (orders API): the notification after a save; success is HTTP 200. */
  notifySuppliers: (_resource: string, params: SupplierNotification) =>
    legacyMutation({ api: 'orders', method: 'POST', path: '/email/supplier', body: { ...params }, feature: 'supplierEmail', successStatus: 200 }),
} satisfies ComunicadosMethods);

export type ComunicadosProvider = typeof comunicadosProvider;

/**
 * comunicadosFornecedores: the visibility table's suppliers of filter.tipo (GET /fornecedores?tipo=, every row);
 * the client searches (filter.q: code, name or e-mail, words in any order, without accents), sorts and pages them.
 * `meta.everyone` carries every supplier of the filter ('Marcar/Desmarcar todos do filtro' chooses them all).
 */
export const comunicadosFornecedoresProvider = {
  ...methodsOnlyResource('comunicadosFornecedores'),
  getList: async (_resource: string, params: GetListParams) => {
    const tipo = (params.filter?.tipo as SupplierType | undefined) ?? 'F';
    const rows = (await fetchSuppliers(tipo, params.signal)).filter((row) => matchesSearch(audienceSearchValues(row), params.filter?.q));
    const ordered = params.sort?.field ? sortRows(rows, params.sort) : rows;
    const { page, perPage } = params.pagination ?? { page: 1, perPage: ordered.length };
    const meta: AudienceMeta = { everyone: rows };
    return { data: ordered.slice((page - 1) * perPage, page * perPage), total: rows.length, meta };
  },
} as DataProvider;

/** The resources this area serves (gathered by src/dataProviders/index.ts). */
export const resources: Record<string, DataProvider> = {
  comunicados: comunicadosProvider as DataProvider,
  comunicadosFornecedores: comunicadosFornecedoresProvider,
};
