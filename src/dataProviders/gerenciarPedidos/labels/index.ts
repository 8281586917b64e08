import type { Label, LabelProduct } from '../../../custom/gerenciarPedidos/labels/labels';
import { downloadTicket } from '../../core/downloadTicket';
import { missingFieldsError } from '../../core/errors';
import { requestFile, type FileResponse } from '../../core/fileResponse';
import { request } from '../../core/http';
import { assertLegacyOk, legacyRows } from '../../core/legacyEnvelope';
import { toLabel, type LabelFormat, type LabelRow, type LabelUrlsBody } from './wire';

/** The file name a label key ends with (used when the download names none). */
const keyFileName = (key: string): string => key.slice(key.lastIndexOf('/') + 1) || 'etiqueta';

/**
 * POST /etiqueta/urls?tipo=pdf|zpl: the keys of one product's label files. The body names the product with the
 * order and branch of its row; personId is the supplier staff act for.
 */
export async function labelFileKeys(product: LabelProduct, format: LabelFormat, personId: number | undefined, signal?: AbortSignal): Promise<string[]> {
  const body: LabelUrlsBody = { productId: product.productId, purchaseOrderId: product.purchaseOrderId, branchId: product.branchId, personId };
  const { body: answer } = await request('/etiqueta/urls', { method: 'POST', query: { tipo: format }, body, signal });
  const keys = legacyRows<unknown>(answer);
  if (!keys.every((key): key is string => typeof key === 'string' && key !== '')) throw missingFieldsError(answer);
  return keys;
}

/** GET /preSignedUrl/download?key=&ticket=: one label file (a single-use download ticket, never the token, in the link). */
export async function labelFile(key: string, signal?: AbortSignal): Promise<FileResponse> {
  const ticket = await downloadTicket(signal);
  return requestFile('/preSignedUrl/download', { query: { key, ticket }, fallbackName: keyFileName(key), signal });
}

export interface LabelPage {
  rows: LabelRow[];
  total: number;
}

/** GET /etiquetas?page=&limit= (page from 1): one page of the supplier's labels, { status, itens, total }. */
export async function labelPage(params: { page: number; perPage: number; personId?: number }, signal?: AbortSignal): Promise<LabelPage> {
  const { body } = await request('/etiquetas', { query: { page: params.page, limit: params.perPage, personId: params.personId }, signal });
  const record = assertLegacyOk(body);
  const rows = legacyRows<LabelRow>(body);
  const total = Number(record.total);
  if (!Number.isFinite(total)) throw missingFieldsError(body);
  return { rows, total };
}

/** GET /etiqueta/manual (path not in the spec): the labels manual, a PDF. */
export function labelManual(signal?: AbortSignal): Promise<FileResponse> {
  return requestFile('/etiqueta/manual', { fallbackName: 'Manual de etiquetas.pdf', signal });
}

/** The Etiquetas list's getList page (ORDER_LISTS.labels). */
export async function labelList(params: { page: number; perPage: number; personId?: number }, signal?: AbortSignal): Promise<{ rows: Label[]; total: number }> {
  const { rows, total } = await labelPage(params, signal);
  return { rows: rows.map(toLabel), total };
}
