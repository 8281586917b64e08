import { readRowWindow } from '../http/paging';
import type { GraphqlSupplier, HistoryOrderRow, OrderHistoryRow } from '../../src/types/api';
import { supplierDefault, termOf } from '../condicoesPagamento/releasedOptions';
import { db } from '../db/db';
import { endpoint, fail, ok, scopedPersonId, type Caller } from '../http/endpoint';
import { graphqlEndpoint, graphqlError } from '../http/graphqlEndpoint';
import { byOrder, matchingLines, today } from '../gerenciarPedidos/orderQueries';
import { dayFromClient, isoDay } from '../pedidos/dates';
import type { OrderLineRecord } from '../pedidos/seed';
import { detailOf, historyOf } from './history';

export const LINE_NOT_FOUND = 'Pedido não encontrado.';
export const LINE_FIELDS_MISSING = 'Campos necessários: purchaseOrderId, productId, deliveryDate (dd/mm/aaaa), branchId';
export const DIVISION_MISSING = 'Campos necessários: inAcessMoveis (A ou P)';
export const GROUP_MISSING = 'Campos necessários: cdGrupo, cdDiv';

const HISTORY = 'historico-de-agendamento';
/** The detail opens from the history list and from the order management's first tab (spec part 2, 2.3). */
const DETAIL: readonly ['historico-de-agendamento', 'gerenciar-pedidos'] = [HISTORY, 'gerenciar-pedidos'];

const normalise = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** GraphQL variables as the orders API's query (matchingLines reads both the same way). */
function asParams(variables: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(variables)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params;
}

/** The group (GEPDescription of its division) and family filters of the history, on top of the orders API's. */
function inGroupAndFamily(variables: Record<string, unknown>): (line: OrderLineRecord) => boolean {
  const groupName = typeof variables.GEPDescription === 'string' ? variables.GEPDescription.trim() : '';
  const division = typeof variables.divisionId === 'string' ? variables.divisionId : '';
  const family = Number(variables.familyId ?? 0);
  const divisionOf = new Map(db.tables.productGroups.map((group) => [group.dsGrupo, group.cdDiv]));
  return (line) =>
    (!groupName || (line.GEPDescription === groupName && (!division || divisionOf.get(groupName) === division))) && (!family || line.familyId === family);
}

const toHistoryRow = (line: OrderLineRecord, totalRows: number): HistoryOrderRow => ({
  purchaseOrderId: line.purchaseOrderId,
  productId: line.productId,
  numericCode: line.numericCode,
  productName: line.productName,
  colorAbbreviation: line.colorAbbreviation,
  issueDate: line.issueDate,
  deliveryDate: line.deliveryDate,
  scheduleDate: line.scheduleDate,
  sciaStatusDescription: line.sciaStatusDescription,
  branchId: line.branchId,
  deliveryDateOrigin: line.deliveryDateOrigin,
  totalRows,
});

/** The line of (purchaseOrderId, productId, deliveryDate dd/MM/yyyy, branchId) the caller may read: staff any, a supplier its own. */
function lineOf(caller: Caller, variables: Record<string, unknown>): OrderLineRecord | Response {
  const order = Number(variables.purchaseOrderId);
  const product = Number(variables.productId);
  const branch = Number(variables.branchId);
  const day = dayFromClient(variables.deliveryDate);
  if (![order, product, branch].every(Number.isInteger) || !day) return graphqlError(LINE_FIELDS_MISSING, 400);
  const own = caller.permissions.has('filtro-fornecedor') ? null : Number(scopedPersonId(caller, null));
  const line = db.tables.orderLines.find(
    (row) => row.purchaseOrderId === order && row.productId === product && row.branchId === branch && isoDay(row.deliveryDate) === day && (own === null || row.personId === own),
  );
  return line ?? graphqlError(LINE_NOT_FOUND, 404);
}

const eventsOf = (line: OrderLineRecord) => historyOf(line, today(), { standard: supplierDefault().NR_PRAZO1, current: termOf(line.paymentId) });

