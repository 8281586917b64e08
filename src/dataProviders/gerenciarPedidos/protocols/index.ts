import { toServerDate } from '../../../i18n/format';
import type { Protocol, ProtocolProduct, ProtocolRef } from '../../../custom/gerenciarPedidos/tabs/protocols/protocols';
import type { ScheduledProduct } from '../../../types/scheduledProducts';
import { missingFieldsError } from '../../core/errors';
import { request } from '../../core/http';
import { legacyRows, pagedTotal } from '../../core/legacyEnvelope';
import { queryOf, toProtocol, toProtocolInvoiceLine, toProtocolProduct, type ProtocolDetailItem, type ProtocolInvoiceItem, type ProtocolQuery, type ProtocolRow } from './wire';

export interface ProtocolPageParams {
  personId: number;
  start: Date;
  end: Date;
  /** From 1. */
  page: number;
  perPage: number;
}

export interface ProtocolPage {
  rows: ProtocolRow[];
  total: number;
}

/**
 * GET /protocolo/protocoloDatas?idFornecedor&dtInicio&dtFim&paginaDe&paginaAte: one page of the supplier's protocols
 * between two days (DD/MM/YYYY); paginaDe and paginaAte are the page's first and last row, from 1.
 */
export async function protocolPage(params: ProtocolPageParams, signal?: AbortSignal): Promise<ProtocolPage> {
  const first = (Math.max(1, params.page) - 1) * params.perPage + 1;
  const { body } = await request('/protocolo/protocoloDatas', {
    query: {
      idFornecedor: params.personId,
      dtInicio: toServerDate(params.start),
      dtFim: toServerDate(params.end),
      paginaDe: first,
      paginaAte: first + params.perPage - 1,
    },
    supersedeKey: 'protocolos:datas',
    signal,
  });
  const rows = legacyRows<ProtocolRow>(body);
  if (rows.some((row) => !row || typeof row.DT_AGENDA !== 'string' || row.CD_PAGTO === undefined || row.CD_FIL === undefined)) throw missingFieldsError(body);
  return { rows, total: pagedTotal(body, rows) };
}

/** GET /protocolo/gerenciapedidos/: the protocol's products (status 0 and a message when it has none). */
export async function protocolDetail(query: ProtocolQuery, signal?: AbortSignal): Promise<ProtocolDetailItem[]> {
  const { body } = await request('/protocolo/gerenciapedidos/', { query: { ...query }, signal });
  const rows = legacyRows<ProtocolDetailItem>(body);
  if (rows.some((row) => !row || row.NR_PC === undefined || typeof row.NM_PROD !== 'string')) throw missingFieldsError(body);
  return rows;
}

/** GET /protocolo/gerenciapedidos/notafiscal: the protocol's invoice items (status 0 and a message when it has none). */
export async function protocolInvoices(query: ProtocolQuery, signal?: AbortSignal): Promise<ProtocolInvoiceItem[]> {
  const { body } = await request('/protocolo/gerenciapedidos/notafiscal', { query: { ...query }, signal });
  const rows = legacyRows<ProtocolInvoiceItem>(body);
  if (rows.some((row) => !row || row.ID_PROD === undefined || row.NR_NF === undefined || typeof row.DT_ENTRG !== 'string')) throw missingFieldsError(body);
  return rows;
}

/** The protocols' getList page (ORDER_LISTS.protocols): filter personId, start and end ('yyyy-MM-dd'); none without both days. */
export async function protocolList(
  filter: { personId: number; start: Date | null; end: Date | null },
  paging: { page: number; perPage: number },
  signal?: AbortSignal,
): Promise<{ rows: Protocol[]; total: number }> {
  const { personId, start, end } = filter;
  if (!start || !end) return { rows: [], total: 0 };
  const { rows, total } = await protocolPage({ personId, start, end, ...paging }, signal);
  return { rows: rows.map(toProtocol), total };
}

/** Custom method protocolDetail: the protocol's products. */
export const protocolProducts = async (ref: ProtocolRef): Promise<ProtocolProduct[]> => (await protocolDetail(queryOf(ref))).map(toProtocolProduct);

/** Custom method protocolInvoices: the protocol's invoice items. */
export const protocolInvoiceLines = async (ref: ProtocolRef): Promise<ScheduledProduct[]> => (await protocolInvoices(queryOf(ref))).map(toProtocolInvoiceLine);
