import { HttpResponse } from 'msw';
import type { PermissionKey } from '../../src/permissions/keys';
import type { LabelFormat, LabelRow, LabelUrlsBody } from '../../src/dataProviders/gerenciarPedidos/labels/wire';
import { db } from '../db/db';
import { endpoint, fail, jsonBody, ok, scopedPersonId, type Caller } from '../http/endpoint';
import type { OrderLineRecord } from '../pedidos/seed';
import { labelCode, labelFileName, labelKey, labelManualPdf, parseLabelKey, pdfLabel, zplLabel } from './labelFiles';
import { byOrder } from './orderQueries';

/** Labels are offered on the order-management screens: any of its keys lets a user have them. */
const LABEL_READERS: readonly PermissionKey[] = [
  'gerenciar-pedidos',
  'gerenciar-pedidos.todos-pedidos',
  'gerenciar-pedidos.confirmados',
  'gerenciar-pedidos.protocolo-agendamento',
  'gerenciar-pedidos.pendentes',
  'gerenciar-pedidos.recusados',
  'gerenciar-pedidos.entregas-concluidas',
  'gerenciar-pedidos.retiradas-pendentes',
  'gerenciar-pedidos.recusa-confirmacao',
];

export const BAD_FORMAT = 'Tipo de etiqueta inválido: use pdf ou zpl.';
export const MISSING_PRODUCT = 'Campos necessários: productId, purchaseOrderId e branchId.';
export const PRODUCT_NOT_FOUND = 'Produto não encontrado nos pedidos do fornecedor.';
export const FILE_NOT_FOUND = 'Arquivo de etiqueta não encontrado.';
const MANUAL_NAME = 'Manual de etiquetas T&S.pdf';

const wholeNumber = (value: unknown): number | undefined => {
  const number = Number(value);
  return value !== null && value !== '' && Number.isInteger(number) && number > 0 ? number : undefined;
};

const lineOf = (personId: number | undefined, productId: number, purchaseOrderId: number, branchId: number): OrderLineRecord | undefined =>
  db.tables.orderLines.find(
    (line) =>
      (personId === undefined || line.personId === personId) &&
      line.productId === productId &&
      line.purchaseOrderId === purchaseOrderId &&
      line.branchId === branchId,
  );

/** A supplier reads only its own lines; staff with filtro-fornecedor any supplier's. */
const ownLine = (caller: Caller, line: OrderLineRecord | undefined): boolean =>
  line !== undefined && (caller.permissions.has('filtro-fornecedor') || String(line.personId) === caller.user.codigo);

const branchOf = (branchId: number) => db.tables.branches.find((row) => row.branchId === branchId);

const attachment = (name: string): string => `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;

export const labelHandlers = [
  /**
   * POST /etiqueta/urls?tipo=pdf|zpl: one product (its order and branch) of the caller's supplier; answers the keys of
   * its label files ({ status, itens: [key] }). Another supplier's product is not found.
   */
  endpoint('post', 'legacy', '/etiqueta/urls', { permission: LABEL_READERS }, async ({ request, url, caller }) => {
    const format = url.searchParams.get('tipo')?.toLowerCase();
    if (format !== 'pdf' && format !== 'zpl') return fail(400, BAD_FORMAT);
    const body = await jsonBody<LabelUrlsBody>(request);
    const productId = wholeNumber(body.productId);
    const purchaseOrderId = wholeNumber(body.purchaseOrderId);
    const branchId = wholeNumber(body.branchId);
    if (!productId || !purchaseOrderId || !branchId) return fail(400, MISSING_PRODUCT);
    const personId = Number(scopedPersonId(caller, body.personId));
    const line = lineOf(personId, productId, purchaseOrderId, branchId);
    if (!line) return fail(404, PRODUCT_NOT_FOUND);
    return ok({ itens: [labelKey(line, format as LabelFormat)] });
  }),

  /**
   * GET /preSignedUrl/download?key=&ticket=: the label file a key names (a single-use download ticket in the query, as in
   * a pre-signed link; never the session token). A supplier cannot read another supplier's labels.
   */
  endpoint('get', 'legacy', '/preSignedUrl/download', { permission: LABEL_READERS, ticketQuery: 'ticket' }, async ({ url, caller }) => {
    const key = url.searchParams.get('key') ?? '';
    const named = parseLabelKey(key);
    const line = named && lineOf(undefined, named.productId, named.purchaseOrderId, named.branchId);
    if (!named || !line || !ownLine(caller, line)) return fail(404, FILE_NOT_FOUND);
    const branch = branchOf(line.branchId);
    const name = labelFileName(key);
    if (named.format === 'zpl') {
      return new HttpResponse(zplLabel(line, branch), { headers: { 'Content-Type': 'application/octet-stream', 'Content-Disposition': attachment(name) } });
    }
    return new HttpResponse(await pdfLabel(line, branch), { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': attachment(name) } });
  }),

  /**
   * GET /etiquetas?page=&limit= (page from 1): the supplier's labels, one per order line (ID = product, Código = the
   * barcode), newest order first; { status, itens, total }.
   */
  endpoint('get', 'legacy', '/etiquetas', { permission: LABEL_READERS }, ({ url, caller }) => {
    const personId = Number(scopedPersonId(caller, url.searchParams.get('personId')));
    const page = wholeNumber(url.searchParams.get('page')) ?? 1;
    const limit = Math.min(wholeNumber(url.searchParams.get('limit')) ?? 10, 100);
    const lines = db.tables.orderLines.filter((line) => line.personId === personId).sort(byOrder);
    const itens: LabelRow[] = lines.slice((page - 1) * limit, page * limit).map((line) => ({ id: line.productId, codigo: labelCode(line) }));
    return ok({ itens, total: lines.length });
  }),

  /** GET /etiqueta/manual (path not in the spec): the labels manual, a PDF. */
  endpoint('get', 'legacy', '/etiqueta/manual', { permission: LABEL_READERS }, () =>
    new HttpResponse(labelManualPdf(), { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(MANUAL_NAME)}` } }),
  ),
];
