import { format } from 'date-fns';
import { HttpResponse } from 'msw';
import { readRowWindow } from '../../src/dataProviders/core/paging';
import type { PendenciaRow, PendingReturnProductRow } from '../../src/types/api';
import { db } from '../db/db';
import { endpoint, ok, scopedPersonId, type Caller } from '../http/endpoint';
import { graphqlEndpoint } from '../http/graphqlEndpoint';

const today = (): string => format(new Date(), 'yyyy-MM-dd');

/** The supplier a home call is about: a supplier is itself; staff only the one they name (else none). */
function supplierOf(caller: Caller, requested: string | null): string | null {
  if (caller.permissions.has('filtro-fornecedor') && !requested) return null;
  return scopedPersonId(caller, requested);
}

export function pendenciasOf(personId: string | null): PendenciaRow[] {
  if (personId === null) return [];
  return db.tables.pendencias
    .filter((row) => row.personId === personId)
    .sort((a, b) => a.DT_AGENDA.localeCompare(b.DT_AGENDA) || a.NR_PC - b.NR_PC)
    .map(({ NR_PC, QT_DIAS_PRAZO, DT_AGENDA, NR_PEDIDO }) => ({ NR_PC, QT_DIAS_PRAZO, DT_AGENDA, NR_PEDIDO }));
}

/** Compliance documents valid on `day` that the supplier has not signed. */
export function pendingDocumentsOf(personId: string, day = today()): number {
  return db.tables.complianceDocuments.filter(
    (doc) => doc.startDate <= day && day <= doc.endDate && !doc.signatures.some((signature) => signature.personId === personId),
  ).length;
}

export const homeHandlers = [
  /** GET /pendencias/ (home card): the caller's own items; staff get none unless they name a supplier. */
  endpoint('get', 'legacy', '/pendencias/', { permission: 'gerenciar-pedidos.pendentes' }, ({ url, caller }) =>
    ok({ itens: pendenciasOf(supplierOf(caller, url.searchParams.get('personId'))) }),
  ),

  /** GET /orders/quantityPending?personId= (orders API): how many pendências the supplier has. */
  endpoint('get', 'orders', '/orders/quantityPending', { permission: 'gerenciar-pedidos.pendentes' }, ({ url, caller }) =>
    HttpResponse.json({ quantity: pendenciasOf(scopedPersonId(caller, url.searchParams.get('personId'))).length }),
  ),

  /** GET /documents/qtyDocumentsPending?personId= (orders API): compliance documents awaiting acceptance. */
  endpoint('get', 'orders', '/documents/qtyDocumentsPending', { permission: 'user-compliance' }, ({ url, caller }) =>
    HttpResponse.json({ quantity: pendingDocumentsOf(scopedPersonId(caller, url.searchParams.get('personId'))) }),
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
