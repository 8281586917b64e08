import type { DataProvider } from 'react-admin';
import { toContact, type ContactGroup, type ContactRow } from './wire';
import { withCustomMethods } from '../core/customMethods';
import { requestFile } from '../core/fileResponse';
import { request } from '../core/http';
import { legacyRows } from '../core/legacyEnvelope';
import { legacyResource } from '../core/legacyResource';
import type { CommunicationSave } from '../../resources/communication/communication';
import type { ContatosMethods } from '../../resources/contatos/contacts';
import { communicationFormData, communicationListQuery } from '../communication';

const record = legacyResource<ContactRow>({
  path: '/contato',
  id: (row) => row.id,
  toBody: (data) => communicationFormData(data as unknown as CommunicationSave, 'contact'),
});

/** GET /contatoTable (query): every row with its group's description; the client pages and sorts. */
const table = legacyResource<ContactRow>({ path: '/contatoTable', id: (row) => row.id, filterQuery: communicationListQuery, record: toContact });

/**
 * Contacts (spec part 1, section 7): GET /contatoTable, GET /contato/{id}, multipart POST /contato and
 * PUT /contato/{id}, DELETE /contato/{id}, the stored file and the groups (GET /grupo).
 */
export const contatosProvider = withCustomMethods({ ...record, getList: table.getList } as DataProvider, {
  /** GET /grupo: the groups of the form's Grupo select. */
  groups: async (_resource: string, params: { signal?: AbortSignal } = {}) => {
    const { body } = await request('/grupo', { signal: params.signal });
    return legacyRows<ContactGroup>(body);
  },
  /** GET /contato/arquivo/{id}: the stored file, with its name. */
  file: (_resource: string, params: { id: number | string }) =>
    requestFile(`/contato/arquivo/${encodeURIComponent(String(params.id))}`, { fallbackName: 'contato.pdf' }),
} satisfies ContatosMethods);

export type ContatosProvider = typeof contatosProvider;

/** The resources this area serves (gathered by src/dataProviders/index.ts). */
export const resources: Record<string, DataProvider> = { contatos: contatosProvider as DataProvider };
