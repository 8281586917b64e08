import type { DataProvider } from 'react-admin';
import { toDate } from '../../i18n/format';
import type { ReceivingItem, ReceivingOptionMethods } from '../../resources/opcoesRecebimento/receivingOptions';
import { toProtocolInvoiceLine, type ProtocolInvoiceItem, type ProtocolRow } from '../gerenciarPedidos/protocols/wire';
import { withCustomMethods } from '../core/customMethods';
import { missingFieldsError } from '../core/errors';
import { request } from '../core/http';
import { legacyRows } from '../core/legacyEnvelope';
import { legacyResource } from '../core/legacyResource';
import { legacyMutation } from '../core/mutation';
import { toPaymentOption, toPaymentOptionBody, toReceivingItem, type DiscountOption, type PaymentOptionBody, type ReceivingOptionItem } from './wire';

/**
 * Payment (receiving) options, shared by the protocol's payment-option change and the receiving-options screen
 * (spec part 2, sections 4 and 7).
 */

/** Enough rows for every protocol of one day. */
const DAY_PROTOCOLS = 100;

/** GET /opcoesRecebimento/descontos?idFornecedor= (path not in the spec): the options released to the supplier; a 406 reads as none. */
export async function fetchDiscounts(personId: number, signal?: AbortSignal): Promise<DiscountOption[]> {
  const { status, body } = await request('/opcoesRecebimento/descontos', { query: { idFornecedor: personId }, acceptStatuses: [406], signal });
  if (status === 406) return [];
  const rows = legacyRows<DiscountOption>(body);
  if (rows.some((row) => !row || row.CD_PAGTO === undefined || (row.IN_COND_PADRAO_FORNEC !== 'S' && row.IN_COND_PADRAO_FORNEC !== 'N'))) {
    throw missingFieldsError(body);
  }
  return rows;
}

/** PUT /opcoesRecebimento/opcaoPagamento (path not in the spec): one item's option; success is exactly HTTP 200, else the error field. */
export function updatePaymentOption(body: PaymentOptionBody) {
  return legacyMutation({
    method: 'PUT',
    path: '/opcoesRecebimento/opcaoPagamento',
    body: { ...body },
    successStatus: 200,
    key: `opcaoPagamento:${body.nr_pc}:${body.id_prod}:${body.cd_fil}:${body.dt_entrg}`,
  });
}

/** A receiving-option item's id: order, product, branch and delivery day. */
export const receivingItemId = (row: Pick<ReceivingOptionItem, 'NR_PC' | 'ID_PROD' | 'CD_FIL' | 'DT_ENTRG'>): string =>
  `${row.NR_PC}-${row.ID_PROD}-${row.CD_FIL}-${row.DT_ENTRG.slice(0, 10)}`;

/** The item's dates: they arrive with a time part (dropped on screen) and sort as dates, an empty or 0001 date last. */
export const RECEIVING_DATE_FIELDS: ReadonlySet<string> = new Set<keyof ReceivingItem>(['deliveryDate', 'issueDate', 'expectedDeliveryDate', 'anticipationRequestDate']);

/** The supplier's items (GET /opcoesRecebimento, the list's call) for the payment terms of one delivery day after a change. */
async function fetchReceivingItems(personId: number): Promise<ReceivingOptionItem[]> {
  const { body } = await request('/opcoesRecebimento', { query: { idFornecedor: personId } });
  return legacyRows<ReceivingOptionItem>(body);
}

/** GET /protocolo/gerenciapedidos/notafiscal: the products of one protocol's delivery (status 0 and a message when it has none). */
async function fetchDeliveryItems(query: Record<string, string | number>) {
  const { body } = await request('/protocolo/gerenciapedidos/notafiscal', { query });
  const rows = legacyRows<ProtocolInvoiceItem>(body);
  if (rows.some((row) => !row || row.ID_PROD === undefined || row.NR_NF === undefined || typeof row.DT_ENTRG !== 'string')) throw missingFieldsError(body);
  return rows.map(toProtocolInvoiceLine);
}

/** GET /protocolo/protocoloDatas for one day: the day's protocols (one page is all of them). */
async function fetchDayProtocols(personId: number, day: string): Promise<ProtocolRow[]> {
  const { body } = await request('/protocolo/protocoloDatas', {
    query: { idFornecedor: personId, dtInicio: day, dtFim: day, paginaDe: 1, paginaAte: DAY_PROTOCOLS },
  });
  return legacyRows<ProtocolRow>(body);
}

/**
 * GET /opcoesRecebimento?idFornecedor= (path not in the spec): the supplier's scheduled items. The call takes no
 * paging nor sort, so the client searches, sorts and pages them. Beside it the option changes' calls.
 */
export const opcoesRecebimentoProvider = withCustomMethods(
  legacyResource<ReceivingOptionItem>({
    path: '/opcoesRecebimento',
    id: receivingItemId,
    record: toReceivingItem,
    filterQuery: (filter) => (filter.personId === undefined || filter.personId === '' ? {} : { idFornecedor: Number(filter.personId) }),
    search: (row) => [row.NR_PC, row.ID_PROD, row.NM_PROD],
    // The sorts read the record (domain names).
    sortValue: (row, field) => {
      const value = (row as unknown as ReceivingItem)[field as keyof ReceivingItem];
      if (!RECEIVING_DATE_FIELDS.has(field)) return value;
      return toDate(value as string | null)?.getTime() ?? null;
    },
  }),
  {
    discounts: async (_resource, { personId }) => (await fetchDiscounts(personId)).map(toPaymentOption),
    changeOption: (_resource, change) => updatePaymentOption(toPaymentOptionBody(change)),
    deliveryItems: (_resource, query) =>
      fetchDeliveryItems({ idFornecedor: query.personId, dataAgenda: query.day, codPagto: query.paymentCode, codFilial: query.branchId }),
    protocolDayCodes: async (_resource, { personId, day, branchId }) =>
      (await fetchDayProtocols(personId, day)).filter((row) => row.CD_FIL === branchId).map((row) => row.CD_PAGTO),
    itemDayCodes: async (_resource, { personId, day }) =>
      (await fetchReceivingItems(personId)).filter((row) => row.DT_ENTRG.slice(0, 10) === day).map((row) => row.CD_PAGTO),
  } satisfies ReceivingOptionMethods,
);

export type OpcoesRecebimentoProvider = typeof opcoesRecebimentoProvider;

/** The resources this area serves (gathered by src/dataProviders/index.ts). */
export const resources: Record<string, DataProvider> = { opcoesRecebimento: opcoesRecebimentoProvider as DataProvider };
