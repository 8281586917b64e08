import type { DataProvider } from 'react-admin';
import type { HomeCounter, HomeMethods } from '../../custom/home/home';
import type { PendingReturnProductRow, QuantityResponse } from '../../types/api';
import { withCustomMethods } from '../core/customMethods';
import { methodsOnlyResource } from '../core/methodsOnlyResource';
import { missingFieldsError } from '../core/errors';
import { graphqlRequest } from '../core/graphql';
import { request } from '../core/http';
import { legacyRows, pagedTotal } from '../core/legacyEnvelope';
import { TIMEOUTS } from '../core/timeouts';
import {
  toContactInfoGroup,
  toHomeAnnouncement,
  toHomeContact,
  toPendingItem,
  type AnnouncementListItem,
  type ContactInfoRow,
  type HomeContact,
  type PendenciaRow,
} from './wire';

/**
 * The home screen's calls (spec part 1, section 7: home cards, counters, contact info).
 * Card calls have no time limit of their own; the three counters stop at TIMEOUTS.pendingCounters.
 */

/** GET /pendencias/ (legacy): the caller's own pending items; the server scopes them by the session. */
export async function fetchPendencias(signal?: AbortSignal): Promise<PendenciaRow[]> {
  const { body } = await request('/pendencias/', { signal });
  const rows = legacyRows<PendenciaRow>(body);
  if (rows.some((row) => !row || row.NR_PC === undefined || row.NR_PEDIDO === undefined)) throw missingFieldsError(body);
  return rows;
}

/** GET /comunicado/ (legacy): the announcements valid today and visible to the caller. */
export async function fetchHomeAnnouncements(signal?: AbortSignal): Promise<AnnouncementListItem[]> {
  const { body } = await request('/comunicado/', { signal });
  const rows = legacyRows<AnnouncementListItem>(body);
  if (rows.some((row) => !row || row.ID_CFG === undefined || typeof row.DS_TITULO !== 'string')) throw missingFieldsError(body);
  return rows;
}

/** GET /contato/ (legacy): contacts in the home shape. */
export async function fetchHomeContacts(signal?: AbortSignal): Promise<HomeContact[]> {
  const { body } = await request('/contato/', { signal });
  const rows = legacyRows<HomeContact>(body);
  if (rows.some((row) => !row || row.ID_CONTATO === undefined || typeof row.NM_TITULO !== 'string')) throw missingFieldsError(body);
  return rows;
}

/** GET /contatoInfo?personId= (legacy; the spec does not show the path): managers and analysts per group. */
export async function fetchContactInfo(personId: string, signal?: AbortSignal): Promise<ContactInfoRow[]> {
  const { body } = await request('/contatoInfo', { query: { personId }, signal });
  const rows = legacyRows<ContactInfoRow>(body);
  if (rows.some((row) => !row || row.cdGep === undefined || typeof row.nmGep !== 'string')) throw missingFieldsError(body);
  return rows;
}

function quantityOf(body: unknown): number {
  const quantity = (body as Partial<QuantityResponse> | undefined)?.quantity;
  if (quantity === undefined || quantity === null || !Number.isFinite(Number(quantity))) throw missingFieldsError(body);
  return Number(quantity);
}

/** GET /orders/quantityPending?personId= (orders API, 3 s): how many orders wait for scheduling. */
export async function fetchPendingOrdersQuantity(personId: string, signal?: AbortSignal): Promise<number> {
  const { body } = await request('/orders/quantityPending', {
    api: 'orders',
    query: { personId },
    feature: 'orders',
    timeoutMs: TIMEOUTS.pendingCounters,
    signal,
  });
  return quantityOf(body);
}

export const PENDING_RETURN_PRODUCTS_QUERY = `query pendingReturnProducts($personId: String!, $initialRow: Int!, $nextRows: Int!) {
  pendingReturnProducts(personId: $personId, initialRow: $initialRow, nextRows: $nextRows) {
    productId
    totalRows
  }
}`;

/** GraphQL pendingReturnProducts (3 s): only the total matters here, so one row is asked for. */
export async function fetchPendingReturnsTotal(personId: string, signal?: AbortSignal): Promise<number> {
  const data = await graphqlRequest<{ pendingReturnProducts?: Pick<PendingReturnProductRow, 'productId' | 'totalRows'>[] | null }>({
    query: PENDING_RETURN_PRODUCTS_QUERY,
    variables: { personId, initialRow: 0, nextRows: 1 },
    feature: 'pendingReturnProducts',
    timeoutMs: TIMEOUTS.pendingCounters,
    signal,
  });
  const rows = data.pendingReturnProducts;
  if (rows === undefined) throw missingFieldsError(data);
  return pagedTotal(undefined, rows ?? []);
}

const COUNTERS: Record<HomeCounter, (personId: string) => Promise<number>> = {
  pendingOrders: (personId) => fetchPendingOrdersQuantity(personId),
  pendingReturns: (personId) => fetchPendingReturnsTotal(personId),
};

/** The 'home' resource: no CRUD, only the home screen's reads, in domain records. */
export const homeProvider = withCustomMethods(methodsOnlyResource('home'), {
  pendencias: async () => (await fetchPendencias()).map(toPendingItem),
  announcements: async () => (await fetchHomeAnnouncements()).map(toHomeAnnouncement),
  contacts: async () => (await fetchHomeContacts()).map(toHomeContact),
  contactInfo: async (_resource: string, params: { personId: string }) => (await fetchContactInfo(params.personId)).map(toContactInfoGroup),
  pendingCount: (_resource: string, params: { counter: HomeCounter; personId: string }) => COUNTERS[params.counter](params.personId),
} satisfies HomeMethods);

/** The resources this area serves (gathered by src/dataProviders/index.ts). */
export const resources: Record<string, DataProvider> = { home: homeProvider as DataProvider };
