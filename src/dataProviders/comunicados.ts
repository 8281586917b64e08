import type { DataProvider } from 'react-admin';
import type { AnnouncementRow, SupplierEmailPayload, SupplierRow, SupplierType, SupplierVisibilityRow } from '../types/api';
import { withCustomMethods } from './core/customMethods';
import { requestFile } from './core/fileResponse';
import { request } from './core/http';
import { legacyRows } from './core/legacyEnvelope';
import { legacyResource } from './core/legacyResource';
import { legacyMutation } from './core/mutation';
import { documentFormData, documentListQuery, type DocumentSave } from './documents';

const record = legacyResource<AnnouncementRow>({
  path: '/comunicado',
  id: (row) => row.id,
  toBody: (data) => documentFormData(data as unknown as DocumentSave, 'announcement'),
});

/** The table's rows come from their own call; the client pages and sorts them. */
const table = legacyResource<AnnouncementRow>({ path: '/comunicadoTable', id: (row) => row.id, filterQuery: documentListQuery });

/**
 * Announcements (spec part 1, section 7): GET /comunicadoTable (list), GET /comunicado/{id}, multipart
 * POST /comunicado and PUT /comunicado/{id}, DELETE /comunicado/{id}; plus the form's supplier calls, the stored
 * file and the notification e-mail.
 */
export const comunicadosProvider = withCustomMethods({ ...record, getList: table.getList } as DataProvider, {
  /** GET /comunicado/{id}/fornecedores?tipo=: every supplier of the type, VISIVEL 'true' when it sees the announcement. */
  visibility: async (_resource: string, params: { id: number | string; tipo?: SupplierType }) => {
    const { body } = await request(`/comunicado/${encodeURIComponent(String(params.id))}/fornecedores`, { query: { tipo: params.tipo ?? 'F' } });
    return legacyRows<SupplierVisibilityRow>(body);
  },
  /** GET /fornecedores?tipo=F|M|A, every row (the visibility table pages on the client and selects a whole filter). */
  suppliers: async (_resource: string, params: { tipo: SupplierType }) => {
    const { body } = await request('/fornecedores', { query: { tipo: params.tipo } });
    return legacyRows<SupplierRow>(body);
  },
  /** GET /comunicado/arquivo/{id}: the stored file, with its name. */
  file: (_resource: string, params: { id: number | string }) =>
    requestFile(`/comunicado/arquivo/${encodeURIComponent(String(params.id))}`, { fallbackName: 'comunicado.pdf' }),
  /** POST /email/supplier (orders API): the notification after a save; success is HTTP 200. */
  notifySuppliers: (_resource: string, params: SupplierEmailPayload) =>
    legacyMutation({ api: 'orders', method: 'POST', path: '/email/supplier', body: { ...params }, feature: 'supplierEmail', successStatus: 200 }),
});

export type ComunicadosProvider = typeof comunicadosProvider;

/** The resources this area serves (gathered by src/dataProviders/index.ts). */
export const resources: Record<string, DataProvider> = { comunicados: comunicadosProvider as DataProvider };