export const historyHandlers = [
  /**
   * query Orders(personId, initialRow, nextRows, statusSciaIs, purchaseOrderId, productId, numericCode, productName,
   * branchId, initialIssueDate, finalIssueDate, initialScheduleDate, finalScheduleDate, GEPDescription, divisionId,
   * familyId): a page of the supplier's order lines, newest order first, each with totalRows.
   */
  graphqlEndpoint('query', 'Orders', { permission: HISTORY }, ({ variables, caller }) => {
    const lines = matchingLines(caller, asParams(variables)).filter(inGroupAndFamily(variables)).sort(byOrder);
    const { offset, limit } = readRowWindow(variables, 'initialRow');
    return { orders: lines.slice(offset, offset + limit).map((line) => toHistoryRow(line, lines.length)) };
  }),

  /** query OrderDetail(purchaseOrderId, productId, deliveryDate, branchId): the line's card. */
  graphqlEndpoint('query', 'OrderDetail', { permission: DETAIL }, ({ variables, caller }) => {
    const line = lineOf(caller, variables);
    if (line instanceof Response) return line;
    return { orderDetail: detailOf(line, eventsOf(line)) };
  }),

  /** query OrderHistory(purchaseOrderId, productId, deliveryDate, branchId, initialRow, nextRows): the line's changes, newest first. */
  graphqlEndpoint('query', 'OrderHistory', { permission: DETAIL }, ({ variables, caller }) => {
    const line = lineOf(caller, variables);
    if (line instanceof Response) return line;
    const events = eventsOf(line).reverse();
    const { offset, limit } = readRowWindow(variables, 'initialRow');
    return { orderHistory: events.slice(offset, offset + limit).map((event): OrderHistoryRow => ({ ...event, totalRows: events.length })) };
  }),

  /** query Suppliers(personId, supplierName): staff find any supplier by code or name; a supplier finds itself. */
  graphqlEndpoint('query', 'Suppliers', { permission: HISTORY }, ({ variables, caller }) => {
    const code = typeof variables.personId === 'string' || typeof variables.personId === 'number' ? String(variables.personId) : '';
    const text = normalise(typeof variables.supplierName === 'string' ? variables.supplierName.trim() : '');
    const staff = caller.permissions.has('filtro-fornecedor');
    const suppliers: GraphqlSupplier[] = db.tables.pessoas
      .filter((row) => row.supplierType !== null && (staff || row.codigo === caller.user.codigo))
      .filter((row) => (!code || row.codigo === code) && (!text || row.codigo.includes(text) || normalise(row.nome).includes(text)))
      .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'))
      .map((row) => ({ personId: Number(row.codigo), supplierName: row.nome }));
    return { suppliers };
  }),

  /** GET /produtos/grupos?inAcessMoveis=A|P (path not in the spec): the product groups of a division, in the table's order. */
  endpoint('get', 'legacy', '/produtos/grupos', { permission: HISTORY }, ({ url }) => {
    const division = url.searchParams.get('inAcessMoveis');
    if (division !== 'A' && division !== 'P') return fail(400, DIVISION_MISSING);
    return ok({ itens: db.tables.productGroups.filter((group) => group.cdDiv === division) });
  }),

  /** GET /produtos/familias?cdGrupo=&cdDiv= (path not in the spec): the families of a group. */
  endpoint('get', 'legacy', '/produtos/familias', { permission: HISTORY }, ({ url }) => {
    const group = url.searchParams.get('cdGrupo') ?? '';
    const division = url.searchParams.get('cdDiv');
    if (!/^\d+$/.test(group) || !division) return fail(400, GROUP_MISSING);
    const families = db.tables.productFamilies.filter((family) => family.cdGrupo === Number(group) && family.cdDiv === division);
    return ok({ itens: families.map(({ idFamilia, dsFamilia }) => ({ idFamilia, dsFamilia })) });
  }),
];
