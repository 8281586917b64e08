import type { DataProvider, GetListParams } from 'react-admin';
import { toDate, toServerDate } from '../../i18n/format';
import {
  PROTOCOL_DATES_RESOURCE,
  PROTOCOL_ITEMS_RESOURCE,
  type ProtocolosMethods,
} from '../../custom/protocolos/schedulingProtocols';
import { withCustomMethods } from '../core/customMethods';
import { missingFieldsError } from '../core/errors';
import { request } from '../core/http';
import { legacyItems } from '../core/legacyEnvelope';
import { legacyResource } from '../core/legacyResource';
import {
  dayOf,
  itemId,
  PROTOCOL_PATHS,
  toProtocolDate,
  toProtocolItem,
  toReceiptUser,
  type PersonByTokenRow,
  type ProtocolDateRow,
  type ProtocolItemRow,
} from './wire';

/**
 * Scheduling protocols (spec part 3, sections 3 and 7) on the legacy API: the supplier's days and one day's items,
 * each a getList the client sorts and pages (the server sends every row), and the receipt's user by token.
 */

const supplierOf = (filter: Record<string, unknown> | undefined): number | undefined => {
  const id = Number(filter?.supplierId);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** The items' day as the server takes it (dd/MM/yyyy), or undefined for anything that is not a real day. */
const serverDayOf = (filter: Record<string, unknown> | undefined): string | undefined => {
  const day = typeof filter?.day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(filter.day) ? toDate(filter.day) : null;
  return day ? toServerDate(day) : undefined;
};

const requireDay = (row: ProtocolDateRow): string => {
  if (typeof row?.DT_AGENDA !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(row.DT_AGENDA)) throw missingFieldsError(row);
  return dayOf(row);
};

const datesResource = legacyResource<ProtocolDateRow>({
  path: PROTOCOL_PATHS.dates,
  id: requireDay,
  record: toProtocolDate,
  filterQuery: (filter) => ({ idFornecedor: supplierOf(filter) }),
});

const itemsResource = legacyResource<ProtocolItemRow>({
  path: PROTOCOL_PATHS.items,
  id: itemId,
  record: toProtocolItem,
  filterQuery: (filter) => ({ dataAgenda: serverDayOf(filter), idFornecedor: supplierOf(filter) }),
});

/** No supplier (staff before picking one) or no day, no call. */
function gated(provider: DataProvider, ready: (filter: Record<string, unknown> | undefined) => boolean): DataProvider {
  return {
    ...provider,
    getList: (resource: string, params: GetListParams) =>
      ready(params.filter) ? provider.getList(resource, params) : Promise.resolve({ data: [], total: 0 }),
  } as DataProvider;
}

const methods: { [Name in keyof ProtocolosMethods]: ProtocolosMethods[Name] } = {
  receiptUser: async () => {
    const { body } = await request(PROTOCOL_PATHS.person);
    const person = legacyItems<Partial<PersonByTokenRow>>(body);
    if (typeof person.nome !== 'string' || (typeof person.codigo !== 'string' && typeof person.codigo !== 'number')) throw missingFieldsError(body);
    return toReceiptUser({ nome: person.nome, codigo: String(person.codigo) });
  },
};

const datesFilterReady = (filter: Record<string, unknown> | undefined): boolean => supplierOf(filter) !== undefined;
const itemsFilterReady = (filter: Record<string, unknown> | undefined): boolean =>
  datesFilterReady(filter) && serverDayOf(filter) !== undefined;

export const protocolItemsProvider = withCustomMethods(gated(itemsResource, itemsFilterReady), methods);

/** The resources this area serves (gathered by src/dataProviders/index.ts). */
export const resources: Record<string, DataProvider> = {
  [PROTOCOL_DATES_RESOURCE]: gated(datesResource, datesFilterReady),
  [PROTOCOL_ITEMS_RESOURCE]: protocolItemsProvider as DataProvider,
};
