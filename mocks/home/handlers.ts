import { HttpResponse } from 'msw';
import { readRowWindow } from '../http/paging';
import type { PendenciaRow, PendingReturnProductRow } from '../../src/types/api';
import { db } from '../db/db';
import { endpoint, ok, scopedPersonId, type Caller } from '../http/endpoint';
import { graphqlEndpoint } from '../http/graphqlEndpoint';
import { schedulesOf, toSummary } from '../gerenciarPedidos/orderQueries';
import { isoDay } from '../pedidos/dates';


/** The supplier a home call is about: a supplier is itself; staff only the one they name (else none). */
function supplierOf(caller: Caller, requested: string | null): string | null {
  if (caller.permissions.has('filtro-fornecedor') && !requested) return null;
  return scopedPersonId(caller, requested);
}

/** NR_PEDIDO of a pending schedule (not described by the spec): its day as yyMMdd followed by the branch's three digits. */
export const scheduleNumber = (day: string, branchId: number): number =>
  Number(`${day.slice(2, 4)}${day.slice(5, 7)}${day.slice(8, 10)}${String(branchId).padStart(3, '0')}`);

/**
 * The supplier's schedules pending confirmation (the order store's tab 1), by day then order: NR_PC the order,
 * DT_AGENDA the day, QT_DIAS_PRAZO the days left to confirm, NR_PEDIDO the schedule's number.
 */
export function pendenciasOf(personId: string | null): PendenciaRow[] {
  if (personId === null) return [];
  const lines = db.tables.orderLines
    .filter((line) => line.personId === Number(personId) && line.stage === 'A' && line.status === 'P')
    .sort((a, b) => a.scheduleDate.localeCompare(b.scheduleDate) || a.purchaseOrderId - b.purchaseOrderId);
  return schedulesOf(lines).map((group) => {
    const summary = toSummary(group, 0);
    const day = isoDay(summary.scheduleDate);
    return { NR_PC: summary.purchaseOrderId, QT_DIAS_PRAZO: summary.QT_DIAS_PRAZO, DT_AGENDA: day, NR_PEDIDO: scheduleNumber(day, summary.branchId) };
  });
}

export const homeHandlers = [
  /** GET /pendencias/ (home card): the caller's own items; staff get none unless they name a supplier. */
  endpoint('get', 'legacy', '/pendencias/', { permission: 'gerenciar-pedidos.pendentes' }, ({ url, caller }) =>
    ok({ itens: pendenciasOf(supplierOf(caller, url.searchParams.get('personId'))) }),
  ),

  /** GET /orders/quantityPending?personId= (orders API): how many schedules wait for the supplier's confirmation. */
  endpoint('get', 'orders', '/orders/quantityPending', { permission: 'gerenciar-pedidos.pendentes' }, ({ url, caller }) =>
    HttpResponse.json({ quantity: pendenciasOf(scopedPersonId(caller, url.searchParams.get('personId'))).length }),
  ),

  /** query pendingReturnProducts(personId, initialRow, nextRows): one page, each row carrying totalRows. */
  graphqlEndpoint('query', 'pendingReturnProducts', { permission: 'gerenciar-pedidos.retiradas-pendentes' }, ({ variables, caller }) => {
    const personId = scopedPersonId(caller, variables.personId as string | number | undefined);
    const rows = db.tables.pendingReturnProducts.filter((row) => row.personId === personId);
    const { offset, limit } = readRowWindow(variables, 'initialRow');
    const page: PendingReturnProductRow[] = rows.slice(offset, offset + limit).map((row) => ({ ...row, totalRows: rows.length }));
    return { pendingReturnProducts: page };
  }),
];
